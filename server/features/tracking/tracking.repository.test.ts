import { eq, inArray, lte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Report } from './osmand.ts';
import { createTrackingRepository } from './tracking.repository.ts';
import { rowsOf } from '../../db/client.ts';
import { positions, vehicles, vehicleStates } from '../../db/schema.ts';
import { aVehicle } from '../../test-support/builders.ts';
import { seededRandom } from '../../test-support/seeded-random.ts';
import { createTestDatabase } from '../../test-support/test-database.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const at = (minute: number) => new Date(Date.UTC(2026, 10, 27, 8, minute));
const report = (minute: number, odometerKm: number): Report => ({
  deviceId: 'x',
  secret: null,
  deviceTime: at(minute),
  latitude: 31.7 + minute / 1000,
  longitude: 34.99,
  speedKmh: 30,
  bearing: null,
  altitude: null,
  accuracy: null,
  battery: 80,
  attributes: { odometer: odometerKm * 1000 },
});

describe('storing a batch of reports', () => {
  it("stores every position, each vehicle's newest as its state, and its highest odometer, whatever the order they came in", async () => {
    const repository = createTrackingRepository(database.db);
    const [a, b] = [await aVehicle(database.db), await aVehicle(database.db)];
    await repository.recordMany([
      { vehicleId: b.id, report: report(3, 100_500) },
      { vehicleId: a.id, report: report(9, 100_120) },
      { vehicleId: a.id, report: report(7, 100_130) },
      { vehicleId: b.id, report: report(1, 100_400) },
    ]);
    const states = await database.db
      .select()
      .from(vehicleStates)
      .where(inArray(vehicleStates.vehicleId, [a.id, b.id]));
    expect(Object.fromEntries(states.map((s) => [s.vehicleId, s.deviceTime.toISOString()]))).toEqual({
      [a.id]: at(9).toISOString(),
      [b.id]: at(3).toISOString(),
    });
    const mileage = await database.db
      .select({ id: vehicles.id, mileage: vehicles.mileage })
      .from(vehicles)
      .where(inArray(vehicles.id, [a.id, b.id]));
    expect(Object.fromEntries(mileage.map((v) => [v.id, v.mileage]))).toEqual({ [a.id]: 100_130, [b.id]: 100_500 });
    expect(await database.db.$count(positions, inArray(positions.vehicleId, [a.id, b.id]))).toBe(4);
  });

  it('stores batches written at once for the same vehicles in any order, none of them refused as a deadlock', async () => {
    const repository = createTrackingRepository(database.db);
    const fleet = await Promise.all(Array.from({ length: 30 }, () => aVehicle(database.db)));
    const random = seededRandom(25);
    const shuffled = () => fleet.map((v) => ({ v, key: random() })).toSorted((x, y) => x.key - y.key);
    const batches = Array.from({ length: 12 }, (_, i) => shuffled().map(({ v }) => ({ vehicleId: v.id, report: report(i, 100 + i) })));
    const results = await Promise.allSettled(batches.map((batch) => repository.recordMany(batch)));
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    const [state] = await database.db.select().from(vehicleStates).where(eq(vehicleStates.vehicleId, fleet[0]!.id));
    expect(state!.deviceTime).toEqual(at(11));
  });
});

/** Backends of this database waiting for a lock of this kind ('transactionid': a row; 'advisory'). */
async function waitingFor(event: 'transactionid' | 'advisory'): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await database.db.execute(
      sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and wait_event = ${event}`,
    ),
  );
  return row!.n;
}

// Two batches stored at once by two instances: PGlite has one connection, so only PostgreSQL can
// interleave them (this runs when DATABASE_URL is set, as `npm test` in CI does).
describe.skipIf(!process.env.DATABASE_URL)("a live stream's cursor", () => {
  it('never passes a position that is still being stored: a batch that took an earlier id commits before a later batch can take one', async () => {
    const repository = createTrackingRepository(database.db);
    const [slow, quick] = [await aVehicle(database.db), await aVehicle(database.db)];
    await repository.recordMany([{ vehicleId: slow.id, report: report(1, 100) }]);
    // The slow batch takes its id, then waits on its vehicle's row (the odometer), which another transaction holds.
    let letGo!: () => void;
    let held!: () => void;
    const rowHeld = new Promise<void>((resolve) => (held = resolve));
    const holding = database.db.transaction(async (tx) => {
      await tx.execute(sql`select id from ${vehicles} where id = ${slow.id} for update`);
      held();
      await new Promise<void>((resolve) => (letGo = resolve));
    });
    await rowHeld;
    const slowBatch = repository.recordMany([{ vehicleId: slow.id, report: report(2, 200) }]);
    await vi.waitFor(async () => expect(await waitingFor('transactionid')).toBe(1), { timeout: 10_000 });
    let quickDone = false;
    const quickBatch = repository.recordMany([{ vehicleId: quick.id, report: report(3, 300) }]).then(() => (quickDone = true));
    await vi.waitFor(async () => expect(quickDone || (await waitingFor('advisory')) === 1).toBe(true), { timeout: 10_000 });

    const cursor = await repository.positionCursor();
    const seenUpToCursor = await database.db.$count(positions, lte(positions.id, cursor));
    letGo();
    await Promise.all([holding, slowBatch, quickBatch]);
    expect(await database.db.$count(positions, lte(positions.id, cursor))).toBe(seenUpToCursor);
    expect(await database.db.$count(positions, inArray(positions.vehicleId, [slow.id, quick.id]))).toBe(3);
  });
});
