import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSession, screenshot } from './support/browser.ts';
import { aMember, bookNow, bookThroughApi, ordinaryDate, signInAs, signInAsAdmin } from './support/member.ts';
import { shabbatWindow } from '../server/test-support/booking-windows.ts';

const session = browserSession({ viewport: { width: 1280, height: 900 } });

/** What the focused element is called: its label, else its text. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return '';
    const labelled = element.getAttribute('aria-label') ?? (element as HTMLInputElement).labels?.[0]?.textContent ?? '';
    return (labelled || element.innerText || '').trim();
  });

/** Presses Tab until the focused element's name matches, as a keyboard user would; fails when it never comes. */
async function tabTo(page: Page, name: RegExp, presses = 120): Promise<void> {
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press('Tab');
    if (name.test(await focusedName(page))) return;
  }
  throw new Error(`Tab never reached ${name}`);
}

/** The focused element shows a visible outline or ring, not only the browser's default. */
const focusVisible = (page: Page) =>
  page.evaluate(() => {
    const style = getComputedStyle(document.activeElement!);
    return (style.outlineStyle !== 'none' && style.outlineWidth !== '0px') || style.boxShadow !== 'none';
  });

describe('the member journey by keyboard alone', () => {
  it('books a vehicle, opens its details, and tries a code in the unlock dialog, focus visible and coming back each time', async () => {
    const bls = await aMember(['BLS']);
    const { page } = session;
    await signInAs(page, bls.email);
    await journeyByKeyboard(page);
  });
});

describe('the approval queue by keyboard alone', () => {
  it('rejects a Shabbat booking with a note, and focus goes on in the queue, not to the top of the page', async () => {
    const bls = await aMember(['BLS']);
    const { page } = session;
    await signInAs(page, bls.email);
    const pending = await bookShabbat(page, 'BLS2');
    await signInAsAdmin(page);
    // The tab row is one stop: Tab reaches the chosen tab, the arrows move along it (and open the tab).
    await tabTo(page, /^Fleet Overview$/);
    for (let i = 0; i < 12 && (await focusedName(page)) !== 'Admin Approval'; i++) {
      const from = await focusedName(page);
      await page.keyboard.press('ArrowRight');
      // As a person would, the next arrow comes once the tab it reached has focus and opened: on a
      // busy machine an arrow pressed before that moved from the same tab as the one before it.
      await page.waitForFunction((left) => {
        const tab = document.activeElement as HTMLElement | null;
        return tab?.getAttribute('aria-selected') === 'true' && tab.innerText.trim() !== left;
      }, from);
    }
    expect(await focusedName(page)).toBe('Admin Approval');
    const item = page.locator(`[data-testid=pending-approval][data-booking-id="${pending}"]`);
    await item.waitFor();
    for (let i = 0; i < 60 && !(await item.evaluate((li) => li.contains(document.activeElement))); i++) await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('Note to the member (required to reject)');
    await page.keyboard.type('No second crew that Shabbat.');
    await tabTo(page, /^Reject$/);
    expect(await focusVisible(page)).toBe(true);
    await screenshot(page, '72-keyboard-approval');
    await page.keyboard.press('Enter');
    await page.getByText('Booking Rejected', { exact: true }).waitFor();
    await item.waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('[role=tabpanel]'))).toBe(true);
  });
});

/** Books a window of the next Shabbat through the API as the signed-in member: it waits for an admin. Answers its id. */
async function bookShabbat(page: Page, vehicleNumber: string): Promise<number> {
  const booking = await bookThroughApi(page, vehicleNumber, shabbatWindow(20));
  expect(booking.status).toBe('pending');
  return booking.id;
}

async function journeyByKeyboard(page: Page): Promise<void> {
  await tabTo(page, /^Book BLS2$/);
  expect(await focusVisible(page)).toBe(true);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Book Vehicle - Enhanced Planning View' });
  await dialog.waitFor();
  await tabTo(page, /^View date$/);
  // A date field takes the digits in the order of the browser's locale (en-US here: month, day, year).
  const [year, month, day] = ordinaryDate(36).split('-');
  await page.keyboard.type(`${month}${day}${year}`);
  await tabTo(page, /^Start time$/);
  await page.keyboard.type('0800AM');
  await tabTo(page, /^4h$/);
  await page.keyboard.press('Enter');
  expect(await dialog.getByLabel('End time').inputValue()).toBe('12:00');
  await tabTo(page, /^Create Booking$/);
  await screenshot(page, '70-keyboard-booking');
  await page.keyboard.press('Enter');
  await page.getByText('Booking Created', { exact: true }).waitFor();
  await dialog.waitFor({ state: 'detached' });
  // Focus is back on the Book button the dialog was opened from (Radix moves it once the dialog has gone).
  await expect.poll(() => focusedName(page)).toBe('Book BLS2');

  const booking = page.getByTestId('my-booking').filter({ hasText: 'BLS2' }).first();
  await booking.waitFor();
  await tabTo(page, /^Details$/);
  await page.keyboard.press('Enter');
  const details = page.getByRole('dialog', { name: 'Booking Details' });
  await details.waitFor();
  await page.keyboard.press('Escape');
  await details.waitFor({ state: 'detached' });
  await expect.poll(() => focusedName(page)).toBe('Details');

  // The unlock dialog: the code field has focus at once, Enter sends, the refusal is read out, Escape closes.
  expect(await bookNow(page, 'A7')).toBe(201);
  await page.reload();
  await page.getByTestId('my-booking').filter({ hasText: 'A7' }).waitFor();
  await tabTo(page, /^Unlock Vehicle$/);
  await page.keyboard.press('Enter');
  const unlock = page.getByRole('dialog', { name: 'Unlock Vehicle' });
  await unlock.waitFor();
  await expect.poll(() => focusedName(page)).toBe('Immobilizer code');
  await page.keyboard.type('zzzzzz');
  await page.keyboard.press('Enter');
  await unlock
    .getByRole('alert')
    .getByText(/^Wrong immobilizer code for A7\./)
    .waitFor();
  await screenshot(page, '71-keyboard-unlock');
  await page.keyboard.press('Escape');
  await unlock.waitFor({ state: 'detached' });
  await expect.poll(() => focusedName(page)).toBe('Unlock Vehicle');
}
