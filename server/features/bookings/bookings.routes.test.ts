import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBookingsRepository } from './bookings.repository.ts';
import { bookings, notifications, users, vehicles } from '../../db/schema.ts';
import { localWindow, nextMonthWindow, ordinaryWindow } from '../../test-support/booking-windows.ts';
import { aBooking, aMember } from '../../test-support/builders.ts';
import { bearer, createSignedInTestApp, type TestApp } from '../../test-support/test-app.ts';
import { nextRestrictedPeriod } from '../hebrew-calendar/restricted-periods.ts';

let t: TestApp;
let admin: string;
let emt: string;
let bls: string;
const vehicleIds: Record<string, number> = {};

beforeAll(async () => {
  ({ t, admin, emt } = await createSignedInTestApp());
  bls = await t.login('bls@medfleet.test');
  for (const v of await t.database.db.select().from(vehicles)) vehicleIds[v.vehicleNumber] = v.id;
});
afterAll(() => t.close());

const book = (token: string, body: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/bookings', headers: bearer(token), payload: body });
const bookingCount = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(bookings))[0]!.n;
const userByEmail = async (email: string) => (await t.database.db.select().from(users).where(eq(users.email, email)))[0]!;
const notificationsOf = async (email: string) => {
  const user = await userByEmail(email);
  return t.database.db.select().from(notifications).where(eq(notifications.userId, user.id));
};

/** Asserts a refusal and that nothing was written. */
async function refused(token: string, body: Record<string, unknown>, status: number, message: string | RegExp) {
  const before = await bookingCount();
  const response = await book(token, body);
  expect(response.statusCode, response.body).toBe(status);
  const text = response.json().message as string;
  if (typeof message === 'string') expect(text).toContain(message);
  else expect(text).toMatch(message);
  expect(await bookingCount()).toBe(before);
}

describe('GET /api/vehicles', () => {
  it('lists the fleet with the spec fields and whether each is bookable, never the immobilizer code', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/vehicles', headers: bearer(emt) });
    const list = response.json() as Record<string, unknown>[];
    expect(list.map((v) => v.vehicleNumber)).toEqual(['A3', 'A4', 'A5', 'A6', 'A7', 'A8', 'ALS1', 'BLS1', 'BLS2']);
    expect(list[0]).toMatchObject({ category: 'Ambulances', status: 'available', isActive: true, bookable: true });
    expect(list[0]).not.toHaveProperty('ituranCode');
  });

  it('says for each vehicle whether my user types may book it, before any form (admins always may)', async () => {
    const mayBook = async (token: string) =>
      Object.fromEntries(
        ((await t.app.inject({ method: 'GET', url: '/api/vehicles', headers: bearer(token) })).json() as { vehicleNumber: string; mayBook: boolean }[]).map(
          (v) => [v.vehicleNumber, v.mayBook],
        ),
      );
    const driver = await mayBook(await t.login('driver@medfleet.test'));
    expect(driver).toMatchObject({ ALS1: false, A3: true });
    expect(Object.values(await mayBook(await t.login())).every(Boolean)).toBe(true);
  });
});

describe('POST /api/bookings', () => {
  it('books an ordinary window as confirmed, notifies the member and counts it', async () => {
    const w = ordinaryWindow(2);
    // A member of the test's own, so that what it counts is only what it booked.
    const member = await aMember(t.database.db);
    const token = await t.login(member.email);
    const availableBefore = (await t.app.inject({ method: 'GET', url: '/api/stats', headers: bearer(token) })).json().availableVehicles as number;
    const response = await book(token, { vehicleId: vehicleIds.A3, ...w, notes: '  Night shift  ' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      vehicleNumber: 'A3',
      status: 'confirmed',
      notes: 'Night shift',
      holidayConflictReason: null,
      agreementSigned: false,
    });
    const active = (await t.app.inject({ method: 'GET', url: '/api/bookings/active', headers: bearer(token) })).json();
    expect(active.map((b: { id: number }) => b.id)).toEqual([response.json().id]);
    expect((await notificationsOf(member.email)).some((n) => n.type === 'booking_confirmation')).toBe(true);
    const stats = (await t.app.inject({ method: 'GET', url: '/api/stats', headers: bearer(token) })).json();
    expect(stats).toMatchObject({ activeBookings: 1, pendingReports: 0 });
    // A booking of tomorrow takes no vehicle now.
    expect(stats.availableVehicles).toBe(availableBefore);
  });

  it.each([
    [{}, 'vehicleId'],
    [{ vehicleId: 'A3', startTime: '2030-01-01T08:00:00Z', endTime: '2030-01-01T09:00:00Z' }, 'vehicleId must be a vehicle id'],
    [{ vehicleId: 1, startTime: 'tomorrow', endTime: '2030-01-01T09:00:00Z' }, 'startTime must be an ISO 8601 date and time'],
    [{ vehicleId: 1, startTime: '2030-01-01T08:00:00Z', endTime: 5 }, 'endTime'],
    [{ vehicleId: 99999999999, startTime: '2030-01-01T08:00:00Z', endTime: '2030-01-01T09:00:00Z' }, 'vehicleId must be a vehicle id'],
  ])('refuses malformed input %j with 400', async (body, message) => {
    await refused(emt, body, 400, message);
  });

  it('keeps what a booking is for and whether it is an emergency, shows both in the diary, and refuses an unknown purpose', async () => {
    const w = ordinaryWindow(90);
    const response = await book(emt, { vehicleId: vehicleIds.BLS2, ...w, purpose: 'training', isEmergency: true });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ purpose: 'training', isEmergency: true });
    const plain = await book(emt, { vehicleId: vehicleIds.BLS1, ...ordinaryWindow(92) });
    expect(plain.json()).toMatchObject({ purpose: null, isEmergency: false });
    const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jerusalem' }).format(new Date(w.startTime));
    const diary = (await t.app.inject({ method: 'GET', url: `/api/booking-diary?date=${date}&view=day`, headers: bearer(emt) })).json();
    const entry = diary.vehicles
      .find((v: { vehicleNumber: string }) => v.vehicleNumber === 'BLS2')
      .bookings.find((b: { id: number }) => b.id === response.json().id);
    expect(entry).toMatchObject({ purpose: 'training', isEmergency: true });
    const refused = await book(emt, { vehicleId: vehicleIds.BLS2, ...ordinaryWindow(91), purpose: 'joyride' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/purpose must be one of training, maintenance, transport, standby, other/);
    for (const id of [response.json().id, plain.json().id])
      await t.app.inject({ method: 'POST', url: `/api/bookings/${id}/cancel`, headers: bearer(emt), payload: {} });
  });

  it('refuses a start in the past, an end before the start, a booking too long or too far ahead (400)', async () => {
    const past = localWindow(-1, 8, 2);
    await refused(emt, { vehicleId: vehicleIds.A4, ...past }, 400, 'The start time is in the past');
    const w = ordinaryWindow(3);
    await refused(emt, { vehicleId: vehicleIds.A4, startTime: w.endTime, endTime: w.startTime }, 400, 'The end time must be after the start time.');
    const long = localWindow(3, 8, 25);
    await refused(emt, { vehicleId: vehicleIds.A4, ...long }, 400, 'A booking can be at most 24 hours long.');
    const far = localWindow(200, 8, 2);
    await refused(emt, { vehicleId: vehicleIds.A4, ...far }, 400, 'at most 6 months ahead');
  });

  it('refuses a vehicle that does not exist, is inactive, in maintenance or out of service (409)', async () => {
    const w = ordinaryWindow(4);
    await refused(admin, { vehicleId: 99999, ...w }, 409, 'Vehicle 99999 does not exist.');
    await t.database.db.update(vehicles).set({ status: 'maintenance' }).where(eq(vehicles.id, vehicleIds.A5!));
    await refused(admin, { vehicleId: vehicleIds.A5, ...w }, 409, 'A5 is in maintenance and cannot be booked.');
    await t.database.db.update(vehicles).set({ status: 'out_of_service' }).where(eq(vehicles.id, vehicleIds.A5!));
    await refused(admin, { vehicleId: vehicleIds.A5, ...w }, 409, 'A5 is out of service');
    await t.database.db.update(vehicles).set({ status: 'available', isActive: false }).where(eq(vehicles.id, vehicleIds.A5!));
    await refused(admin, { vehicleId: vehicleIds.A5, ...w }, 409, 'A5 is not in active service');
    await t.database.db.update(vehicles).set({ isActive: true }).where(eq(vehicles.id, vehicleIds.A5!));
  });

  it('refuses a member whose types may not book the vehicle, naming who may (403); admins always may', async () => {
    const w = ordinaryWindow(5);
    await refused(emt, { vehicleId: vehicleIds.ALS1, ...w }, 403, 'ALS1 can be booked only by: admin, ALS, paramedic. Your types: EMT.');
    expect((await book(admin, { vehicleId: vehicleIds.ALS1, ...w })).statusCode).toBe(201);
  });

  it('refuses without a driving licence valid through the end of the booking (403)', async () => {
    const driver = await userByEmail('driver@medfleet.test');
    const token = await t.login('driver@medfleet.test');
    const w = ordinaryWindow(6);
    // Changed behind the app's back: its session cache hears of it by NOTIFY (on PostgreSQL a moment later).
    const setExpiry = async (licenseExpiryDate: string | null) => {
      await t.database.db.update(users).set({ licenseExpiryDate }).where(eq(users.id, driver.id));
      await expect
        .poll(async () => (await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(token) })).json().licenseExpiryDate)
        .toBe(licenseExpiryDate);
    };
    await setExpiry(null);
    await refused(token, { vehicleId: vehicleIds.A6, ...w }, 403, 'No driving licence on file.');
    const dayBefore = new Date(new Date(w.startTime).getTime() - 86_400_000).toISOString().slice(0, 10);
    await setExpiry(dayBefore);
    await refused(token, { vehicleId: vehicleIds.A6, ...w }, 403, `Your driving licence expires on ${dayBefore}, before this booking ends.`);
    await setExpiry('2030-12-31');
  });

  it('refuses past the monthly hour limit, saying what is booked and the limit (403)', async () => {
    const paramedic = await userByEmail('paramedic@medfleet.test');
    const token = await t.login('paramedic@medfleet.test');
    await t.database.db.update(users).set({ monthlyHourLimit: 5 }).where(eq(users.id, paramedic.id));
    // Days of one month, whatever today is (a Shabbat among them is booked pending, and counts the same).
    const first = nextMonthWindow(3, 8, 4);
    expect((await book(token, { vehicleId: vehicleIds.A7, ...first })).statusCode).toBe(201);
    const second = nextMonthWindow(4, 8, 3);
    await refused(token, { vehicleId: vehicleIds.A7, ...second }, 403, /monthly limit of 5 hours for \w+ \d{4}: 4 hours are booked and this booking adds 3/);
    const tooLong = nextMonthWindow(5, 8, 6);
    await refused(token, { vehicleId: vehicleIds.A7, ...tooLong }, 403, /monthly limit of 5 hours/);
  });

  it('refuses my own overlapping booking and a vehicle already taken, naming it and the window (409)', async () => {
    const w = ordinaryWindow(10, 10, 4);
    expect((await book(bls, { vehicleId: vehicleIds.BLS1, ...w })).statusCode).toBe(201);
    const overlapping = { startTime: new Date(new Date(w.startTime).getTime() + 3600_000).toISOString(), endTime: w.endTime };
    await refused(bls, { vehicleId: vehicleIds.BLS2, ...overlapping }, 409, 'You already have BLS1 booked from');
    await refused(emt, { vehicleId: vehicleIds.BLS1, ...overlapping }, 409, /^BLS1 is already booked from \w{3} \d+ \w{3} \d{4}, 10:00 to/);
    // The same refusal as data, for the app to say in the member's language (docs/decisions/020).
    expect((await book(emt, { vehicleId: vehicleIds.BLS1, ...overlapping })).json()).toMatchObject({
      code: 'VEHICLE_TAKEN',
      messageKey: 'booking.vehicleTaken',
      params: { vehicle: 'BLS1', from: w.startTime, until: w.endTime },
      // The vehicles of its kind the member may book for the span instead.
      alternatives: [{ id: vehicleIds.BLS2, vehicleNumber: 'BLS2', category: 'BLS Vehicles' }],
    });
    const adjacent = { startTime: w.endTime, endTime: new Date(new Date(w.endTime).getTime() + 3600_000).toISOString() };
    expect((await book(emt, { vehicleId: vehicleIds.BLS1, ...adjacent })).statusCode).toBe(201);
  });
});

describe('restricted periods and the approval queue', () => {
  const shabbatWindow = () => {
    // The next period whose candle lighting is over an hour away (on a Friday afternoon, the current one's may not be).
    let period = nextRestrictedPeriod(new Date(Date.now() + 3600_000))!;
    while (period.candleLighting.getTime() - 3600_000 <= Date.now() + 60_000) period = nextRestrictedPeriod(new Date(period.end.getTime() + 1))!;
    const start = new Date(period.candleLighting.getTime() - 3600_000);
    return { startTime: start.toISOString(), endTime: new Date(start.getTime() + 4 * 3600_000).toISOString(), period };
  };

  it('a booking over candle lighting waits for approval; the admins are told; approval confirms and tells the member', async () => {
    const { period, ...w } = shabbatWindow();
    const response = await book(bls, { vehicleId: vehicleIds.A8, ...w });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json();
    expect(created.status).toBe('pending');
    expect(created.holidayConflictReason).toContain(`Overlaps ${period.name}`);
    expect(created.holidayConflict).toMatchObject({ period: period.name, periodHe: period.hebrewName });
    expect((await notificationsOf('admin@medfleet.test')).some((n) => n.type === 'admin_approval' && n.message.includes('A8'))).toBe(true);
    const inHebrew = (await t.app.inject({ method: 'GET', url: '/api/user/notifications', headers: { ...bearer(admin), 'accept-language': 'he' } })).json();
    expect(inHebrew.some((n: { message: string }) => n.message.includes(`חופף ל${period.hebrewName}: הזמנות מ־`))).toBe(true);

    const queue = (await t.app.inject({ method: 'GET', url: '/api/admin/bookings/pending-approval', headers: bearer(admin) })).json();
    expect(queue.map((b: { id: number }) => b.id)).toContain(created.id);
    const forbidden = await t.app.inject({ method: 'POST', url: `/api/admin/bookings/${created.id}/approve`, headers: bearer(bls), payload: {} });
    expect(forbidden.statusCode).toBe(403);

    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/bookings/${created.id}/approve`,
      headers: bearer(admin),
      payload: { notes: 'Covering the Shabbat shift' },
    });
    expect(approved.json().status).toBe('confirmed');
    const told = await notificationsOf('bls@medfleet.test');
    expect(told.some((n) => n.title === 'Booking approved' && n.message.includes('Covering the Shabbat shift'))).toBe(true);
    const again = await t.app.inject({ method: 'POST', url: `/api/admin/bookings/${created.id}/approve`, headers: bearer(admin), payload: {} });
    expect(again.statusCode).toBe(409);
  });

  it('a rejection needs a reason, cancels the booking and tells the member', async () => {
    const { period: _p, ...w } = shabbatWindow();
    const later = {
      startTime: new Date(new Date(w.startTime).getTime() + 5 * 3600_000).toISOString(),
      endTime: new Date(new Date(w.endTime).getTime() + 5 * 3600_000).toISOString(),
    };
    const created = (await book(admin, { vehicleId: vehicleIds.A8, ...later })).json();
    expect(created.status).toBe('pending');
    for (const payload of [{}, { reason: '   ' }]) {
      const blank = await t.app.inject({ method: 'POST', url: `/api/admin/bookings/${created.id}/reject`, headers: bearer(admin), payload });
      expect(blank.statusCode).toBe(400);
      expect(blank.json().message).toContain('A reason is required to reject a booking');
    }
    const rejected = await t.app.inject({
      method: 'POST',
      url: `/api/admin/bookings/${created.id}/reject`,
      headers: bearer(admin),
      payload: { reason: 'No driver cover' },
    });
    expect(rejected.json()).toMatchObject({ status: 'cancelled', cancellationReason: 'No driver cover' });
    expect((await notificationsOf('admin@medfleet.test')).some((n) => n.title === 'Booking not approved' && n.message.includes('No driver cover'))).toBe(true);
  });
});

describe('managing bookings', () => {
  it('the owner cancels; another member cannot see it; the vehicle is free again', async () => {
    const w = ordinaryWindow(11);
    const created = (await book(emt, { vehicleId: vehicleIds.A4, ...w })).json();
    const other = await t.app.inject({ method: 'POST', url: `/api/bookings/${created.id}/cancel`, headers: bearer(bls), payload: {} });
    expect(other.statusCode).toBe(404);
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${created.id}/cancel`,
      headers: bearer(emt),
      payload: { reason: 'Shift swapped' },
    });
    expect(cancel.json()).toMatchObject({ status: 'cancelled', cancellationReason: 'Shift swapped' });
    const twice = await t.app.inject({ method: 'POST', url: `/api/bookings/${created.id}/cancel`, headers: bearer(emt), payload: {} });
    expect(twice.statusCode).toBe(409);
    const huge = await t.app.inject({ method: 'POST', url: '/api/bookings/99999999999/cancel', headers: bearer(emt), payload: {} });
    expect(huge.statusCode).toBe(400);
    expect((await book(bls, { vehicleId: vehicleIds.A4, ...w })).statusCode).toBe(201);
  });

  it('an admin cancels a member booking and the member is told', async () => {
    const w = ordinaryWindow(12);
    const created = (await book(emt, { vehicleId: vehicleIds.A6, ...w })).json();
    const cancel = await t.app.inject({ method: 'POST', url: `/api/bookings/${created.id}/cancel`, headers: bearer(admin) });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await notificationsOf('emt@medfleet.test')).some((n) => n.title === 'Booking cancelled')).toBe(true);
  });

  it('reschedules with the same checks', async () => {
    const w = ordinaryWindow(13, 8, 2);
    const mine = (await book(emt, { vehicleId: vehicleIds.A3, ...w })).json();
    const theirs = ordinaryWindow(13, 14, 2);
    expect((await book(bls, { vehicleId: vehicleIds.A3, ...theirs })).statusCode).toBe(201);
    const clash = await t.app.inject({ method: 'PATCH', url: `/api/bookings/${mine.id}`, headers: bearer(emt), payload: theirs });
    expect(clash.statusCode).toBe(409);
    const moved = ordinaryWindow(13, 10, 3);
    const ok = await t.app.inject({ method: 'PATCH', url: `/api/bookings/${mine.id}`, headers: bearer(emt), payload: moved });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ startTime: moved.startTime, endTime: moved.endTime, status: 'confirmed' });
  });

  it('lists all my bookings a page at a time', async () => {
    const member = await aMember(t.database.db);
    // Night hours a year ahead, which no other test of the file books.
    for (const day of [360, 361, 362, 363, 364]) await aBooking().for(member).on({ id: vehicleIds.A8! }).inDays(day, 1).lasting(1).in(t.database.db);
    const token = await t.login(member.email);
    const mine = async (query: string) => (await t.app.inject({ method: 'GET', url: `/api/bookings/mine?${query}`, headers: bearer(token) })).json();
    expect(await mine('page=1&pageSize=2')).toMatchObject({ items: [expect.anything(), expect.anything()], total: 5 });
    expect((await mine('page=3&pageSize=2')).items).toHaveLength(1);
    const bad = await t.app.inject({ method: 'GET', url: '/api/bookings/mine?pageSize=1000', headers: bearer(token) });
    expect(bad.statusCode).toBe(400);
  });

  it('moves confirmed bookings to active at their start and to completed at their end', async () => {
    const emtUser = await userByEmail('emt@medfleet.test');
    const hour = 3600_000;
    const [running] = await t.database.db
      .insert(bookings)
      .values({
        userId: emtUser.id,
        // Not A8: on a Friday the approval test books A8 from an hour before candle lighting, which may be within this hour.
        vehicleId: vehicleIds.A6!,
        startTime: new Date(Date.now() - hour),
        endTime: new Date(Date.now() + hour),
        status: 'confirmed',
      })
      .returning();
    const [over] = await t.database.db
      .insert(bookings)
      .values({
        userId: emtUser.id,
        vehicleId: vehicleIds.A7!,
        startTime: new Date(Date.now() - 3 * hour),
        endTime: new Date(Date.now() - 2 * hour),
        status: 'active',
      })
      .returning();
    expect(await createBookingsRepository(t.database.db).advanceLifecycle()).toMatchObject({ activated: 1, completed: 1 });
    const status = async (id: number) => (await t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!.status;
    expect(await status(running!.id)).toBe('active');
    expect(await status(over!.id)).toBe('completed');
    const stats = (await t.app.inject({ method: 'GET', url: '/api/stats', headers: bearer(emt) })).json();
    expect(stats.availableVehicles).toBe(8);
  });
});
