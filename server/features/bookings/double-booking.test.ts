import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, users, vehicles } from '../../db/schema.ts';
import { ordinaryWindow } from '../../test-support/booking-windows.ts';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app.ts';

// Races need real concurrent connections: PGlite has one, so this runs on PostgreSQL (CI sets DATABASE_URL).
describe.skipIf(!process.env.DATABASE_URL)('50 members racing for one vehicle (PostgreSQL)', () => {
  let t: TestApp;
  let tokens: string[];
  let vehicleId: number;

  beforeAll(async () => {
    t = await createTestApp();
    const racers = Array.from({ length: 50 }, (_, i) => ({
      email: `racer${i}@medfleet.test`,
      name: `Racer ${i}`,
      userTypes: ['EMT'],
      licenseNumber: `R${i}`,
      licenseExpiryDate: '2030-12-31',
    }));
    await t.database.db.insert(users).values(racers);
    tokens = await Promise.all(racers.map((r) => t.login(r.email)));
    vehicleId = (await t.database.db.select().from(vehicles).where(eq(vehicles.vehicleNumber, 'A3')))[0]!.id;
  });
  afterAll(() => t.close());

  it('yields exactly one booking and 49 conflicts, never a 5xx', async () => {
    const base = ordinaryWindow(3, 8, 4);
    const start = new Date(base.startTime).getTime();
    const responses = await Promise.all(
      tokens.map((token, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/bookings',
          headers: bearer(token),
          // Every window overlaps every other: they all contain [start + 50 min, start + 4 h).
          payload: { vehicleId, startTime: new Date(start + i * 60_000).toISOString(), endTime: new Date(start + 4 * 3600_000 + i * 60_000).toISOString() },
        }),
      ),
    );
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    for (const r of responses.filter((x) => x.statusCode === 409)) expect(r.json().message).toMatch(/^A3 is already booked from /);
    expect(await t.database.db.select().from(bookings).where(eq(bookings.vehicleId, vehicleId))).toHaveLength(1);
  });
});
