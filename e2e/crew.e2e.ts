import { describe, expect, it } from 'vitest';
import { accessibilityProblems } from './support/axe.ts';
import { baseUrl, browserSession, screenshot } from './support/browser.ts';
import { inLanguage } from './support/language.ts';
import { aMember, signInAs, type OwnMember } from './support/member.ts';

const session = browserSession({ viewport: { width: 360, height: 780 } });
const json = { 'content-type': 'application/json' };

/** A session's headers: the seeded admin's, or `email`'s (the development sign-in). */
async function as(email?: string): Promise<Record<string, string>> {
  const response = await fetch(`${baseUrl()}/api/auth/login`, { method: 'POST', headers: json, body: JSON.stringify({ token: 'dev', email }) });
  return { ...json, authorization: `Bearer ${((await response.json()) as { token: string }).token}` };
}

async function call<T>(headers: Record<string, string>, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`, { method, headers, ...(body !== undefined && { body: JSON.stringify(body) }) });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * Support vehicles get a driver's seat open to anyone and a medic's seat for an EMT (the first seat
 * needs nothing, so whoever else books a Support vehicle meanwhile still may); a vehicle of this
 * test's own.
 */
async function aCrewedVehicle(admin: Record<string, string>): Promise<{ id: number; vehicleNumber: string }> {
  const types = await call<{ id: number; name: string }[]>(admin, 'GET', '/api/admin/credential-types');
  const emt = types.find((t) => t.name === 'EMT')!.id;
  await call(admin, 'PUT', '/api/admin/vehicle-categories/Support/seats', {
    seats: [
      { key: 'driver', label: 'Driver', labelHe: 'נהג/ת', required: true, credentialTypeIds: [], licenceClasses: [] },
      { key: 'medic', label: 'Medic', labelHe: 'חובש/ת', required: true, credentialTypeIds: [emt], licenceClasses: [] },
    ],
  });
  const vehicleNumber = `CRW${Date.now() % 100_000}`;
  const vehicle = await call<{ id: number }>(admin, 'POST', '/api/vehicles', { vehicleNumber, make: 'Skoda', model: 'Octavia', category: 'Support' });
  return { id: vehicle.id, vehicleNumber };
}

/** A medic with a verified EMT credential, who asked to hear of open seats. */
async function aKeenMedic(admin: Record<string, string>, name: string): Promise<OwnMember> {
  const medic = await aMember(['EMT'], name);
  const own = await as(medic.email);
  const types = await call<{ id: number; name: string }[]>(own, 'GET', '/api/credential-types');
  const credential = await call<{ id: number }>(own, 'POST', '/api/user/credentials', {
    typeId: types.find((t) => t.name === 'EMT')!.id,
    number: 'EMT-1',
    expiresOn: '2035-01-01',
  });
  await call(admin, 'PATCH', `/api/user/credentials/${credential.id}`, { verified: true });
  await call(own, 'PUT', '/api/user/crew-alerts', { openSeats: true });
  return medic;
}

/** The booker books the vehicle from five minutes from now (check-in is open); on Shabbat dispatch approves it. */
async function bookedSoon(admin: Record<string, string>, booker: OwnMember, vehicleId: number): Promise<number> {
  const start = Date.now() + 5 * 60_000;
  const booking = await call<{ id: number; status: string }>(await as(booker.email), 'POST', '/api/bookings', {
    vehicleId,
    startTime: new Date(start).toISOString(),
    endTime: new Date(start + 3 * 3_600_000).toISOString(),
  });
  if (booking.status === 'pending') await call(admin, 'POST', `/api/admin/bookings/${booking.id}/approve`, {});
  return booking.id;
}

const TEXTS = {
  en: {
    notifications: /^Notifications/,
    needs: 'needs Medic',
    join: 'Join',
    complete: 'Crew complete',
    checkIn: 'Check in',
    checkedIn: /^Checked in at /,
    inviteTo: 'Invite a member to the Medic seat',
    search: 'Search by name',
    invited: 'invited',
  },
  he: {
    notifications: /^התראות/,
    needs: 'צריך חובש/ת',
    join: 'הצטרפות',
    complete: 'הצוות מלא',
    checkIn: 'צ׳ק-אין',
    checkedIn: /^צ׳ק-אין ב-/,
    inviteTo: 'הזמנת חבר/ה למושב חובש/ת',
    search: 'חיפוש לפי שם',
    invited: 'הוזמן',
  },
} as const;

describe('a crew', () => {
  for (const language of ['en', 'he'] as const) {
    it(`a medic joins an open seat from its notice, checks in and sees the crew, on a 360 px phone in ${language === 'en' ? 'English' : 'Hebrew'}`, async () => {
      const { page } = session;
      const say = TEXTS[language];
      const admin = await as();
      const vehicle = await aCrewedVehicle(admin);
      const medic = await aKeenMedic(admin, language === 'en' ? 'Tal Amar' : 'טל עמר');
      const booker = await aMember(['driver'], language === 'en' ? 'Omer Golan' : 'עומר גולן');
      await bookedSoon(admin, booker, vehicle.id);

      await signInAs(page, medic.email);
      await inLanguage(page, language);
      await page.getByRole('button', { name: say.notifications }).click();
      const notice = page.getByRole('listitem').filter({ hasText: vehicle.vehicleNumber }).filter({ hasText: say.needs });
      // Exactly: the notice's own text says "Join in one tap".
      await notice.getByRole('button', { name: say.join, exact: true }).click();
      await notice.getByRole('button', { name: language === 'en' ? 'Joined' : 'הצטרפת', exact: true }).waitFor();
      await page.keyboard.press('Escape');

      const card = page.getByTestId('my-booking').filter({ hasText: vehicle.vehicleNumber });
      const crew = card.getByTestId('crew-line');
      await crew.getByText(say.complete).waitFor();
      expect(await crew.textContent()).toContain(booker.name);
      expect(await crew.textContent()).toContain(medic.name);
      await card.getByRole('button', { name: say.checkIn }).click();
      await card.getByText(say.checkedIn).waitFor();

      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      expect(await accessibilityProblems(page)).toEqual([]);
      await screenshot(page, `130-${language}-crew-checked-in`);
    });

    it(`the booker invites a qualified medic by name to the open seat, on a 360 px phone in ${language === 'en' ? 'English' : 'Hebrew'}`, async () => {
      const { page } = session;
      const say = TEXTS[language];
      const admin = await as();
      const vehicle = await aCrewedVehicle(admin);
      const medic = await aKeenMedic(admin, language === 'en' ? `Noa Invited ${Date.now() % 1000}` : `נועה מוזמנת ${Date.now() % 1000}`);
      const booker = await aMember(['driver'], language === 'en' ? 'Eli Booker' : 'אלי מזמין');
      await bookedSoon(admin, booker, vehicle.id);

      await signInAs(page, booker.email);
      await inLanguage(page, language);
      const crew = page.getByTestId('my-booking').filter({ hasText: vehicle.vehicleNumber }).getByTestId('crew-line');
      await crew.getByRole('button', { name: say.inviteTo }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(say.search).fill(medic.name);
      await screenshot(page, `131-${language}-crew-invite`);
      await dialog.getByTestId('crew-candidate').filter({ hasText: medic.name }).getByRole('button').click();
      await dialog.waitFor({ state: 'detached' });
      await crew.getByText(medic.name).waitFor();
      expect(await crew.textContent()).toContain(say.invited);
      expect(await accessibilityProblems(page)).toEqual([]);
    });
  }
});
