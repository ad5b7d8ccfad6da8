import type { Page } from 'playwright-core';
import { ordinaryWindow } from '../../server/test-support/booking-windows.ts';

/** Signs in as a seeded member through the dev login API, as the login page would. */
export async function signInAs(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await page.evaluate(async (who) => {
    const response = await fetch('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: 'dev', email: who }),
    });
    const { token, user } = (await response.json()) as { token: string; user: unknown };
    localStorage.setItem('auth_token', token);
    localStorage.setItem('user_data', JSON.stringify(user));
  }, email);
  await page.goto('/dashboard');
  // The header names the member at desktop width and shows their initials on a phone.
  await page.getByTestId('user-name').or(page.getByTestId('user-initials')).first().waitFor();
}

/** Signs in as the seeded admin with Development Access. */
export async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto('/login');
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await page.getByRole('button', { name: 'Development Access' }).click();
  await page.waitForURL('**/dashboard');
}

/** A Jerusalem weekday with no Shabbat or festival, as yyyy-MM-dd. */
export const ordinaryDate = (fromDay: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jerusalem' }).format(new Date(ordinaryWindow(fromDay).startTime));

/** Books 08:00–12:00 on `date` from the vehicle's Book button. */
export async function bookFromCard(page: Page, vehicle: string, date: string): Promise<void> {
  await page.getByRole('button', { name: `Book ${vehicle}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('Book Vehicle - Enhanced Planning View').waitFor();
  await dialog.getByLabel('View date').fill(date);
  await dialog.getByLabel('Start time').fill('08:00');
  await dialog.getByRole('button', { name: '4h' }).click();
  await dialog.getByRole('button', { name: 'Create Booking' }).click();
}

/**
 * Books `vehicleNumber` from half a minute from now for two hours through the API as the signed-in
 * member, so that its immobilizer code works at once; when today is Shabbat or a festival the
 * admin approves it, as dispatch would. Answers the booking's HTTP status.
 */
export async function bookNow(page: Page, vehicleNumber: string): Promise<number> {
  const start = Date.now() + 30_000;
  const { status, booking } = await postBooking(page, vehicleNumber, {
    startTime: new Date(start).toISOString(),
    endTime: new Date(start + 2 * 3_600_000).toISOString(),
  });
  if (booking.status === 'pending') {
    await page.evaluate(async (id) => {
      const json = { 'content-type': 'application/json' };
      const admin = (await (await fetch('/api/auth/login', { method: 'POST', headers: json, body: JSON.stringify({ token: 'dev' }) })).json()) as {
        token: string;
      };
      await fetch(`/api/admin/bookings/${id}/approve`, { method: 'POST', headers: { ...json, authorization: `Bearer ${admin.token}` }, body: '{}' });
    }, booking.id);
  }
  return status;
}

/** Books `window` of `vehicleNumber` through the API as the signed-in member; answers the booking as the server gave it. */
export const bookThroughApi = async (page: Page, vehicleNumber: string, window: { startTime: string; endTime: string }) =>
  (await postBooking(page, vehicleNumber, window)).booking;

/** POST /api/bookings as the signed-in member: its HTTP status and answer. */
function postBooking(
  page: Page,
  vehicleNumber: string,
  window: { startTime: string; endTime: string },
): Promise<{ status: number; booking: { id: number; status: string } }> {
  return page.evaluate(
    async ({ number, window }) => {
      const headers = { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem('auth_token')}` };
      const vehicles = (await (await fetch('/api/vehicles', { headers })).json()) as { id: number; vehicleNumber: string }[];
      const body = JSON.stringify({ vehicleId: vehicles.find((v) => v.vehicleNumber === number)!.id, ...window });
      const response = await fetch('/api/bookings', { method: 'POST', headers, body });
      return { status: response.status, booking: (await response.json()) as { id: number; status: string } };
    },
    { number: vehicleNumber, window },
  );
}

/** The member's bookings that hold a vehicle now, by id (for giving back what the test booked). */
export const activeBookingIds = (page: Page) =>
  page.evaluate(async () => {
    const response = await fetch('/api/bookings/active', { headers: { authorization: `Bearer ${localStorage.getItem('auth_token')}` } });
    return ((await response.json()) as { id: number }[]).map((b) => b.id);
  });

/** Cancels the bookings made since `before`, so that the files after this one find the member as it was. */
export async function cancelSince(page: Page, before: number[]): Promise<void> {
  const made = (await activeBookingIds(page)).filter((id) => !before.includes(id));
  await page.evaluate(async (ids) => {
    const headers = { authorization: `Bearer ${localStorage.getItem('auth_token')}`, 'content-type': 'application/json' };
    for (const id of ids) await fetch(`/api/bookings/${id}/cancel`, { method: 'POST', headers, body: '{}' });
  }, made);
}

/** Gives a vehicle back to service as an admin would, so the files after this one find it as it was. */
export async function backInService(page: Page, vehicleNumber: string): Promise<void> {
  await page.evaluate(async (number) => {
    const json = { 'content-type': 'application/json' };
    const admin = (await (await fetch('/api/auth/login', { method: 'POST', headers: json, body: JSON.stringify({ token: 'dev' }) })).json()) as {
      token: string;
    };
    const headers = { ...json, authorization: `Bearer ${admin.token}` };
    const vehicles = (await (await fetch('/api/vehicles', { headers })).json()) as { id: number; vehicleNumber: string }[];
    const id = vehicles.find((v) => v.vehicleNumber === number)!.id;
    await fetch(`/api/vehicles/${id}`, { method: 'PATCH', headers, body: JSON.stringify({ status: 'available', isActive: true }) });
  }, vehicleNumber);
}
