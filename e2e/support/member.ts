import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { inject, onTestFinished } from 'vitest';
import type { UserType } from '../../contract/constants.ts';
import { ordinaryWindow } from '../../server/test-support/booking-windows.ts';

/** A member a test made for itself. */
export type OwnMember = { id: number; email: string; name: string };

const json = { 'content-type': 'application/json' };

/** POST /api/auth/login with the development token: the seeded admin's session, or `email`'s. */
async function devToken(email?: string): Promise<string> {
  const response = await fetch(`${inject('baseUrl')}/api/auth/login`, { method: 'POST', headers: json, body: JSON.stringify({ token: 'dev', email }) });
  if (!response.ok) throw new Error(`dev sign-in of ${email ?? 'the admin'} answered ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

/** Gives back what a member of a test held: their bookings that are not over are cancelled, then they are deleted (anonymised when they have a history). */
async function removeMember(member: { id: number; email: string }): Promise<void> {
  const own = { ...json, authorization: `Bearer ${await devToken(member.email)}` };
  const page = (await (await fetch(`${inject('baseUrl')}/api/bookings/mine?pageSize=100`, { headers: own })).json()) as {
    items: { id: number; status: string }[];
  };
  for (const booking of page.items.filter((b) => ['pending', 'confirmed', 'active'].includes(b.status)))
    await fetch(`${inject('baseUrl')}/api/bookings/${booking.id}/cancel`, { method: 'POST', headers: own, body: '{}' });
  const admin = { authorization: `Bearer ${await devToken()}` };
  const removed = await fetch(`${inject('baseUrl')}/api/users/${member.id}`, { method: 'DELETE', headers: admin });
  if (!removed.ok) throw new Error(`removing ${member.email} answered ${removed.status}`);
}

/** Removes, when the test ends, the member a test signs in by `email` some other way (the OIDC provider's first sign-in adds them). */
export function removedAfterTest(email: string): void {
  onTestFinished(async () => {
    const admin = { authorization: `Bearer ${await devToken()}` };
    const found = (await (await fetch(`${inject('baseUrl')}/api/users?q=${encodeURIComponent(email)}`, { headers: admin })).json()) as {
      id: number;
      email: string;
    }[];
    for (const member of found.filter((user) => user.email === email)) await removeMember(member);
  });
}

const FIRST = ['Noa', 'Yael', 'Tal', 'Omer', 'Lior', 'Shira', 'Itai', 'Maya'];
const LAST = ['Ronen', 'Shani', 'Biton', 'Amar', 'Golan', 'Dahan', 'Segal', 'Nir'];
const pick = (names: string[]) => names[Math.floor(Math.random() * names.length)]!;
/** A name as the volunteers have (a name that is also an English word would read as an untranslated text on a Hebrew screen). */
const aName = () => `${pick(FIRST)} ${pick(LAST)}`;

/**
 * A member of this test's own, of `userTypes`, with a licence good for years, added as an admin would; when the test ends
 * their bookings are cancelled and they are removed, so no test finds another's people or leaves its own behind.
 */
export async function aMember(userTypes: UserType[] = ['EMT'], name = aName()): Promise<OwnMember> {
  const email = `e2e-${randomUUID().slice(0, 12)}@medfleet.test`;
  const licence = {
    licenseNumber: `E2E-${randomUUID().slice(0, 8)}`,
    licenseClass: 'B',
    licenseCountryOfIssue: 'Israel',
    licenseIssueDate: '2020-01-01',
    licenseExpiryDate: '2035-12-31',
  };
  const response = await fetch(`${inject('baseUrl')}/api/users`, {
    method: 'POST',
    headers: { ...json, authorization: `Bearer ${await devToken()}` },
    body: JSON.stringify({ name, email, userTypes, ...licence }),
  });
  if (response.status !== 201) throw new Error(`adding a member answered ${response.status}: ${await response.text()}`);
  const member = { id: ((await response.json()) as { id: number }).id, email, name };
  onTestFinished(() => removeMember(member));
  return member;
}

/** A vehicle of the test's own (a Support car any member may book), named `prefix` and a number; answers its number. */
export async function aVehicleOfOurOwn(prefix: string): Promise<string> {
  const vehicleNumber = `${prefix}${Date.now() % 100_000}`;
  const made = await fetch(`${inject('baseUrl')}/api/vehicles`, {
    method: 'POST',
    headers: { ...json, authorization: `Bearer ${await devToken()}` },
    body: JSON.stringify({ vehicleNumber, make: 'Skoda', model: 'Octavia', category: 'Support' }),
  });
  if (made.status !== 201) throw new Error(`adding a vehicle answered ${made.status}: ${await made.text()}`);
  return vehicleNumber;
}

/** Signs in as `email` through the dev login API, as the login page would. */
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

/** Signs in as a member of the test's own (aMember) of `userTypes`; answers who. */
export async function signInAsOwn(page: Page, userTypes: UserType[]): Promise<OwnMember> {
  const member = await aMember(userTypes);
  await signInAs(page, member.email);
  return member;
}

/** Signs in as an admin of the test's own. */
export const signInAsAdmin = (page: Page) => signInAsOwn(page, ['admin']);

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
 * Books `vehicleNumber` from half a minute from now (or `startsInMs`: -30,000 for a booking under
 * way) for two hours through the API as the signed-in member, so that its immobilizer code works at
 * once; when the two hours meet Shabbat or a festival the admin approves it, as dispatch would, and
 * unless `checked` is false the admin waives its start-of-shift check (the code waits for one).
 * Answers the booking's HTTP status.
 */
export async function bookNow(page: Page, vehicleNumber: string, startsInMs = 30_000, { checked = true } = {}): Promise<number> {
  const start = Date.now() + startsInMs;
  const { status, booking } = await postBooking(page, vehicleNumber, {
    startTime: new Date(start).toISOString(),
    endTime: new Date(start + 2 * 3_600_000).toISOString(),
  });
  if (status !== 201) return status;
  await page.evaluate(
    async ({ id, pending, checked }) => {
      const json = { 'content-type': 'application/json' };
      const admin = (await (await fetch('/api/auth/login', { method: 'POST', headers: json, body: JSON.stringify({ token: 'dev' }) })).json()) as {
        token: string;
      };
      const headers = { ...json, authorization: `Bearer ${admin.token}` };
      if (pending) await fetch(`/api/admin/bookings/${id}/approve`, { method: 'POST', headers, body: '{}' });
      const reason = JSON.stringify({ reason: 'The check is not what this test is about' });
      if (checked) await fetch(`/api/admin/bookings/${id}/vehicle-check/waiver`, { method: 'POST', headers, body: reason });
    },
    { id: booking.id, pending: booking.status === 'pending', checked },
  );
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
