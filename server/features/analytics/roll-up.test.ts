import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRollUpRepository } from './roll-up.repository.ts';
import { createRollUp } from './roll-up.ts';
import { localDateOf, localInstant } from '../../../contract/jerusalem-time.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { positions, rolledPeriods, vehicleHours } from '../../db/schema.ts';
import { aVehicle } from '../../test-support/builders.ts';
import { DAY, recordedMorning, recordedNight, START, type TrackPoint } from '../../test-support/recorded-track.ts';
import { createTestDatabase } from '../../test-support/test-database.ts';
import { addLocalDays } from '../../time.ts';

let database: DatabaseHandle;
/** Vehicles driven on PAST_DAY and LATE_DAY, their positions all stored before any roll-up, as when trackers report. */
let driven: { id: number };
let drivenLate: { id: number };
let drivenLateAtNight: { id: number };
beforeAll(async () => {
  database = await createTestDatabase();
  driven = await aVehicleDrivenOn(PAST_DAY);
  drivenLate = await aVehicleDrivenOn(LATE_DAY);
  drivenLateAtNight = await aVehicleDrivenOn(NIGHT_DAY);
});
afterAll(() => database.close());

/** Days that are over and within the history the roll-up looks at, one for each test. */
const [PAST_DAY, LATE_DAY, NIGHT_DAY] = [-10, -8, -6].map((days) => addLocalDays(localDateOf(new Date()), days)) as [string, string, string];
/** The recorded morning (15 km) and night (35 minutes moving in two movements) moved to the day. */
const movedTo = (day: string, points: TrackPoint[]) => {
  const shift = localInstant(day, 0).getTime() - localInstant(DAY, 0).getTime();
  return points.map((p) => ({ ...p, deviceTime: new Date(p.deviceTime.getTime() + shift) }));
};
const rollUp = () => createRollUp({ repository: createRollUpRepository(database.db), historyDays: () => 12 });
const spanOf = (day: string) => ({ from: addLocalDays(day, -1), to: addLocalDays(day, 1) });

async function aVehicleDrivenOn(day: string) {
  const vehicle = await aVehicle(database.db);
  // Received as they were made, as a tracker with a network sends them.
  await database.db
    .insert(positions)
    .values([...movedTo(day, recordedMorning()), ...movedTo(day, recordedNight())].map((p) => ({ vehicleId: vehicle.id, receivedAt: p.deviceTime, ...p })));
  return vehicle;
}
/** Runs the job until it finds nothing left to roll up (it does at most two days of hours a run). */
async function rolledUpFully() {
  let periods = 0;
  for (let run = await rollUp().run(); run.hours + run.nights; run = await rollUp().run()) periods += run.hours + run.nights;
  return periods;
}
const kmOn = async (vehicleId: number, day: string) => (await rollUp().use([vehicleId], spanOf(day))).get(vehicleId)!.get(day)?.km ?? 0;
/** To see that figures are read from the roll-up: the vehicle's rolled-up hours are marked, its positions left as they are. */
const markRolledUp = (vehicleId: number) =>
  database.db
    .update(vehicleHours)
    .set({ km: sql`${vehicleHours.km} + 1000` })
    .where(eq(vehicleHours.vehicleId, vehicleId));

describe('the roll-up of positions by the hour and the night', () => {
  it('rolls the hours and nights that are over up to the figures read live, and reads them from the roll-up after', async () => {
    const vehicle = driven;
    const live = (await rollUp().use([vehicle.id], spanOf(PAST_DAY))).get(vehicle.id)!.get(PAST_DAY)!;
    const liveNight = (await rollUp().night([vehicle.id], PAST_DAY)).get(vehicle.id);
    expect(live.km).toBeCloseTo(15, 1);
    // 15 points in the morning, 15 more to the night's 60 from 22:00.
    expect(live.fuelPoints).toBeCloseTo(30, 5);
    expect(liveNight).toEqual({ minutes: 35, runs: 2 });

    await rolledUpFully();
    const hoursOfDay = await database.db
      .select()
      .from(rolledPeriods)
      .where(
        and(
          eq(rolledPeriods.kind, 'hour'),
          gte(rolledPeriods.starts, localInstant(PAST_DAY, 0)),
          lt(rolledPeriods.starts, localInstant(addLocalDays(PAST_DAY, 1), 0)),
        ),
      );
    // 24, or 23 and 25 on the days the clocks change.
    expect(hoursOfDay).toHaveLength((localInstant(addLocalDays(PAST_DAY, 1), 0).getTime() - localInstant(PAST_DAY, 0).getTime()) / 3_600_000);
    const rolled = (await rollUp().use([vehicle.id], spanOf(PAST_DAY))).get(vehicle.id)!.get(PAST_DAY)!;
    expect(rolled.km).toBeCloseTo(live.km, 9);
    expect(rolled.fuelPoints).toBeCloseTo(live.fuelPoints, 9);
    expect((await rollUp().night([vehicle.id], PAST_DAY)).get(vehicle.id)).toEqual(liveNight);

    await markRolledUp(vehicle.id);
    expect(await kmOn(vehicle.id, PAST_DAY)).toBeGreaterThan(1000);
    expect((await rollUp().run()).hours).toBe(0);
  });

  it('rolls an hour up again when a late report of it arrives, and reads the hour under way live', async () => {
    const vehicle = drivenLate;
    await rolledUpFully();
    const before = await kmOn(vehicle.id, LATE_DAY);

    // Buffered fixes sent days late: driving at 11:50 and noon, 5.5 km apart.
    const noon = localInstant(LATE_DAY, 12);
    await database.db.insert(positions).values([
      { vehicleId: vehicle.id, deviceTime: new Date(noon.getTime() - 600_000), latitude: START.lat, longitude: START.lon, speedKmh: 60 },
      { vehicleId: vehicle.id, deviceTime: noon, latitude: START.lat + 0.05, longitude: START.lon, speedKmh: 60 },
    ]);
    const run = await rollUp().run();
    expect(run.reopened).toBeGreaterThanOrEqual(1);
    expect(run.hours).toBe(run.reopened);
    const [live] = await createRollUpRepository(database.db).liveUse([vehicle.id], localInstant(LATE_DAY, 0), localInstant(addLocalDays(LATE_DAY, 1), 0));
    expect(live!.km).toBeGreaterThan(before + 5);
    expect(await kmOn(vehicle.id, LATE_DAY)).toBeCloseTo(live!.km, 9);

    const today = localDateOf(new Date());
    await database.db.insert(positions).values([
      { vehicleId: vehicle.id, deviceTime: new Date(Date.now() - 60_000), latitude: START.lat, longitude: START.lon, speedKmh: 60 },
      { vehicleId: vehicle.id, deviceTime: new Date(), latitude: START.lat + 0.01, longitude: START.lon, speedKmh: 60 },
    ]);
    await rollUp().run();
    const thisHour = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000);
    expect(await database.db.select().from(rolledPeriods).where(eq(rolledPeriods.starts, thisHour))).toEqual([]);
    expect((await rollUp().use([vehicle.id], { from: today, to: today })).get(vehicle.id)!.get(today)?.km).toBeCloseTo(1.11, 1);
  });

  it('rolls a night up again when a late report of it arrives', async () => {
    const vehicle = drivenLateAtNight;
    await rolledUpFully();
    const before = (await rollUp().night([vehicle.id], NIGHT_DAY)).get(vehicle.id)!;

    // A movement at 05:02 the next morning, sent late: a third run, three minutes until the parked report of 05:05.
    const late = localInstant(addLocalDays(NIGHT_DAY, 1), 5, 2);
    await database.db.insert(positions).values({ vehicleId: vehicle.id, deviceTime: late, latitude: START.lat, longitude: START.lon, speedKmh: 60 });
    const run = await rollUp().run();
    expect(run.nights).toBeGreaterThanOrEqual(1);
    expect((await rollUp().night([vehicle.id], NIGHT_DAY)).get(vehicle.id)).toEqual({ minutes: before.minutes + 3, runs: before.runs + 1 });
  });
});
