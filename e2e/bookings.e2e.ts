import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ordinaryWindow } from '../server/test-support/booking-windows.ts';
import { baseUrl, launchBrowser, screenshot, watchForPageErrors } from './support/browser.ts';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let pageErrors: Error[];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());
beforeEach(async () => {
  context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1280, height: 1000 }, acceptDownloads: true });
  page = await context.newPage();
  pageErrors = watchForPageErrors(page);
});
afterEach(async () => {
  await context.close();
  expect(pageErrors.map((e) => e.message)).toEqual([]);
});

/** Signs in as a seeded member through the dev login API, as the login page would. */
async function signInAs(email: string) {
  await page.goto('/login');
  await page.evaluate(async (who) => {
    const response = await fetch('/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token: 'dev', email: who }) });
    const { token, user } = (await response.json()) as { token: string; user: unknown };
    localStorage.setItem('auth_token', token);
    localStorage.setItem('user_data', JSON.stringify(user));
  }, email);
  await page.goto('/dashboard');
  await page.getByTestId('user-name').waitFor();
}

/** A Jerusalem weekday with no Shabbat or festival, as yyyy-MM-dd. */
const ordinaryDate = (fromDay: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jerusalem' }).format(new Date(ordinaryWindow(fromDay).startTime));

async function bookFromCard(vehicle: string, date: string) {
  await page.getByRole('button', { name: `Book ${vehicle}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('Book Vehicle - Enhanced Planning View').waitFor();
  await dialog.getByLabel('View date').fill(date);
  await dialog.getByLabel('Start time').fill('08:00');
  await dialog.getByRole('button', { name: '4h' }).click();
  await dialog.getByRole('button', { name: 'Create Booking' }).click();
}

describe('booking a vehicle', () => {
  it('books from a vehicle card, shows it in My Bookings, downloads the .ics and cancels it', async () => {
    await signInAs('emt@medfleet.test');
    await page.getByText('No active bookings').waitFor();
    const date = ordinaryDate(3);
    await bookFromCard('A5', date);
    await page.getByText('Your booking for A5 has been created successfully!').waitFor();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    const row = page.getByTestId('my-booking').filter({ hasText: 'A5' });
    await row.waitFor();
    expect(await row.textContent()).toMatch(/8:00 AM – 12:00 PM/);
    expect(await page.getByTestId('stat-activeBookings').textContent()).toBe('1');
    await screenshot(page, '10-booked');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    const file = await download;
    const ics = readFileSync((await file.path())!, 'utf8');
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain('SUMMARY:A5 booking');
    expect(ics).toContain('TRIGGER:-PT15M');

    await row.getByRole('button', { name: 'Cancel' }).click();
    await page.getByText('No active bookings').waitFor();
  });

  it('shows Booking Failed with the server message when the vehicle is taken', async () => {
    await signInAs('paramedic@medfleet.test');
    const date = ordinaryDate(4);
    await bookFromCard('A6', date);
    await page.getByText('Your booking for A6 has been created successfully!').waitFor();
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await signInAs('bls@medfleet.test');
    await bookFromCard('A6', date);
    await page.getByText('Booking Failed').waitFor();
    await page.getByText(/A6 is already booked from/).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(1);
    await screenshot(page, '11-booking-failed');
  });

  it('asks for the required fields before sending anything', async () => {
    await signInAs('driver@medfleet.test');
    await page.getByRole('button', { name: 'Book A7' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Create Booking' }).click();
    await page.getByRole('dialog').getByText('Please fill in all required fields').waitFor();
  });

  it('Quick Book says what is missing, keeps its entries and books', async () => {
    await signInAs('als@medfleet.test');
    const strip = page.getByRole('region', { name: 'Quick Book' });
    expect(await strip.getByLabel('Pick-up time').inputValue()).toBe('08:00');
    expect(await strip.getByLabel('Drop-off time').inputValue()).toBe('12:00');
    await strip.getByRole('button', { name: 'Book Now' }).click();
    await page.getByText('Please select a vehicle to book').waitFor();
    await strip.getByLabel('Vehicle').selectOption('ALS1');
    await strip.getByRole('button', { name: 'Book Now' }).click();
    await page.getByText('Please select pick-up date and time').waitFor();
    const date = ordinaryDate(5);
    await strip.getByLabel('Pick-up date').fill(date);
    await strip.getByRole('button', { name: 'Book Now' }).click();
    await page.getByText('Please select drop-off date and time').waitFor();
    await strip.getByLabel('Drop-off date').fill(date);
    await page.reload();
    await page.getByRole('region', { name: 'Quick Book' }).waitFor();
    // The choice shows once the vehicle list has loaded.
    await expect.poll(() => page.getByRole('region', { name: 'Quick Book' }).getByLabel('Vehicle').inputValue()).toBe('ALS1');
    await page.getByRole('region', { name: 'Quick Book' }).getByRole('button', { name: 'Book Now' }).click();
    await page.getByText('Your booking for ALS1 has been created successfully!').waitFor();
    await page.getByTestId('my-booking').filter({ hasText: 'ALS1' }).waitFor();
    await screenshot(page, '12-quick-book');
  });

  it('an admin approves a booking that falls on Shabbat, and the member sees it confirmed', async () => {
    await signInAs('bls@medfleet.test');
    const { candleLighting } = await page.evaluate(async () => {
      const token = localStorage.getItem('auth_token');
      const info = await fetch('/api/bookings/next-shabbat-info', { headers: { authorization: `Bearer ${token}` } });
      return (await info.json()) as { candleLighting: string };
    });
    const start = new Date(Date.parse(candleLighting) - 3600_000);
    const created = await page.evaluate(
      async ({ startTime, endTime }) => {
        const token = localStorage.getItem('auth_token');
        const vehicles = (await (await fetch('/api/vehicles', { headers: { authorization: `Bearer ${token}` } })).json()) as { id: number; vehicleNumber: string }[];
        const response = await fetch('/api/bookings', {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ vehicleId: vehicles.find((v) => v.vehicleNumber === 'BLS2')!.id, startTime, endTime, notes: 'Shabbat standby' }),
        });
        return (await response.json()) as { status: string };
      },
      { startTime: start.toISOString(), endTime: new Date(start.getTime() + 3 * 3600_000).toISOString() },
    );
    expect(created.status).toBe('pending');

    await page.goto('/login');
    await page.evaluate(() => localStorage.clear());
    await page.goto('/login');
    await page.getByRole('button', { name: 'Development Access' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('tab', { name: 'Admin Approval' }).click();
    const item = page.getByTestId('pending-approval').filter({ hasText: 'BLS2' });
    await item.waitFor();
    expect(await item.textContent()).toContain('Shabbat standby');
    await screenshot(page, '13-approval-queue');
    await item.getByRole('button', { name: 'Approve' }).click();
    await page.getByText('Booking Approved').waitFor();
    await page.getByText('No bookings pending approval').waitFor();

    await signInAs('bls@medfleet.test');
    const row = page.getByTestId('my-booking').filter({ hasText: 'BLS2' });
    await row.waitFor();
    expect(await row.getByLabel('confirmed').count()).toBe(1);
  });

  it('signs the vehicle-use agreement in My Reservations and opens the signed PDF', async () => {
    await signInAs('driver@medfleet.test');
    const date = ordinaryDate(6);
    await bookFromCard('A8', date);
    await page.getByText('Your booking for A8 has been created successfully!').waitFor();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: 'My Reservations' }).click();
    const row = page.getByTestId('reservation').filter({ hasText: 'A8' });
    await row.getByRole('button', { name: 'Sign agreement' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('I will use the vehicle only for').waitFor();
    await dialog.getByLabel('Full name').fill('Moshe Peretz');
    const pad = (await dialog.getByLabel('Signature pad: draw your signature').boundingBox())!;
    await page.mouse.move(pad.x + 20, pad.y + 100);
    await page.mouse.down();
    await page.mouse.move(pad.x + 120, pad.y + 30, { steps: 5 });
    await page.mouse.move(pad.x + 220, pad.y + 110, { steps: 5 });
    await page.mouse.up();
    await dialog.getByLabel('I have read and accept the agreement').check();
    await screenshot(page, '14-sign-agreement');
    await dialog.getByRole('button', { name: 'Sign agreement' }).click();
    await page.getByText('Agreement Signed').waitFor();
    await row.getByRole('button', { name: 'PDF' }).waitFor();
    // The PDF link opens in a new tab: the session cookie alone must be enough there.
    const id = await page.evaluate(async () => {
      const token = localStorage.getItem('auth_token');
      const mine = (await (await fetch('/api/bookings/mine', { headers: { authorization: `Bearer ${token}` } })).json()) as { items: { id: number; vehicleNumber: string }[] };
      return mine.items.find((b) => b.vehicleNumber === 'A8')!.id;
    });
    const popupOpened = page.waitForEvent('popup');
    await row.getByRole('button', { name: 'PDF' }).click();
    await popupOpened;
    const check = await page.evaluate(async (bookingId) => {
      const r = await fetch(`/api/agreements/${bookingId}/pdf`, { credentials: 'include' });
      return [r.status, r.headers.get('content-type')];
    }, id);
    expect(check).toEqual([200, 'application/pdf']);
  });

  it('shows the booking in the Booking Calendar week view and its day dialog', async () => {
    await signInAs('emt@medfleet.test');
    const date = ordinaryDate(7);
    await bookFromCard('A3', date);
    await page.getByText('Your booking for A3 has been created successfully!').waitFor();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: 'Booking Calendar' }).click();
    const diary = page.getByRole('region', { name: 'Vehicle Availability Diary' });
    await diary.getByLabel('Date').fill(date);
    const a3 = diary.getByTestId('diary-vehicle').filter({ has: page.getByRole('heading', { name: 'A3', exact: true }) });
    const cell = a3.getByRole('button').filter({ hasText: '8:00 AM – 12:00 PM' });
    await cell.waitFor();
    expect(await a3.getByRole('button').count()).toBe(7);
    await screenshot(page, '15-booking-calendar');
    await cell.click();
    await page.getByRole('dialog').getByText('Utilization 17% · 4 hours booked').waitFor();
  });

  it('an admin loads the Hebrew calendar and sees Shabbat times and the next restriction', async () => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Development Access' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('tab', { name: 'Shabbat & Holidays' }).click();
    await page.getByTestId('next-restriction').getByText(/^Next: /).waitFor();
    await page.getByTestId('shabbat-times').getByText('Candle lighting', { exact: false }).first().waitFor();
    await page.getByRole('button', { name: 'Sync Calendar' }).click();
    await page.getByText('Calendar Initialized').waitFor();
    await page.getByTestId('holidays').locator('li').first().waitFor();
    await screenshot(page, '16-shabbat-holidays');
  });
});
