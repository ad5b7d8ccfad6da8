import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPositionPartitions } from './position-partitions.repository.ts';
import { createPositionRetention } from './position-retention.ts';
import { positions, users } from '../../db/schema.ts';
import { aBooking, aMember, aVehicle } from '../../test-support/builders.ts';
import { bearer, createSignedInTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => void ({ t, admin } = await createSignedInTestApp()));
afterAll(() => t.close());

const RETENTION_DAYS = 30;
const prune = () => createPositionRetention({ partitions: createPositionPartitions(t.database.db), retentionDays: () => RETENTION_DAYS }).run();
const holdUrl = (bookingId: number | string) => `/api/admin/bookings/${bookingId}/position-hold`;
const holds = async () => (await t.app.inject({ method: 'GET', url: '/api/admin/position-holds', headers: bearer(admin) })).json<{ bookingId: number }[]>();

/** A booking 40 days ago (past the retention) with two positions during it and one after it. */
async function anOldBooking(member: { id: number }) {
  const vehicle = await aVehicle(t.database.db);
  const booking = await aBooking().for(member).on(vehicle).inDays(-40).in(t.database.db);
  const during = new Date(booking.startTime.getTime() + 3_600_000);
  const after = new Date(booking.endTime.getTime() + 3_600_000);
  await t.database.db
    .insert(positions)
    .values([during, during, after].map((deviceTime) => ({ vehicleId: vehicle.id, deviceTime, latitude: 31.747, longitude: 34.9881 })));
  const left = async () => (await t.database.db.select().from(positions).where(eq(positions.vehicleId, vehicle.id))).length;
  return { booking, vehicle, left };
}

describe('held positions', () => {
  it('keeps the old positions of a held booking past the retention setting, until an admin releases them', async () => {
    const { booking, left } = await anOldBooking(await aMember(t.database.db));
    const held = await t.app.inject({ method: 'PUT', url: holdUrl(booking.id), headers: bearer(admin), payload: { reason: 'A complaint about the driving' } });
    expect(held.statusCode, held.body).toBe(200);
    expect(held.json()).toMatchObject({ bookingId: booking.id, reason: 'A complaint about the driving', heldBy: 'Avi Cohen' });
    await prune();
    expect(await left()).toBe(2);
    expect((await holds()).map((h) => h.bookingId)).toContain(booking.id);

    expect((await t.app.inject({ method: 'DELETE', url: holdUrl(booking.id), headers: bearer(admin) })).statusCode).toBe(204);
    const again = await t.app.inject({ method: 'DELETE', url: holdUrl(booking.id), headers: bearer(admin) });
    expect([again.statusCode, again.json().message]).toEqual([404, `The positions of booking ${booking.id} are not held.`]);
    await prune();
    expect(await left()).toBe(0);
    const audit = await t.app.inject({ method: 'GET', url: '/api/admin/audit?entity=position_hold', headers: bearer(admin) });
    expect(audit.json<{ action: string }[]>().map((e) => e.action)).toEqual(expect.arrayContaining(['hold', 'release']));
  });

  it('holds the booking a damage report names, by no admin, and its positions stay', async () => {
    const emt = await t.login('emt@medfleet.test');
    const [member] = await t.database.db.select().from(users).where(eq(users.email, 'emt@medfleet.test'));
    const { booking, vehicle, left } = await anOldBooking(member!);
    const reported = await t.app.inject({
      method: 'POST',
      url: '/api/damage-reports',
      headers: bearer(emt),
      payload: {
        vehicleId: vehicle.id,
        bookingId: booking.id,
        incidentDate: booking.startTime.toISOString(),
        location: 'Beit Shemesh',
        description: 'Scraped the rear door on a post',
        photos: [],
      },
    });
    expect(reported.statusCode, reported.body).toBe(201);
    expect(await holds()).toContainEqual(
      expect.objectContaining({ bookingId: booking.id, heldBy: null, reason: `Damage report #${reported.json<{ id: number }>().id}` }),
    );
    await prune();
    expect(await left()).toBe(2);
  });

  it('refuses a hold without a reason, or on a booking that does not exist, and changes nothing', async () => {
    const { booking } = await anOldBooking(await aMember(t.database.db));
    for (const reason of ['', '   ', 'x'.repeat(501)])
      expect((await t.app.inject({ method: 'PUT', url: holdUrl(booking.id), headers: bearer(admin), payload: { reason } })).statusCode).toBe(400);
    const missing = await t.app.inject({ method: 'PUT', url: holdUrl(999_999), headers: bearer(admin), payload: { reason: 'inquiry' } });
    expect([missing.statusCode, missing.json().message]).toEqual([404, 'No booking with id 999999.']);
    expect((await holds()).map((h) => h.bookingId)).not.toContain(booking.id);
    expect(
      (await t.app.inject({ method: 'PUT', url: holdUrl(booking.id), headers: bearer(await t.login('emt@medfleet.test')), payload: { reason: 'x' } }))
        .statusCode,
    ).toBe(403);
  });
});
