import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSession, screenshot } from './support/browser.ts';
import { aMember, signInAs } from './support/member.ts';
import { ordinaryWindow } from '../server/test-support/booking-windows.ts';

const session = browserSession({ viewport: { width: 390, height: 844 } });

const documentLanguage = (page: Page) => page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]);
const horizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Books an ordinary window through the API with the page's own session, as the app would. */
async function book(page: Page, day: number): Promise<void> {
  const window = ordinaryWindow(day);
  const status = await page.evaluate(async (w) => {
    const headers = { authorization: `Bearer ${localStorage.getItem('auth_token')}`, 'content-type': 'application/json' };
    const vehicles = (await (await fetch('/api/vehicles', { headers })).json()) as { id: number; vehicleNumber: string }[];
    const vehicle = vehicles.find((v) => v.vehicleNumber === 'A8')!;
    return (await fetch('/api/bookings', { method: 'POST', headers, body: JSON.stringify({ vehicleId: vehicle.id, ...w }) })).status;
  }, window);
  expect(status).toBe(201);
}

describe('Hebrew, right to left, on a phone', () => {
  it('switches the login page to Hebrew, right to left, and remembers it on this device', async () => {
    const { page } = session;
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Sign In Required' }).waitFor();
    expect(await documentLanguage(page)).toEqual(['en', 'ltr']);
    await page.getByLabel('Language').selectOption('he');
    await page.getByRole('heading', { name: 'נדרשת התחברות' }).waitFor();
    expect(await documentLanguage(page)).toEqual(['he', 'rtl']);
    await page.reload();
    await page.getByRole('heading', { name: 'נדרשת התחברות' }).waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, '80-login-hebrew-390');
  });

  it('keeps a member’s choice in the profile: on another device the app and its notices are in Hebrew', async () => {
    const { page } = session;
    const member = await aMember(['driver']);
    await signInAs(page, member.email);
    await hebrewOnEveryDevice(page, member.email);
  });
});

/** The member chooses Hebrew; a fresh device shows it after sign-in, and the server's notices come in it. */
async function hebrewOnEveryDevice(page: Page, member: string): Promise<void> {
  await page.getByLabel('Language').selectOption('he');
  await page.getByRole('tab', { name: 'סקירת צי' }).waitFor();
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const response = await fetch('/api/user/profile', { headers: { authorization: `Bearer ${localStorage.getItem('auth_token')}` } });
        return ((await response.json()) as { language: string | null }).language;
      }),
    )
    .toBe('he');

  // A fresh device whose browser speaks English: the profile's language wins once signed in.
  await page.evaluate(() => localStorage.removeItem('medfleet.language'));
  await signInAs(page, member);
  await page.getByRole('tab', { name: 'סקירת צי' }).waitFor();
  expect(await documentLanguage(page)).toEqual(['he', 'rtl']);

  // Shabbat and festival times for members too, named in Hebrew.
  expect((await page.getByTestId('next-shabbat').textContent())?.trim()).toMatch(/^(שבת|[\u0590-\u05FF]).*הדלקת נרות .*הבדלה /);
  await book(page, 61);
  await page.getByRole('button', { name: /^התראות/ }).click();
  await page.getByText('ההזמנה אושרה').first().waitFor();
  expect((await page.getByTestId('notification-item').allTextContents()).join('\n')).toMatch(/A8 שמור לך, /);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await screenshot(page, '81-dashboard-hebrew-390');
}
