import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, notifications, outbox, users, vehicles } from '../../db/schema.ts';
import { ordinaryWindow } from '../../test-support/booking-windows.ts';
import { aMember } from '../../test-support/builders.ts';
import { bearer, createSignedInTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let admin: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  ({ t, admin } = await createSignedInTestApp({ MOVEMENT_MONITOR: 'false' }));
  for (const v of await t.database.db.select().from(vehicles)) ids[v.vehicleNumber] = v.id;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const userId = async (email: string) => (await t.database.db.select().from(users).where(eq(users.email, email)))[0]!.id;

describe('a vehicle taken away tells its members', () => {
  it('a maintenance event over a confirmed booking: marked, the member told in the app and by e-mail, moved in one step to a vehicle offered', async () => {
    // A member of the test's own: the notices and messages it counts are only theirs.
    const emt = await aMember(t.database.db, { userTypes: ['EMT'] });
    const member = await t.login(emt.email);
    const window = ordinaryWindow(75);
    const booked = (await call('POST', '/api/bookings', member, { vehicleId: ids.A4, ...window })).json();
    expect(booked.vehicleWithdrawn).toBeNull();
    const event = await call('POST', '/api/calendar/events', admin, { title: 'Brake check', eventType: 'maintenance', vehicleId: ids.A4, ...window });
    expect(event.statusCode, event.body).toBe(201);
    expect(event.json().affectedBookings.map((b: { id: number }) => b.id)).toEqual([booked.id]);

    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, booked.id));
    expect(row).toMatchObject({ status: 'confirmed', vehicleWithdrawn: { kind: 'event', detail: 'Brake check' } });
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, emt.id), eq(notifications.type, 'vehicle_withdrawn')));
    expect(told.map((n) => n.title)).toEqual(['Your booking needs another vehicle']);
    expect(told[0]!.message).toMatch(
      /^A4 is no longer available for your booking, .*: Brake check\. Move the booking to another vehicle or cancel it in My Reservations\.$/,
    );
    const mail = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, emt.email), eq(outbox.kind, 'vehicle_withdrawn')));
    expect(mail).toHaveLength(1);

    const offered = (await call('GET', `/api/bookings/${booked.id}/alternatives`, member)).json() as { vehicleId: number; vehicleNumber: string }[];
    expect(offered.map((v) => v.vehicleNumber)).not.toContain('A4');
    expect(offered.length).toBeGreaterThan(0);
    const moved = await call('PATCH', `/api/bookings/${booked.id}`, member, { ...window, vehicleId: offered[0]!.vehicleId });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ vehicleId: offered[0]!.vehicleId, vehicleWithdrawn: null });
    // Saving the event again tells nobody twice.
    expect(
      (await call('PUT', `/api/calendar/events/${event.json().id}`, admin, { title: 'Brake check', eventType: 'maintenance', vehicleId: ids.A4, ...window }))
        .statusCode,
    ).toBe(200);
    expect(
      await t.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, emt.id), eq(notifications.type, 'vehicle_withdrawn'))),
    ).toHaveLength(1);
  });

  it('maintenance status and retirement withdraw the coming bookings (never one under way); the immobilizer setting outlives retirement', async () => {
    const member = await t.login('paramedic@medfleet.test');
    const coming = (await call('POST', '/api/bookings', member, { vehicleId: ids.A8, ...ordinaryWindow(76) })).json();
    const now = Date.now();
    const [underWay] = await t.database.db
      .insert(bookings)
      .values({
        userId: await userId('paramedic@medfleet.test'),
        vehicleId: ids.A8!,
        startTime: new Date(now - 3600_000),
        endTime: new Date(now + 3600_000),
        status: 'active',
      })
      .returning();
    const refused = await call('PATCH', `/api/vehicles/${ids.A8}`, admin, { status: 'maintenance' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/while it is out on a booking/);
    await t.database.db
      .update(bookings)
      .set({ status: 'completed', endTime: new Date(now - 60_000) })
      .where(eq(bookings.id, underWay!.id));
    expect((await call('PATCH', `/api/vehicles/${ids.A8}`, admin, { status: 'maintenance' })).statusCode).toBe(200);
    expect((await t.database.db.select().from(bookings).where(eq(bookings.id, coming.id)))[0]!.vehicleWithdrawn).toMatchObject({ kind: 'maintenance' });

    const a7 = (await call('POST', '/api/bookings', member, { vehicleId: ids.A7, ...ordinaryWindow(77) })).json();
    await t.database.db.update(vehicles).set({ immobilizerEnabled: true }).where(eq(vehicles.id, ids.A7!));
    expect((await t.app.inject({ method: 'DELETE', url: `/api/vehicles/${ids.A7}`, headers: bearer(admin) })).statusCode).toBe(200);
    expect((await t.database.db.select().from(bookings).where(eq(bookings.id, a7.id)))[0]!.vehicleWithdrawn).toMatchObject({ kind: 'retired' });
    expect((await call('PATCH', `/api/vehicles/${ids.A7}`, admin, { isActive: true, status: 'available' })).statusCode).toBe(200);
    expect((await t.database.db.select().from(vehicles).where(eq(vehicles.id, ids.A7!)))[0]!.immobilizerEnabled).toBe(true);
  });

  it('a vehicle back in service gives its marked bookings back, and their members hear so', async () => {
    const member = await t.login('bls@medfleet.test');
    const coming = (await call('POST', '/api/bookings', member, { vehicleId: ids.A6, ...ordinaryWindow(78) })).json();
    expect((await call('PATCH', `/api/vehicles/${ids.A6}`, admin, { status: 'maintenance' })).statusCode).toBe(200);
    expect((await t.database.db.select().from(bookings).where(eq(bookings.id, coming.id)))[0]!.vehicleWithdrawn).toMatchObject({ kind: 'maintenance' });
    expect((await call('PATCH', `/api/vehicles/${ids.A6}`, admin, { status: 'available' })).statusCode).toBe(200);
    expect((await t.database.db.select().from(bookings).where(eq(bookings.id, coming.id)))[0]!.vehicleWithdrawn).toBeNull();
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, await userId('bls@medfleet.test')));
    expect(told.map((n) => n.title)).toEqual(expect.arrayContaining(['Your booking needs another vehicle', 'Your vehicle is back']));
  });

  it('an event or rule that goes away gives the vehicle back: moved off the booking, deleted; its members hear so', async () => {
    const member = await t.login('driver@medfleet.test');
    const driver = await userId('driver@medfleet.test');
    const first = (await call('POST', '/api/bookings', member, { vehicleId: ids.A5, ...ordinaryWindow(80) })).json();
    const second = (await call('POST', '/api/bookings', member, { vehicleId: ids.A5, ...ordinaryWindow(81) })).json();
    const withdrawnOf = async (id: number) => (await t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!.vehicleWithdrawn;
    const backNotices = async () =>
      (
        await t.database.db
          .select()
          .from(notifications)
          .where(and(eq(notifications.userId, driver), eq(notifications.textKey, 'booking.vehicleBack')))
      ).length;

    // One event over both bookings; then moved so that it covers the second only.
    const span = { startTime: ordinaryWindow(80).startTime, endTime: ordinaryWindow(81).endTime };
    const event = (await call('POST', '/api/calendar/events', admin, { title: 'Tyres', eventType: 'maintenance', vehicleId: ids.A5, ...span })).json();
    expect(event.affectedBookings.map((b: { id: number }) => b.id).sort()).toEqual([first.id, second.id].sort());
    expect(
      (await call('PUT', `/api/calendar/events/${event.id}`, admin, { title: 'Tyres', eventType: 'maintenance', vehicleId: ids.A5, ...ordinaryWindow(81) }))
        .statusCode,
    ).toBe(200);
    expect(await withdrawnOf(first.id)).toBeNull();
    expect(await withdrawnOf(second.id)).toMatchObject({ kind: 'event', detail: 'Tyres' });
    expect(await backNotices()).toBe(1);
    expect((await call('DELETE', `/api/calendar/events/${event.id}`, admin)).statusCode).toBe(200);
    expect(await withdrawnOf(second.id)).toBeNull();
    expect(await backNotices()).toBe(2);

    // A rule's marks go with the rule.
    const rule = await call('POST', '/api/availability/rules', admin, {
      ruleName: 'Closed all day',
      ruleType: 'blackout',
      vehicleId: ids.A5,
      startTime: '00:00',
      endTime: '23:59',
      daysOfWeek: [0, 1, 2, 3, 4, 5, 6],
    });
    expect(rule.statusCode, rule.body).toBe(201);
    expect(await withdrawnOf(first.id)).toMatchObject({ kind: 'rule' });
    await call('DELETE', `/api/availability/rules/${rule.json().id}`, admin);
    expect(await withdrawnOf(first.id)).toBeNull();
  });
});
