import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessibilityProblems } from './support/axe.ts';
import { browserSession, screenshot } from './support/browser.ts';
import { aMember, bookNow, signInAs, signInAsAdmin } from './support/member.ts';

const session = browserSession({ viewport: { width: 360, height: 780 } });

/** Nothing wider than the phone, nothing axe calls serious, and a picture of it in e2e-artifacts/. */
async function looksRight(page: Page, name: string): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), name).toBeLessThanOrEqual(0);
  expect(await accessibilityProblems(page), name).toEqual([]);
  await screenshot(page, name);
}

/** A BLS vehicle of this test's own, with an immobilizer, added by an admin through the API: no other file books it. */
async function aCheckedVehicle(page: Page): Promise<string> {
  const vehicleNumber = `CHK${Date.now() % 100_000}`;
  const status = await page.evaluate(async (number) => {
    const json = { 'content-type': 'application/json' };
    const admin = (await (await fetch('/api/auth/login', { method: 'POST', headers: json, body: JSON.stringify({ token: 'dev' }) })).json()) as {
      token: string;
    };
    const body = JSON.stringify({ vehicleNumber: number, make: 'Ford', model: 'Transit', category: 'BLS Vehicles', immobilizerEnabled: true });
    return (await fetch('/api/vehicles', { method: 'POST', headers: { ...json, authorization: `Bearer ${admin.token}` }, body })).status;
  }, vehicleNumber);
  expect(status).toBe(201);
  return vehicleNumber;
}

describe('the start-of-shift check', () => {
  it('a member does it on a 360 px phone in Hebrew with no network, it is sent when the network is back; the admin closes the work order', async () => {
    const { page, context } = session;
    const member = await aMember(['BLS'], 'נועה כהן');
    await page.goto('/login');
    await page.getByLabel('Language').selectOption('he');
    await page.getByRole('heading', { name: 'נדרשת התחברות' }).waitFor();
    await signInAs(page, member.email);
    const vehicle = await aCheckedVehicle(page);
    expect(await bookNow(page, vehicle, 30_000, { checked: false })).toBe(201);
    await page.goto('/dashboard');

    const booking = page.getByTestId('my-booking').filter({ hasText: vehicle });
    const line = booking.getByTestId('vehicle-check');
    await line.getByText('בצעו את בדיקת הרכב: קוד האימובילייזר יינתן כשהיא תעבור.').waitFor();
    await line.getByRole('button', { name: 'בדיקת רכב' }).click();
    const dialog = page.getByRole('dialog', { name: 'בדיקת רכב' });
    await dialog.getByTestId('check-item').first().waitFor();
    await looksRight(page, '120-he-vehicle-check');

    // The car park has no signal: the check is answered and kept on the phone.
    await context.setOffline(true);
    const items = dialog.getByTestId('check-item');
    await items.filter({ hasText: 'בלון חמצן נייד' }).getByRole('spinbutton').fill('180');
    const defibrillator = items.filter({ hasText: 'דפיברילטור במקום' });
    await defibrillator.getByLabel('להחלפה').check();
    await defibrillator.getByLabel('מה חסר או מה להחליף').fill('הבדיקה העצמית נכשלה');
    await items.filter({ hasText: 'מדבקות דפיברילטור' }).locator('input[type=date]').fill('2030-01-01');
    for (const label of ['ערכת נתיב אוויר', 'תיק טראומה', 'כפפות ומסכות', 'אורות וסירנה']) await items.filter({ hasText: label }).getByLabel('קיים').check();
    await items.filter({ hasText: 'דלק' }).getByRole('spinbutton').fill('70');
    await dialog.getByText('הבדיקה הזו תיכשל: דפיברילטור במקום, הבדיקה העצמית עברה.', { exact: false }).waitFor();
    await screenshot(page, '121-he-vehicle-check-will-fail');
    await dialog.getByRole('button', { name: 'שליחת הבדיקה' }).click();
    await line.getByText('הבדיקה שלך שמורה בטלפון ותישלח כשהרשת תחזור.').waitFor();
    await looksRight(page, '122-he-vehicle-check-kept-offline');

    // The network is back: the check is sent, failed, and the member is offered another vehicle.
    await context.setOffline(false);
    await line.getByText('בדיקת הרכב נכשלה: הרכב יצא מהשירות.').waitFor({ timeout: 15_000 });
    await booking.getByTestId('vehicle-withdrawn').waitFor();
    await looksRight(page, '123-he-vehicle-check-failed');

    // The admin, on this device in English, does the repair and closes the work order: the vehicle can be booked again.
    await page.evaluate(() => localStorage.setItem('medfleet.language', 'en'));
    await signInAsAdmin(page);
    await page.getByRole('tab', { name: 'Vehicle Management' }).click();
    const orders = page.getByRole('region', { name: 'Work orders' });
    const repair = orders.getByTestId('work-order').filter({ hasText: vehicle }).filter({ hasText: 'Failed check' });
    await repair.getByRole('button', { name: 'Start' }).click();
    await repair.getByRole('button', { name: 'Done' }).click();
    await page.getByText('Work order updated').first().waitFor();
    await expect
      .poll(() =>
        page.evaluate(async (number) => {
          const headers = { authorization: `Bearer ${localStorage.getItem('auth_token')}` };
          const vehicles = (await (await fetch('/api/vehicles', { headers })).json()) as { vehicleNumber: string; bookable: boolean }[];
          return vehicles.find((v) => v.vehicleNumber === number)?.bookable;
        }, vehicle),
      )
      .toBe(true);
    await orders.getByLabel('Show').selectOption('done');
    await orders.getByTestId('work-order').filter({ hasText: vehicle }).first().waitFor();
    expect(await accessibilityProblems(page)).toEqual([]);
    await screenshot(page, '124-work-orders-done');
  });
});
