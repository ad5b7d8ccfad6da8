import { and, eq, gte, lt } from 'drizzle-orm';
import pg from 'pg';
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
    const raced = and(
      eq(bookings.vehicleId, vehicleId),
      gte(bookings.startTime, new Date(start)),
      lt(bookings.startTime, new Date(start + tokens.length * 60_000)),
    );
    expect(await t.database.db.select().from(bookings).where(raced)).toHaveLength(1);
  });

  it('a booking write that PostgreSQL picks as a deadlock victim is written again and refused with 409, not 500', async () => {
    // Another session holds two uncommitted bookings on A3 with the request's window between
    // them: the request waits for the first, the second waits for the request, and the
    // request's backend (the shorter deadlock_timeout) is the one PostgreSQL aborts.
    const other = new pg.Client({ connectionString: t.database.url });
    await other.connect();
    try {
      const s = new Date(ordinaryWindow(5, 8, 4).startTime).getTime();
      const at = (minutes: number) => new Date(s + minutes * 60_000).toISOString();
      const hold = (from: number, to: number) =>
        other.query(`INSERT INTO bookings (user_id, vehicle_id, start_time, end_time, status) VALUES (1, $1, $2, $3, 'confirmed')`, [
          vehicleId,
          at(from),
          at(to),
        ]);
      await other.query(`SET deadlock_timeout = '30s'`);
      await other.query('BEGIN');
      await hold(0, 60);
      const request = t.app.inject({
        method: 'POST',
        url: '/api/bookings',
        headers: bearer(tokens[0]!),
        payload: { vehicleId, startTime: at(30), endTime: at(90) },
      });
      await until(
        async () => (await other.query(`SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`)).rowCount! > 0,
      );
      await hold(60, 120);
      await other.query('COMMIT');
      const response = await request;
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toMatch(/^A3 is already booked from /);
    } finally {
      await other.end();
    }
  });
});

async function until(condition: () => Promise<boolean>): Promise<void> {
  while (!(await condition())) await new Promise((resolve) => setImmediate(resolve));
}
