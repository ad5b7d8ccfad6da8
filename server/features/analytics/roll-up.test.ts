import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRollUpRepository, noPositionIn } from './roll-up.repository.ts';
import { createRollUp } from './roll-up.ts';
import { localDateOf, localInstant } from '../../../contract/jerusalem-time.ts';
import { rowsOf, type DatabaseHandle } from '../../db/client.ts';
import { fuelRises, gpsOdometers, positions, rolledPeriods, vehicleDays, vehicleStates } from '../../db/schema.ts';
import { aVehicle } from '../../test-support/builders.ts';
import { DAY, recordedMorning, recordedNight, START, STEP_DEG, type TrackPoint } from '../../test-support/recorded-track.ts';
import { createTestDatabase } from '../../test-support/test-database.ts';
import { addLocalDays } from '../../time.ts';

let database: DatabaseHandle;
/** Vehicles driven on PAST_DAY and LATE_DAY, their positions all stored before any roll-up, as when trackers report. */
let driven: { id: number };
let drivenLate: { id: number };
let drivenLateAtNight: { id: number };
/** Driven on EDGE_DAY the recorded morning 44 min 55 s later: its run at 100 km/h goes over 09:00 (08:59:55–09:00:15). */
let speedingOverTheHour: { id: number };
/** Driven the recorded morning on GPS_DAY: one whose tracker reports no odometer, one whose tracker does. */
let withoutOdometer: { id: number };
let withOdometer: { id: number };
beforeAll(async () => {
  database = await createTestDatabase();
  driven = await aVehicleDrivenOn(PAST_DAY);
  drivenLate = await aVehicleDrivenOn(LATE_DAY);
  drivenLateAtNight = await aVehicleDrivenOn(NIGHT_DAY);
  speedingOverTheHour = await aVehicleWith(
    movedTo(EDGE_DAY, recordedMorning()).map((p) => ({ ...p, deviceTime: new Date(p.deviceTime.getTime() + EDGE_SHIFT_MS) })),
  );
  withoutOdometer = await aVehicleWith(movedTo(GPS_DAY, recordedMorning()), { mileage: 1000, latest: { fuel: 75 } });
  withOdometer = await aVehicleWith(movedTo(GPS_DAY, recordedMorning()), { mileage: 1000, latest: { fuel: 75, odometer: 1_000_000 } });
});
afterAll(() => database.close());

/**
 * Days that are over (the day before yesterday is, at any hour) and within the history the roll-up
 * looks at, one for each test. Every hour of that history is rolled up at each full run and again
 * whenever the speed limit changes, so it is kept as short as the days need (a week).
 */
const HISTORY_DAYS = 7;
const [PAST_DAY, LATE_DAY, NIGHT_DAY, EDGE_DAY, GPS_DAY] = [-6, -5, -4, -3, -2].map((days) => addLocalDays(localDateOf(new Date()), days)) as [
  string,
  string,
  string,
  string,
  string,
];
const EDGE_SHIFT_MS = (44 * 60 + 55) * 1000;
/** The recorded morning's limit: two runs above it, at 100 and 95 km/h. */
const SPEED_LIMIT_KMH = 90;
/** The recorded morning (15 km) and night (35 minutes moving in two movements) moved to the day. */
const movedTo = (day: string, points: TrackPoint[]) => {
  const shift = localInstant(day, 0).getTime() - localInstant(DAY, 0).getTime();
  return points.map((p) => ({ ...p, deviceTime: new Date(p.deviceTime.getTime() + shift) }));
};
const rollUp = (speedLimitKmh = SPEED_LIMIT_KMH) =>
  createRollUp({ repository: createRollUpRepository(database.db), speedLimitKmh, historyDays: () => HISTORY_DAYS });
const spanOf = (day: string) => ({ from: addLocalDays(day, -1), to: addLocalDays(day, 1) });

const aVehicleDrivenOn = (day: string) => aVehicleWith([...movedTo(day, recordedMorning()), ...movedTo(day, recordedNight())]);
async function aVehicleWith(track: TrackPoint[], { mileage, latest }: { mileage?: number; latest?: Record<string, number> } = {}) {
  const vehicle = await aVehicle(database.db, { mileage });
  // Received as they were made, as a tracker with a network sends them.
  await database.db.insert(positions).values(track.map((p) => ({ vehicleId: vehicle.id, receivedAt: p.deviceTime, ...p })));
  const last = track.at(-1)!;
  if (latest)
    await database.db
      .insert(vehicleStates)
      .values({ vehicleId: vehicle.id, deviceTime: last.deviceTime, latitude: last.latitude, longitude: last.longitude, attributes: latest });
  return vehicle;
}
/** Runs the job until it finds nothing left to roll up (it does at most two days of hours a run). */
async function rolledUpFully(speedLimitKmh = SPEED_LIMIT_KMH) {
  let periods = 0;
  for (let run = await rollUp(speedLimitKmh).run(); run.hours + run.nights; run = await rollUp(speedLimitKmh).run()) periods += run.hours + run.nights;
  return periods;
}
const kmOn = async (vehicleId: number, day: string) => (await rollUp().use([vehicleId], spanOf(day))).get(vehicleId)!.get(day)?.km ?? 0;
const ofVehicleOn = (vehicleId: number, day: string) => and(eq(vehicleDays.vehicleId, vehicleId), eq(vehicleDays.day, day));
/** To see that a day's figures are read from its sums: the vehicle's summed day is marked, its hours and positions left as they are. */
const markSummedDay = (vehicleId: number, day: string, mark: PgUpdateSetSource<typeof vehicleDays>) =>
  database.db.update(vehicleDays).set(mark).where(ofVehicleOn(vehicleId, day)).returning();
const summedDay = async (vehicleId: number, day: string) => (await database.db.select().from(vehicleDays).where(ofVehicleOn(vehicleId, day)))[0];

describe('the roll-up of positions by the hour and the night', () => {
  it('rolls the hours and nights that are over up to the figures read live, and reads them from the roll-up after', async () => {
    const vehicle = driven;
    const live = (await rollUp().use([vehicle.id], spanOf(PAST_DAY))).get(vehicle.id)!.get(PAST_DAY)!;
    const liveNight = (await rollUp().night([vehicle.id], PAST_DAY)).get(vehicle.id);
    expect(live.km).toBeCloseTo(15, 1);
    // 15 points in the morning, 15 more to the night's 60 from 22:00.
    expect(live.fuelPoints).toBeCloseTo(30, 5);
    expect(liveNight).toEqual({ minutes: 35, runs: 2 });
    const liveDriving = await rollUp().driving(vehicle.id, spanOf(PAST_DAY));
    const liveRuns = await rollUp().speedingRuns(vehicle.id, spanOf(PAST_DAY));
    expect(liveDriving).toMatchObject({ topKmh: 100, accelerations: 1, brakings: 1, speedingRuns: 2 });
    expect(liveRuns.map((run) => run.topKmh)).toEqual([100, 95]);
    const liveRises = await rollUp().fuelRises([vehicle.id], spanOf(PAST_DAY));
    // The garage's fill: 50 at 08:21:50, 90 at 08:22.
    const fill = localInstant(PAST_DAY, 8, 22);
    expect(liveRises).toEqual([{ vehicleId: vehicle.id, fromAt: new Date(fill.getTime() - 10_000).toISOString(), at: fill.toISOString(), rise: 40 }]);

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
    const rolledDriving = await rollUp().driving(vehicle.id, spanOf(PAST_DAY));
    expect(rolledDriving).toEqual({ ...liveDriving, km: expect.closeTo(liveDriving.km, 9) as number });
    expect(await rollUp().speedingRuns(vehicle.id, spanOf(PAST_DAY))).toEqual(liveRuns);
    expect(await database.db.select({ rise: fuelRises.rise }).from(fuelRises).where(eq(fuelRises.vehicleId, vehicle.id))).toEqual([{ rise: 40 }]);
    expect(await rollUp().fuelRises([vehicle.id], spanOf(PAST_DAY))).toEqual(liveRises);

    // The day, every hour of it rolled up, is summed once and read whole.
    expect(await markSummedDay(vehicle.id, PAST_DAY, { km: sql`${vehicleDays.km} + 1000` })).toHaveLength(1);
    expect(await kmOn(vehicle.id, PAST_DAY)).toBeCloseTo(live.km + 1000, 9);
    expect(await rollUp().run()).toMatchObject({ hours: 0, days: 0 });
  });

  it('rolls an hour up again when a late report of it arrives, and reads the hour under way live', async () => {
    const vehicle = drivenLate;
    await rolledUpFully();
    const before = await kmOn(vehicle.id, LATE_DAY);
    // Marked to see that the day is no longer read whole once an hour of it is forgotten.
    expect(await markSummedDay(vehicle.id, LATE_DAY, { km: sql`${vehicleDays.km} + 1000` })).toHaveLength(1);

    // Buffered fixes sent days late: parked at 08:40 where the morning ended, driving at 11:50 and noon, 5.5 km apart.
    const noon = localInstant(LATE_DAY, 12);
    await database.db.insert(positions).values([
      { vehicleId: vehicle.id, deviceTime: localInstant(LATE_DAY, 8, 40), latitude: START.lat + 30 * STEP_DEG, longitude: START.lon, speedKmh: 0 },
      { vehicleId: vehicle.id, deviceTime: new Date(noon.getTime() - 600_000), latitude: START.lat, longitude: START.lon, speedKmh: 60 },
      { vehicleId: vehicle.id, deviceTime: noon, latitude: START.lat + 0.05, longitude: START.lon, speedKmh: 60 },
    ]);
    const [live] = await createRollUpRepository(database.db).liveFigures(
      [vehicle.id],
      localInstant(LATE_DAY, 0),
      localInstant(addLocalDays(LATE_DAY, 1), 0),
      SPEED_LIMIT_KMH,
    );
    expect(live!.km).toBeGreaterThan(before + 5);
    // Forgotten and not rolled up again yet (a run stops after 48 hours, say): read live, not also from its old figures.
    expect(await createRollUpRepository(database.db).forgetChanged(new Date(Date.now() - 60_000), [])).toBeGreaterThanOrEqual(1);
    expect(await kmOn(vehicle.id, LATE_DAY)).toBeCloseTo(live!.km, 9);
    const run = await rollUp().run();
    expect(run).toMatchObject({ hours: expect.toSatisfy((hours: number) => hours >= 2) as number, days: 1 });
    expect(await kmOn(vehicle.id, LATE_DAY)).toBeCloseTo(live!.km, 9);
    expect((await summedDay(vehicle.id, LATE_DAY))?.km).toBeCloseTo(live!.km, 9);

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

  it("keeps a run above the limit over an hour's edge one run, rolled up or read live", async () => {
    const vehicle = speedingOverTheHour;
    const overTheHour = {
      starts: new Date(localInstant(EDGE_DAY, 8, 15).getTime() + EDGE_SHIFT_MS).toISOString(),
      ends: new Date(localInstant(EDGE_DAY, 8, 15).getTime() + EDGE_SHIFT_MS + 20_000).toISOString(),
      topKmh: 100,
      // The first report at the top speed, before the hour's edge.
      latitude: START.lat + 30 * STEP_DEG,
      longitude: START.lon,
    };
    const live = await rollUp().speedingRuns(vehicle.id, spanOf(EDGE_DAY));
    expect(live).toHaveLength(2);
    expect(live[0]).toEqual({ ...overTheHour, latitude: expect.closeTo(overTheHour.latitude, 9) as number });
    expect((await rollUp().driving(vehicle.id, spanOf(EDGE_DAY))).speedingRuns).toBe(2);

    await rolledUpFully();
    expect(await rollUp().speedingRuns(vehicle.id, spanOf(EDGE_DAY))).toEqual(live);
    expect((await rollUp().driving(vehicle.id, spanOf(EDGE_DAY))).speedingRuns).toBe(2);
  });

  it('counts speeding above the limit in force: hours rolled up with another are read live, then rolled up again', async () => {
    const vehicle = driven;
    const speedingRuns = async (limit: number) => (await rollUp(limit).driving(vehicle.id, spanOf(PAST_DAY))).speedingRuns;
    await rolledUpFully();
    expect(await speedingRuns(96)).toBe(1);
    expect((await rollUp(96).speedingRuns(vehicle.id, spanOf(PAST_DAY))).map((run) => run.topKmh)).toEqual([100]);

    await rolledUpFully(96);
    const morning = await database.db
      .select()
      .from(rolledPeriods)
      .where(eq(rolledPeriods.starts, localInstant(PAST_DAY, 8)));
    expect(morning.map((period) => period.speedLimitKmh)).toEqual([96]);
    // Read from the day summed at 96 (a mark on its row shows), live at 90.
    expect(await markSummedDay(vehicle.id, PAST_DAY, { speedingRuns: sql`${vehicleDays.speedingRuns} + 10` })).toHaveLength(1);
    expect(await speedingRuns(96)).toBe(11);
    expect(await speedingRuns(90)).toBe(2);
    // Every hour of the day rolled up again at 90: the day is summed again, the mark gone.
    await rolledUpFully();
    expect(await speedingRuns(90)).toBe(2);
    expect((await summedDay(vehicle.id, PAST_DAY))?.speedingRuns).toBe(2);
  });

  it('marks the hours no position bears on as rolled up in one run, with nothing, and rolls up those with positions 48 a run', async () => {
    // No other test rolls up at this limit: every hour of the history is new to it.
    const limit = 77;
    const hourAt = (day: string, hour: number) =>
      database.db
        .select({ positions: rolledPeriods.positions, speedLimitKmh: rolledPeriods.speedLimitKmh })
        .from(rolledPeriods)
        .where(and(eq(rolledPeriods.kind, 'hour'), eq(rolledPeriods.starts, localInstant(day, hour))));
    const run = await rollUp(limit).run();
    // Five driven days, each with positions bearing on every hour from the morning's first: more than one run's 48.
    expect(run.hours).toBe(48);
    expect(run.empty).toBeGreaterThan(24 * (HISTORY_DAYS - 5));
    // 03:00, before the morning's first report, was marked without being read; 23:00 bears on the day's reports.
    expect(await hourAt(PAST_DAY, 3)).toEqual([{ positions: 0, speedLimitKmh: limit }]);
    expect((await hourAt(PAST_DAY, 23))[0]?.speedLimitKmh).not.toBe(limit);
    expect(await rolledUpFully(limit)).toBeGreaterThan(0);
    expect(await hourAt(PAST_DAY, 23)).toEqual([{ positions: expect.any(Number) as number, speedLimitKmh: limit }]);
    expect((await hourAt(PAST_DAY, 23))[0]!.positions).toBeGreaterThan(0);
    expect(await rollUp(limit).run()).toMatchObject({ hours: 0, empty: 0 });
  });

  it('moves the odometer of a vehicle whose tracker reports none on by its rolled-up km, each hour once; one whose tracker reports one is left to it', async () => {
    const driven: { vehicleId: number; km: number }[] = [];
    const count = (at?: Date) =>
      createRollUp({
        repository: createRollUpRepository(database.db),
        speedLimitKmh: SPEED_LIMIT_KMH,
        historyDays: () => HISTORY_DAYS,
        ...(at && { now: () => at }),
      }).countGpsKm(async (_tx, km) => void driven.push(...km));
    // First seen the day before: counting starts then, not at the vehicles' whole history.
    await count(localInstant(addLocalDays(GPS_DAY, -1), 12));
    await rolledUpFully();
    await count();
    const ours = () => driven.filter((d) => [withoutOdometer.id, withOdometer.id].includes(d.vehicleId));
    const [counted] = await database.db.select().from(gpsOdometers).where(eq(gpsOdometers.vehicleId, withoutOdometer.id));
    // The recorded morning's 15 km: whole km to the mileage, the rest carried.
    expect(ours().map((d) => d.vehicleId)).toEqual([withoutOdometer.id]);
    expect(ours()[0]!.km + counted!.carryKm).toBeCloseTo(15, 6);
    await count();
    expect(ours()).toHaveLength(1);
  });
});

describe("the roll-up's test for periods with no position", () => {
  it('asks the positions once per period, never as an anti-join of every position with every period', async () => {
    const plan = rowsOf<{ 'QUERY PLAN': string }>(
      await database.db.execute(sql`
        explain select h from generate_series(now() - interval '30 days', now(), interval '1 hour') h
        where ${noPositionIn(sql`device_time >= h and device_time < h + interval '90 minutes'`)}`),
    )
      .map((row) => row['QUERY PLAN'])
      .join('\n');
    expect(plan).toContain('SubPlan');
    expect(plan).not.toMatch(/Anti Join/);
  });
});
