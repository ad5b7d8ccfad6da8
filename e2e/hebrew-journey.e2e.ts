import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessibilityProblems } from './support/axe.ts';
import { browserSession, screenshot } from './support/browser.ts';
import { aMember, bookNow, ordinaryDate, signInAs } from './support/member.ts';

const session = browserSession({ viewport: { width: 390, height: 844 } });

const horizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Nothing wider than the phone, nothing axe calls serious, and a picture of it in e2e-artifacts/. */
async function looksRight(page: Page, name: string): Promise<void> {
  expect(await horizontalOverflow(page), name).toBeLessThanOrEqual(0);
  expect(await accessibilityProblems(page), name).toEqual([]);
  await screenshot(page, name);
}

/** Signs in a member of the test's own with the dev login API, the login page chosen in Hebrew first, and walks `journey`. */
async function inHebrew(journey: (page: Page) => Promise<void>): Promise<void> {
  const { page } = session;
  const member = await aMember(['ALS'], 'יוסי מזרחי');
  await page.goto('/login');
  await page.getByLabel('Language').selectOption('he');
  await page.getByRole('heading', { name: 'נדרשת התחברות' }).waitFor();
  await signInAs(page, member.email);
  await page.getByRole('tab', { name: 'סקירת צי' }).waitFor();
  await journey(page);
}

describe('the whole member journey in Hebrew on a 390 px phone', () => {
  it('signs in, books, is told in Hebrew why a second booking is refused, and signs the agreement', () => inHebrew(bookAndSign));
  it('unlocks the vehicle with the code from the notification, then reports damage', () => inHebrew(unlockAndReport));
});

async function bookAndSign(page: Page): Promise<void> {
  await looksRight(page, '90-he-dashboard');

  await page.getByRole('button', { name: /^הזמנת\W*A6\W*$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'הזמנת רכב – תצוגת תכנון מורחבת' });
  await dialog.getByLabel('תאריך לתצוגה').fill(ordinaryDate(33));
  await dialog.getByLabel('שעת התחלה').fill('08:00');
  await dialog.getByRole('button', { name: '4 ש׳' }).click();
  await looksRight(page, '91-he-booking-dialog');
  await dialog.getByRole('button', { name: 'יצירת הזמנה' }).click();
  await page.getByText('ההזמנה נוצרה', { exact: true }).waitFor();
  await dialog.waitFor({ state: 'detached' });

  // The same window again: the server refuses, and the member reads why in Hebrew.
  await page.getByRole('button', { name: /^הזמנת\W*A6\W*$/ }).click();
  await dialog.getByLabel('תאריך לתצוגה').fill(ordinaryDate(33));
  await dialog.getByLabel('שעת התחלה').fill('08:00');
  await dialog.getByRole('button', { name: '4 ש׳' }).click();
  await dialog.getByRole('button', { name: 'יצירת הזמנה' }).click();
  await page
    .getByText(/^כבר הזמנת את\W+A6\W+מ-/)
    .first()
    .waitFor();
  await screenshot(page, '92-he-refused');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });

  await page.getByRole('tab', { name: 'ההזמנות שלי' }).click();
  const reservation = page.getByTestId('reservation').filter({ hasText: 'A6' }).first();
  await reservation.getByRole('button', { name: 'חתימה על ההסכם' }).click();
  const agreement = page.getByRole('dialog', { name: 'הסכם שימוש ברכב' });
  await agreement.getByLabel('שם מלא').fill('יוסי מזרחי');
  await agreement.getByRole('button', { name: 'חתימה בשם שהקלדתי' }).click();
  await agreement.getByLabel('קראתי את ההסכם ואני מסכים/ה לו').check();
  await looksRight(page, '93-he-agreement');
  await agreement.getByRole('button', { name: 'חתימה על ההסכם' }).click();
  await page.getByText('ההסכם נחתם', { exact: true }).waitFor();
  await reservation.getByRole('button', { name: 'PDF' }).waitFor();
  await looksRight(page, '94-he-my-reservations');
}

async function unlockAndReport(page: Page): Promise<void> {
  expect(await bookNow(page, 'A4')).toBe(201);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: /^התראות/ }).click();
  const notice = page.getByTestId('notification-item').filter({ hasText: 'קוד אימובילייזר ל-A4' }).first();
  const code = /הקוד שלך: ([A-Z0-9]{6})\./.exec((await notice.textContent()) ?? '')?.[1];
  expect(code).toBeDefined();
  await screenshot(page, '95-he-notifications');
  await page.keyboard.press('Escape');

  const booking = page.getByTestId('my-booking').filter({ hasText: 'A4' });
  await booking.getByRole('button', { name: 'שחרור הרכב' }).click();
  const unlock = page.getByRole('dialog', { name: 'שחרור הרכב' });
  await unlock.getByLabel('קוד אימובילייזר').fill(code!);
  await looksRight(page, '96-he-unlock');
  await unlock.getByRole('button', { name: 'נטרול האימובילייזר' }).click();
  await page
    .getByText(/מוכן לשימוש$/)
    .first()
    .waitFor();
  await unlock.locator('[data-testid=immobilizer-progress][data-confirmed=true]').waitFor({ timeout: 20_000 });
  await screenshot(page, '97-he-unlocked');
  await unlock.getByRole('button', { name: 'סיום' }).click();

  await booking.getByRole('button', { name: 'דיווח על תקלה' }).click();
  const report = page.getByRole('dialog', { name: 'דיווח על נזק לרכב' });
  await report.getByRole('button', { name: 'שליחת הדיווח' }).click();
  // The contract's own messages, in Hebrew.
  await report.getByText('נא לציין מקום').waitFor();
  await report.getByLabel('מקום').fill('חניון תחנת בית שמש');
  await report.getByLabel('תיאור').fill('שריטה בדלת האחורית השמאלית, נמצאה בבדיקה לפני היציאה.');
  await looksRight(page, '98-he-damage-report');
  await report.getByRole('button', { name: 'שליחת הדיווח' }).click();
  await page.getByText('הדיווח נשלח', { exact: true }).waitFor();
  await report.waitFor({ state: 'detached' });
  await page.getByRole('tab', { name: 'ההזמנות שלי' }).click();
  await looksRight(page, '99-he-after-journey');
}
