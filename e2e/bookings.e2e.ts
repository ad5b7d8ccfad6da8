import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { UserType } from '../contract/constants.ts';
import { browserSession, screenshot } from './support/browser.ts';
import { bookFromCard as bookOnPage, ordinaryDate, signInAs as signInOnPage, signInAsAdmin, signInAsOwn } from './support/member.ts';

const session = browserSession({ viewport: { width: 1280, height: 1000 }, acceptDownloads: true });
const signInAs = (email: string) => signInOnPage(session.page, email);
/** Signs in a member of the test's own of `type`; answers who. */
const signInNew = (type: UserType) => signInAsOwn(session.page, [type]);
const bookFromCard = (vehicle: string, date: string) => bookOnPage(session.page, vehicle, date);

describe('booking a vehicle', () => {
  it('books from a vehicle card, shows it in My Bookings, downloads the .ics, opens Google and Outlook, and cancels it', async () => {
    await signInNew('EMT');
    await session.page.getByText('No active bookings').waitFor();
    const date = ordinaryDate(3);
    await bookFromCard('A5', date);
    await session.page.getByText('Your booking for A5 has been created successfully!').waitFor();
    await session.page.getByRole('dialog').waitFor({ state: 'detached' });
    const row = session.page.getByTestId('my-booking').filter({ hasText: 'A5' });
    await row.waitFor();
    expect(await row.textContent()).toMatch(/8:00 AM – 12:00 PM/);
    expect(await session.page.getByTestId('stat-activeBookings').textContent()).toBe('1');
    await screenshot(session.page, '10-booked');

    const download = session.page.waitForEvent('download');
    await session.page.getByRole('button', { name: 'Download' }).click();
    const file = await download;
    const ics = readFileSync((await file.path())!, 'utf8');
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain('SUMMARY:A5 booking');
    expect(ics).toContain('TRIGGER:-PT15M');

    // Google and Outlook open their compose pages with the booking filled in (answered here: no internet).
    await session.context.route(/^https:\/\/(calendar\.google|outlook\.office)\.com\//, (route) =>
      route.fulfill({ contentType: 'text/html', body: 'compose' }),
    );
    for (const [button, host] of [
      ['Google', 'calendar.google.com'],
      ['Outlook', 'outlook.office.com'],
    ] as const) {
      const popup = session.page.waitForEvent('popup');
      await session.page.getByRole('button', { name: button, exact: true }).click();
      const url = new URL((await popup).url());
      expect(url.host).toBe(host);
      expect(url.search).toContain('A5');
    }
    await session.page.getByText('Calendar Opened').first().waitFor();

    await row.getByRole('button', { name: 'Cancel' }).click();
    await row.getByRole('button', { name: 'Yes, cancel this booking' }).click();
    await session.page.getByText('No active bookings').waitFor();
  });

  it('reschedules from My Reservations, and a refused new time says why and changes nothing', async () => {
    await signInNew('EMT');
    const date = ordinaryDate(8);
    await bookFromCard('A4', date);
    await session.page.getByText('Your booking for A4 has been created successfully!').waitFor();
    await session.page.getByRole('dialog').waitFor({ state: 'detached' });
    await session.page.getByRole('tab', { name: 'My Reservations' }).click();
    const row = session.page.getByTestId('reservation').filter({ hasText: 'A4' });
    await row.getByRole('button', { name: 'Details' }).click();
    const details = session.page.getByRole('dialog');
    await details.getByText('Booking Details').waitFor();
    expect(await details.textContent()).toContain('Not signed yet');
    await screenshot(session.page, '17-booking-details');
    await details.getByRole('button', { name: 'Reschedule' }).click();

    const dialog = session.page.getByRole('dialog');
    await dialog.getByText('Reschedule Booking').waitFor();
    expect(await dialog.getByLabel('Start time').inputValue()).toBe('08:00');
    await dialog.getByLabel('End time').fill('07:00');
    await dialog.getByRole('button', { name: 'Reschedule' }).click();
    await dialog.getByText('The end time must be after the start time.').waitFor();
    // 30 hours is longer than a booking may be: the server refuses and nothing changes.
    await dialog.getByLabel('End date').fill(new Date(Date.parse(date) + 86_400_000).toISOString().slice(0, 10));
    await dialog.getByLabel('End time').fill('14:00');
    await dialog.getByRole('button', { name: 'Reschedule' }).click();
    await session.page.getByText('Reschedule Failed').waitFor();
    await dialog.getByText('A booking can be at most 24 hours long.').waitFor();
    await screenshot(session.page, '18-reschedule-refused');

    await dialog.getByLabel('End date').fill(date);
    await dialog.getByLabel('Start time').fill('13:00');
    await dialog.getByLabel('End time').fill('15:30');
    await dialog.getByRole('button', { name: 'Reschedule' }).click();
    await session.page.getByText('Booking Rescheduled').waitFor();
    await session.page.getByRole('dialog').waitFor({ state: 'detached' });
    await expect.poll(() => row.textContent()).toMatch(/1:00 PM – 3:30 PM/);
  });

  it('shows Booking Failed with the server message when the vehicle is taken', async () => {
    await signInNew('paramedic');
    const date = ordinaryDate(4);
    await bookFromCard('A6', date);
    await session.page.getByText('Your booking for A6 has been created successfully!').waitFor();
    await session.page.getByRole('dialog').waitFor({ state: 'detached' });

    await signInNew('BLS');
    await bookFromCard('A6', date);
    await session.page.getByText('Booking Failed').waitFor();
    await session.page.getByText(/A6 is already booked from/).waitFor();
    expect(await session.page.getByRole('dialog').count()).toBe(1);
    await screenshot(session.page, '11-booking-failed');
  });

  it('asks for the required fields before sending anything', async () => {
    await signInNew('driver');
    await session.page.getByRole('button', { name: 'Book A7' }).click();
    await session.page.getByRole('dialog').getByRole('button', { name: 'Create Booking' }).click();
    await session.page.getByRole('dialog').getByText('Please fill in all required fields').waitFor();
  });

  it('Quick Book says what is missing, keeps its entries and books', async () => {
    await signInNew('ALS');
    const strip = session.page.getByRole('region', { name: 'Quick Book' });
    expect(await strip.getByLabel('Pick-up time').inputValue()).toBe('08:00');
    expect(await strip.getByLabel('Drop-off time').inputValue()).toBe('12:00');
    await strip.getByRole('button', { name: 'Book Now' }).click();
    await session.page.getByText('Please select a vehicle to book').waitFor();
    await strip.getByLabel('Vehicle').selectOption('ALS1');
    await strip.getByRole('button', { name: 'Book Now' }).click();
    await session.page.getByText('Please select pick-up date and time').waitFor();
    const date = ordinaryDate(5);
    await strip.getByLabel('Pick-up date').fill(date);
    await strip.getByRole('button', { name: 'Book Now' }).click();
    await session.page.getByText('Please select drop-off date and time').waitFor();
    await strip.getByLabel('Drop-off date').fill(date);
    await session.page.reload();
    await session.page.getByRole('region', { name: 'Quick Book' }).waitFor();
    // The choice shows once the vehicle list has loaded.
    await expect.poll(() => session.page.getByRole('region', { name: 'Quick Book' }).getByLabel('Vehicle').inputValue()).toBe('ALS1');
    await session.page.getByRole('region', { name: 'Quick Book' }).getByRole('button', { name: 'Book Now' }).click();
    await session.page.getByText('Your booking for ALS1 has been created successfully!').waitFor();
    await session.page.getByTestId('my-booking').filter({ hasText: 'ALS1' }).waitFor();
    await screenshot(session.page, '12-quick-book');
  });

  it('an admin approves a booking that falls on Shabbat, and the member sees it confirmed', async () => {
    const member = await signInNew('BLS');
    const { candleLighting } = await session.page.evaluate(async () => {
      const token = localStorage.getItem('auth_token');
      const info = await fetch('/api/bookings/next-shabbat-info', { headers: { authorization: `Bearer ${token}` } });
      return (await info.json()) as { candleLighting: string };
    });
    // On a Friday afternoon this Shabbat's candle lighting may be under an hour away, or past: the next week's then.
    const WEEK = 7 * 24 * 3600_000;
    const candle = Date.parse(candleLighting) - 3600_000 > Date.now() + 60_000 ? Date.parse(candleLighting) : Date.parse(candleLighting) + WEEK;
    const start = new Date(candle - 3600_000);
    const created = await session.page.evaluate(
      async ({ startTime, endTime }) => {
        const token = localStorage.getItem('auth_token');
        const vehicles = (await (await fetch('/api/vehicles', { headers: { authorization: `Bearer ${token}` } })).json()) as {
          id: number;
          vehicleNumber: string;
        }[];
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

    await signInAsAdmin(session.page);
    await session.page.getByRole('tab', { name: 'Admin Approval' }).click();
    const item = session.page.getByTestId('pending-approval').filter({ hasText: 'BLS2' });
    await item.waitFor();
    expect(await item.textContent()).toContain('Shabbat standby');
    await screenshot(session.page, '13-approval-queue');
    await item.getByRole('button', { name: 'Approve' }).click();
    await session.page.getByText('Booking Approved').waitFor();
    await session.page.getByText('No bookings pending approval').waitFor();

    await signInAs(member.email);
    const row = session.page.getByTestId('my-booking').filter({ hasText: 'BLS2' });
    await row.waitFor();
    expect(await row.getByLabel('confirmed').count()).toBe(1);
  });

  it('signs the vehicle-use agreement in My Reservations and opens the signed PDF', async () => {
    const driver = await signInNew('driver');
    const date = ordinaryDate(6);
    await bookFromCard('A8', date);
    await session.page.getByText('Your booking for A8 has been created successfully!').waitFor();
    await session.page.getByRole('dialog').waitFor({ state: 'detached' });
    await session.page.getByRole('tab', { name: 'My Reservations' }).click();
    const row = session.page.getByTestId('reservation').filter({ hasText: 'A8' });
    await row.getByRole('button', { name: 'Sign agreement' }).click();
    const dialog = session.page.getByRole('dialog');
    await dialog.getByText('I will use the vehicle only for').waitFor();
    await dialog.getByLabel('Full name').fill(driver.name);
    const pad = (await dialog.getByLabel('Signature pad: draw your signature').boundingBox())!;
    await session.page.mouse.move(pad.x + 20, pad.y + 100);
    await session.page.mouse.down();
    await session.page.mouse.move(pad.x + 120, pad.y + 30, { steps: 5 });
    await session.page.mouse.move(pad.x + 220, pad.y + 110, { steps: 5 });
    await session.page.mouse.up();
    await dialog.getByLabel('I have read and accept the agreement').check();
    await screenshot(session.page, '14-sign-agreement');
    await dialog.getByRole('button', { name: 'Sign agreement' }).click();
    await session.page.getByText('Agreement Signed').waitFor();
    await row.getByRole('button', { name: 'PDF' }).waitFor();
    // The PDF link opens in a new tab: the session cookie alone must be enough there.
    const id = await session.page.evaluate(async () => {
      const token = localStorage.getItem('auth_token');
      const mine = (await (await fetch('/api/bookings/mine', { headers: { authorization: `Bearer ${token}` } })).json()) as {
        items: { id: number; vehicleNumber: string }[];
      };
      return mine.items.find((b) => b.vehicleNumber === 'A8')!.id;
    });
    const popupOpened = session.page.waitForEvent('popup');
    await row.getByRole('button', { name: 'PDF' }).click();
    await popupOpened;
    const check = await session.page.evaluate(async (bookingId) => {
      const r = await fetch(`/api/agreements/${bookingId}/pdf`, { credentials: 'include' });
      return [r.status, r.headers.get('content-type')];
    }, id);
    expect(check).toEqual([200, 'application/pdf']);
  });

  it('shows the booking in the Booking Calendar week view and its day dialog', async () => {
    await signInNew('EMT');
    const date = ordinaryDate(7);
    await bookFromCard('A3', date);
    await session.page.getByText('Your booking for A3 has been created successfully!').waitFor();
    await session.page.getByRole('dialog').waitFor({ state: 'detached' });
    await session.page.getByRole('tab', { name: 'Booking Calendar' }).click();
    const diary = session.page.getByRole('region', { name: 'Vehicle Availability Diary' });
    await diary.getByLabel('Date').fill(date);
    const a3 = diary.getByTestId('diary-vehicle').filter({ has: session.page.getByRole('heading', { name: 'A3', exact: true }) });
    const cell = a3.getByRole('button').filter({ hasText: '8:00 AM – 12:00 PM' });
    await cell.waitFor();
    expect(await a3.getByRole('button').count()).toBe(7);
    await screenshot(session.page, '15-booking-calendar');
    await cell.click();
    await session.page.getByRole('dialog').getByText('Utilization 17% · 4 hours booked').waitFor();
  });

  it('an admin loads the Hebrew calendar and sees Shabbat times and the next restriction', async () => {
    await signInAsAdmin(session.page);
    await session.page.getByRole('tab', { name: 'Shabbat & Holidays' }).click();
    await session.page
      .getByTestId('next-restriction')
      .getByText(/^Next: /)
      .waitFor();
    await session.page.getByTestId('shabbat-times').getByText('Candle lighting', { exact: false }).first().waitFor();
    await session.page.getByRole('button', { name: 'Sync Calendar' }).click();
    await session.page.getByText('Calendar Initialized').waitFor();
    await session.page.getByTestId('holidays').locator('li').first().waitFor();
    await screenshot(session.page, '16-shabbat-holidays');
  });
});
