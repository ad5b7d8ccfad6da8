import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bookingCrew, bookings, notifications, users, vehicles } from '../../db/schema.ts';
import { aBooking } from '../../test-support/builders.ts';
import { bearer, createManualScheduler, createSignedInTestApp, type TestApp, trackerQuery } from '../../test-support/test-app.ts';

/** The app with its jobs in the test's hands and its clock too: the grace is judged by the server's time. */
const jobs = createManualScheduler();
let t: TestApp;
let admin: string;
let emt: string;
let bls: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  ({ t, admin, emt } = await createSignedInTestApp({ MOVEMENT_MONITOR: 'false' }, { runJobs: true, scheduler: jobs.scheduler }));
  bls = await t.login('bls@medfleet.test');
  for (const v of await t.database.db.select().from(vehicles)) ids[v.vehicleNumber] = v.id;
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const MINUTE = 60_000;
const userOf = async (email: string) => (await t.database.db.select().from(users).where(eq(users.email, email)))[0]!;
const bookingRow = async (id: number) => (await t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const checkIn = (token: string, id: number, payload: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/bookings/${id}/check-in`, headers: bearer(token), payload });
const setSettings = async (changes: Record<string, unknown>) => {
  const current = (await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: bearer(admin) })).json() as Record<string, unknown>;
  const saved = await t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: bearer(admin), payload: { ...current, ...changes } });
  expect(saved.statusCode, saved.body).toBe(200);
};
/** A confirmed booking of the member written as it stands, starting `fromNowMinutes` from now (negative: begun). */
const heldBooking = async (email: string, vehicle: string, fromNowMinutes: number, hours = 4) => {
  const row = await aBooking()
    .for(await userOf(email))
    .on({ id: ids[vehicle]! })
    .lasting(hours)
    .in(t.database.db);
  const startTime = new Date(Date.now() + fromNowMinutes * MINUTE);
  await t.database.db
    .update(bookings)
    .set({ startTime, endTime: new Date(startTime.getTime() + hours * 3_600_000) })
    .where(eq(bookings.id, row.id));
  return row.id;
};

describe('POST /api/bookings/{id}/check-in', () => {
  it('opens 15 minutes before the start: earlier it says when, and nothing changes', async () => {
    const id = await heldBooking('emt@medfleet.test', 'A4', 60);
    const early = await checkIn(emt, id);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ messageKey: 'checkIn.tooEarly', params: { minutes: 15 } });
    expect(early.json().message).toMatch(/^Check-in opens 15 minutes before the start, at /);
    expect((await bookingRow(id)).checkedInAt).toBeNull();
  });

  it('checks in the member once, keeps the first time, and is nobody else’s to check in', async () => {
    const id = await heldBooking('emt@medfleet.test', 'A5', 10);
    expect((await checkIn(bls, id)).statusCode).toBe(404);
    const first = await checkIn(emt, id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ id, checkInMethod: 'action' });
    const again = await checkIn(emt, id);
    expect(again.json().checkedInAt).toBe(first.json().checkedInAt);
  });

  it('lets an admin check a member in (dispatch heard from them), as the admin', async () => {
    const id = await heldBooking('bls@medfleet.test', 'BLS1', -5);
    const response = await checkIn(admin, id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ checkInMethod: 'admin' });
  });

  it('refuses a booking that does not hold its vehicle, and bad input, with a 4xx', async () => {
    const pending = await heldBooking('emt@medfleet.test', 'A6', 5);
    await t.database.db.update(bookings).set({ status: 'pending' }).where(eq(bookings.id, pending));
    expect((await checkIn(emt, pending)).json()).toMatchObject({ messageKey: 'checkIn.notHeld' });
    expect((await checkIn(emt, pending, { latitude: 'north' })).statusCode).toBe(400);
    expect((await checkIn(emt, pending, { latitude: 91, longitude: 0 })).statusCode).toBe(400);
    expect((await checkIn(emt, pending, { vehicleCode: 'x'.repeat(65) })).statusCode).toBe(400);
    expect((await checkIn(emt, 2 ** 31)).statusCode).toBe(400);
    expect((await bookingRow(pending)).checkedInAt).toBeNull();
  });
});

describe('check-in only at the vehicle (the setting checkInNearVehicle)', () => {
  it('wants the phone within 300 m of the vehicle’s last position, or the code of its QR', async () => {
    await setSettings({ checkInNearVehicle: true });
    try {
      const id = await heldBooking('emt@medfleet.test', 'A7', 5);
      expect((await checkIn(emt, id)).json()).toMatchObject({ messageKey: 'checkIn.proofNeeded' });
      expect((await checkIn(emt, id, { latitude: 31.75, longitude: 34.99 })).json()).toMatchObject({ messageKey: 'checkIn.positionUnknown' });
      await t.app.inject({ method: 'GET', url: `/api/positions/osmand?${trackerQuery('a7')}&lat=31.7470&lon=34.9881&timestamp=${Date.now()}` });
      const far = await checkIn(emt, id, { latitude: 31.78, longitude: 34.9881 });
      expect(far.statusCode).toBe(409);
      expect(far.json()).toMatchObject({ messageKey: 'checkIn.tooFar', params: { radius: 300 } });
      expect((await checkIn(emt, id, { vehicleCode: 'not-the-code' })).statusCode).toBe(403);
      expect((await bookingRow(id)).checkedInAt).toBeNull();
      const near = await checkIn(emt, id, { latitude: 31.7485, longitude: 34.9881 });
      expect(near.statusCode, near.body).toBe(200);

      const other = await heldBooking('emt@medfleet.test', 'A8', 5);
      const qrOf = (token: string) => t.app.inject({ method: 'GET', url: `/api/admin/vehicles/${ids.A8}/check-in-code`, headers: bearer(token) });
      expect((await qrOf(emt)).statusCode).toBe(403);
      const qr = (await qrOf(admin)).json() as { code: string; link: string };
      expect(qr.link).toBe(`http://medfleet.localhost:5000/check-in/${ids.A8}?code=${qr.code}`);
      expect((await checkIn(emt, other, { vehicleCode: qr.code })).statusCode).toBe(200);
    } finally {
      await setSettings({ checkInNearVehicle: false });
    }
  });
});

describe('a booking nobody checked in', () => {
  it('is released at the grace time (controlled clock): member, crew and admins told, counted, the vehicle bookable at once', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const id = await heldBooking('bls@medfleet.test', 'ALS1', 1);
    const start = (await bookingRow(id)).startTime.getTime();
    const crewMember = await userOf('emt@medfleet.test');
    await t.database.db.insert(bookingCrew).values({ bookingId: id, seat: 'medic', userId: crewMember.id, status: 'joined' });

    vi.setSystemTime(start + 29 * MINUTE);
    await jobs.runAll();
    // Still held (active by the lifecycle where the database's clock is the app's, as on the embedded one).
    expect(['confirmed', 'active']).toContain((await bookingRow(id)).status);

    vi.setSystemTime(start + 30 * MINUTE);
    await jobs.runAll();
    expect((await bookingRow(id)).status).toBe('no_show');
    const member = await userOf('bls@medfleet.test');
    // Other tests' bookings left unchecked may be released by the same run: this booking's notices are these.
    const toldOf = async (textKey: string) =>
      (await t.database.db.select().from(notifications).where(eq(notifications.textKey, textKey)))
        .filter((n) => (n.params as { bookingId?: number }).bookingId === id)
        .map((n) => n.userId);
    expect(await toldOf('booking.noShow')).toEqual([member.id]);
    expect(await toldOf('crew.bookingReleased')).toEqual([crewMember.id]);
    expect((await t.database.db.select().from(notifications).where(eq(notifications.textKey, 'booking.noShowAdmins'))).length).toBeGreaterThan(0);
    const record = await t.app.inject({ method: 'GET', url: `/api/users/${member.id}/no-shows`, headers: bearer(admin) });
    expect(record.json()).toMatchObject({ count: 1, latest: [{ id, status: 'no_show' }] });
    expect((await t.app.inject({ method: 'GET', url: `/api/users/${member.id}/no-shows`, headers: bearer(emt) })).statusCode).toBe(403);

    const now = Date.now();
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: bearer(admin),
      payload: { vehicleId: ids.ALS1, startTime: new Date(now + MINUTE).toISOString(), endTime: new Date(now + 2 * 3_600_000).toISOString() },
    });
    expect(taken.statusCode, taken.body).toBe(201);
    expect((await checkIn(bls, id)).json()).toMatchObject({ messageKey: 'checkIn.notHeld', params: { status: 'no_show' } });
  });

  it('is not released when checked in, nor before its grace', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const checked = await heldBooking('emt@medfleet.test', 'BLS2', 2);
    const start = (await bookingRow(checked)).startTime.getTime();
    vi.setSystemTime(start - 10 * MINUTE);
    expect((await checkIn(emt, checked)).statusCode).toBe(200);
    vi.setSystemTime(start + 3 * 3_600_000);
    await jobs.runAll();
    expect(['confirmed', 'active']).toContain((await bookingRow(checked)).status);
  });
});
