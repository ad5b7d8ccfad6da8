import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPositionPartitions } from './position-partitions.repository.ts';
import { createPositionRetention } from './position-retention.ts';
import { rowsOf, type DatabaseHandle } from '../../db/client.ts';
import { positionHolds, positions, vehicleStates } from '../../db/schema.ts';
import { aBooking, aMember, aVehicle } from '../../test-support/builders.ts';
import { createTestDatabase } from '../../test-support/test-database.ts';

const DAY_MS = 86_400_000;
const RETENTION_DAYS = 30;

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
const partitions = () => createPositionPartitions(database.db);
const retention = (now = () => new Date()) => createPositionRetention({ partitions: partitions(), retentionDays: () => RETENTION_DAYS, now });

/** The name of the partition of the week (Monday 00:00 UTC on) that holds `day`. */
function weekName(day: Date): string {
  const monday = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate() - ((day.getUTCDay() + 6) % 7)));
  return `positions_w${monday.toISOString().slice(0, 10).replaceAll('-', '')}`;
}

/** The week's partition, made afresh: one another test of this process made is dropped with its rows first. */
async function aWeekPartition(day: Date) {
  await database.db.execute(sql.raw(`drop table if exists ${weekName(day)}`));
  await partitions().makeWeek(day);
}

async function positionsAt(vehicleId: number, times: Date[]) {
  await database.db.insert(positions).values(times.map((deviceTime) => ({ vehicleId, deviceTime, latitude: 31.747, longitude: 34.9881 })));
}

/** Each of the vehicle's positions with the partition that holds it. */
const stored = async (vehicleId: number) =>
  rowsOf<{ t: string; partition: string }>(
    await database.db.execute(
      sql`select to_char(device_time at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') t, tableoid::regclass::text "partition" from positions where vehicle_id = ${vehicleId} order by device_time`,
    ),
  );
/** Wednesday 12:00 UTC of this week, or of the last when today is before it. */
function lastWednesdayNoon(): Date {
  const today = new Date();
  const noon = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), 12);
  const back = (today.getUTCDay() - 3 + 7) % 7;
  const wednesday = new Date(noon - back * DAY_MS);
  return wednesday > today ? new Date(wednesday.getTime() - 7 * DAY_MS) : wednesday;
}
const weekNames = async () => (await partitions().weeks()).map((week) => week.name);

describe('position retention on weekly partitions', () => {
  it('makes this week and the next two ahead, and a report finds its week', async () => {
    await retention().run();
    const names = await weekNames();
    for (const ahead of [0, 7, 14]) expect(names).toContain(weekName(new Date(Date.now() + ahead * DAY_MS)));
    const vehicle = await aVehicle(database.db);
    await positionsAt(vehicle.id, [new Date()]);
    expect((await stored(vehicle.id)).map((p) => p.partition)).toEqual([weekName(new Date())]);
  });

  it('drops a week wholly past the retention, keeps the week the cutoff falls in until it has passed too', async () => {
    // A Wednesday noon as now: the cutoff falls on a Monday noon, half a day into its week; `recent` is in the week after.
    const now = lastWednesdayNoon();
    const at = (days: number) => new Date(now.getTime() - days * DAY_MS);
    const vehicle = await aVehicle(database.db);
    const [longAgo, justPast, recent] = [at(RETENTION_DAYS + 30), at(RETENTION_DAYS + 0.5), at(RETENTION_DAYS - 8)];
    for (const day of [longAgo, justPast, recent]) await aWeekPartition(day);
    await positionsAt(vehicle.id, [longAgo, longAgo, justPast, recent]);

    expect((await retention(() => now).run()).droppedWeeks).toBeGreaterThanOrEqual(1);
    expect(await weekNames()).not.toContain(weekName(longAgo));
    expect(await stored(vehicle.id)).toEqual([justPast, recent].map((d) => ({ t: d.toISOString(), partition: weekName(d) })));

    await retention(() => new Date(now.getTime() + 7 * DAY_MS)).run();
    expect(await weekNames()).not.toContain(weekName(justPast));
    expect(await stored(vehicle.id)).toEqual([{ t: recent.toISOString(), partition: weekName(recent) }]);
  });

  it("keeps a held booking's positions in their week, deleting the week's others", async () => {
    const vehicle = await aVehicle(database.db);
    const booking = await aBooking()
      .for(await aMember(database.db))
      .on(vehicle)
      .inDays(-(RETENTION_DAYS + 20))
      .in(database.db);
    await database.db.insert(positionHolds).values({ bookingId: booking.id, reason: 'A complaint about the driving', heldBy: null });
    const during = new Date(booking.startTime.getTime() + 3_600_000);
    const after = new Date(booking.endTime.getTime() + 3_600_000);
    await aWeekPartition(during);
    await positionsAt(vehicle.id, [during, during, after]);

    const done = await retention().run();
    expect(done.deletedRows).toBeGreaterThanOrEqual(1);
    expect(await stored(vehicle.id)).toEqual([during, during].map((d) => ({ t: d.toISOString(), partition: weekName(d) })));

    await database.db.delete(positionHolds).where(eq(positionHolds.bookingId, booking.id));
    await retention().run();
    expect(await stored(vehicle.id)).toEqual([]);
    expect(await weekNames()).not.toContain(weekName(during));
  });

  it('deletes rows of the default partition past the retention and moves those within it into their week', async () => {
    const vehicle = await aVehicle(database.db);
    const old = daysAgo(RETENTION_DAYS + 1);
    const within = daysAgo(RETENTION_DAYS - 10);
    await database.db.execute(sql.raw(`drop table if exists ${weekName(old)}, ${weekName(within)}`));
    await positionsAt(vehicle.id, [old, old, within, new Date('2001-03-04T05:06:07Z')]);
    expect(new Set((await stored(vehicle.id)).map((p) => p.partition))).toEqual(new Set(['positions_default']));
    const statesBefore = await database.db.select().from(vehicleStates);

    const done = await retention().run();
    expect(done.deletedRows).toBe(3);
    expect(await stored(vehicle.id)).toEqual([{ t: within.toISOString(), partition: weekName(within) }]);
    expect(await database.db.select().from(vehicleStates)).toEqual(statesBefore);
    expect((await retention().run()).deletedRows).toBe(0);
  });

  it('runs on two instances at once without either failing, each week made once', async () => {
    const vehicle = await aVehicle(database.db);
    const within = daysAgo(RETENTION_DAYS - 12);
    await database.db.execute(sql.raw(`drop table if exists ${weekName(within)}`));
    await positionsAt(vehicle.id, [within]);
    const runs = await Promise.all([retention().run(), retention().run()]);
    expect(runs).toHaveLength(2);
    expect(await stored(vehicle.id)).toEqual([{ t: within.toISOString(), partition: weekName(within) }]);
  });
});
