import { sql, type SQL } from 'drizzle-orm';
import { dayTrack, fuelRisesOf, hourDependsOn, hourFiguresOf, isoText, nightFigures, speedingPartsOf } from './position-figures.ts';
import { TIME_ZONE } from '../../../contract/constants.ts';
import { rowsOf, type Database } from '../../db/client.ts';
import { instants, integers } from '../../db/sql-arrays.ts';
import { transaction, type Tx } from '../../db/transaction.ts';

/** The Jerusalem night that starts on a day: [start, end). */
export interface Night {
  day: string;
  start: Date;
  end: Date;
}

/** A vehicle's figures on a Jerusalem day, or on the part of it one read covers. */
export interface DayFigures {
  vehicleId: number;
  day: string;
  km: number;
  fuelPoints: number;
  topKmh: number;
  accelerations: number;
  brakings: number;
  speedingRuns: number;
}

/** The part of a run above the speed limit in one hour (position-figures' `speedingPartsOf`). */
export interface SpeedingPart {
  starts: string;
  ends: string;
  topKmh: number;
  latitude: number;
  longitude: number;
  continued: boolean;
}

/** A rise of a vehicle's fuel level between two reports (position-figures' `fuelRisesOf`). */
export interface FuelRise {
  vehicleId: number;
  fromAt: string;
  at: string;
  rise: number;
}

/** What the roll-up holds of [from, to): the hours rolled up, and the rows read from them, in one read. */
export interface Rolled<Row> {
  hours: number[];
  rows: Row[];
}

const at = (moment: Date) => sql`${moment.toISOString()}::timestamptz`;
const ids = (vehicleIds: number[]) => sql`vehicle_id = any(${integers(vehicleIds)})`;
/** Positions of device time in [from, to). */
const deviceTimeIn = (from: SQL, to: SQL) => sql`device_time >= ${from} and device_time < ${to}`;
/**
 * No position in the period `dependsOn` picks, asked once per period: `offset 0` keeps PostgreSQL
 * from turning the test into an anti-join, which it planned as every position held in memory and
 * compared with every period (over 25 minutes for a month of 100 vehicles, 50 M positions); asked
 * per period, each is one look through the week's BRIN index (1.2 s for that month's 696 hours).
 */
export const noPositionIn = (dependsOn: SQL) => sql`not exists (select 1 from positions where ${dependsOn} offset 0)`;
/** Marks the period rolled up, with the count of the positions `dependsOn` picks (a late report changes it). */
const markRolledUp = (tx: Database, kind: 'hour' | 'night', starts: Date, dependsOn: SQL, speedLimitKmh: number | null = null) =>
  tx.execute(sql`
    insert into rolled_periods (kind, starts, positions, speed_limit_kmh)
    values (${kind}, ${at(starts)}, (select count(*) from positions where ${dependsOn}), ${speedLimitKmh})
    on conflict (kind, starts) do update set positions = excluded.positions, speed_limit_kmh = excluded.speed_limit_kmh, computed_at = now()`);

/** Per vehicle and Jerusalem day, the sums of the hours of `hourFiguresOf`, as a `DayFigures`. */
const DAY_SUMS = sql.raw(`sum(km)::float8 km, sum(fuel_points)::float8 "fuelPoints", max(top_kmh)::float8 "topKmh",
  sum(accelerations)::int accelerations, sum(brakings)::int brakings, sum(speeding_runs)::int "speedingRuns"`);

/** The Jerusalem day an instant falls on. */
const localDay = (instant: SQL) => sql`(${instant} at time zone ${TIME_ZONE})::date`;
/** The hours of a Jerusalem day: 24, or 23 and 25 on the days the clocks change. */
const hoursIn = (day: SQL) =>
  sql`extract(epoch from ((${day} + 1)::timestamp at time zone ${TIME_ZONE}) - (${day}::timestamp at time zone ${TIME_ZONE})) / 3600`;
/**
 * What names a day's hour marks (rows of `rolled_periods` as `hours`), grouped by the day: when each
 * was rolled up tells one rolling of an hour from the next, so a day summed from them no longer
 * matches once one is forgotten or rolled up again (with a late report, another speed limit).
 */
const HOURS_FINGERPRINT = sql.raw(`md5(string_agg(concat_ws('/', extract(epoch from hours.starts), extract(epoch from hours.computed_at),
  hours.positions, hours.speed_limit_kmh), ',' order by hours.starts))`);
/** The hour marks of [from, to) as `hours`, those rolled up with the speed limit when one is given. */
const hourMarks = (from: Date, to: Date, speedLimitKmh?: number) => sql`
  select starts, positions, computed_at, speed_limit_kmh from rolled_periods
  where kind = 'hour' and starts >= ${at(from)} and starts < ${at(to)}
  ${speedLimitKmh === undefined ? sql`` : sql`and speed_limit_kmh = ${speedLimitKmh}`}`;

/**
 * The rolled-up hours of [from, to) (those rolled up with the speed limit when one is given) and
 * `rows`, a query of them (`rolled`), in one statement: a job forgetting an hour between two reads
 * would otherwise leave it out of both the roll-up and the live read.
 */
async function readRolled<Row>(db: Database, from: Date, to: Date, speedLimitKmh: number | undefined, rows: SQL): Promise<Rolled<Row>> {
  const [result] = rowsOf<{ hours: number[]; rows: Row[] }>(
    await db.execute(sql`
      with rolled as (${hourMarks(from, to, speedLimitKmh)}),
      result as (${rows})
      select (select coalesce(json_agg(extract(epoch from starts) * 1000), '[]') from rolled) hours,
        (select coalesce(json_agg(result), '[]') from result) "rows"`),
  );
  return { hours: result!.hours.map(Number), rows: result!.rows };
}

/** The roll-ups of positions (docs/decisions/025): hours of km and fuel, nights of movement. */
export function createRollUpRepository(db: Database) {
  return {
    /**
     * Per vehicle and Jerusalem day, the figures of the rolled-up hours of [from, to); with a speed
     * limit, of those rolled up with it only (the others' speeding figures count another limit).
     */
    rolledFigures: (vehicleIds: number[], from: Date, to: Date, speedLimitKmh?: number) =>
      readRolled<DayFigures>(
        db,
        from,
        to,
        speedLimitKmh,
        // A day summed from the very hours marked now is read whole; the other hours one by one.
        sql`with summed as (
            select d.day from rolled_days d
            join (select ${localDay(sql`starts`)} "day", ${HOURS_FINGERPRINT} fingerprint from rolled hours group by 1) f on f.day = d.day and f.fingerprint = d.hours)
          select vehicle_id "vehicleId", "day"::text "day", km, fuel_points "fuelPoints", top_kmh "topKmh", accelerations, brakings, speeding_runs "speedingRuns"
          from vehicle_days where ${ids(vehicleIds)} and "day" in (select "day" from summed)
          union all
          select vehicle_id, ${localDay(sql`hour`)}::text, ${DAY_SUMS}
          from (select starts from rolled where ${localDay(sql`starts`)} not in (select "day" from summed)) open_hours
          -- Each open hour looked up by its index (offset 0 keeps it a lookup): joined, every hour of the history was read.
          cross join lateral (select * from vehicle_hours where hour = open_hours.starts and ${ids(vehicleIds)} offset 0) vh group by 1, 2`,
      ),
    /** Per vehicle and Jerusalem day: the figures of [from, to), read from the positions. */
    liveFigures: async (vehicleIds: number[], from: Date, to: Date, speedLimitKmh: number) =>
      rowsOf<DayFigures>(
        await db.execute(sql`
          select v "vehicleId", d::text "day", ${DAY_SUMS}
          from (${hourFiguresOf(sql`(${dayTrack(from, to, sql`v.id = any(${integers(vehicleIds)})`)}) track`, speedLimitKmh)}) f group by 1, 2`),
      ),
    /** The vehicle's parts of runs above the limit in the hours of [from, to) rolled up with it. */
    rolledSpeedingParts: (vehicleId: number, from: Date, to: Date, speedLimitKmh: number) =>
      readRolled<SpeedingPart>(
        db,
        from,
        to,
        speedLimitKmh,
        sql`select ${isoText(sql`p.starts`)} starts, ${isoText(sql`ends`)} ends, top_kmh "topKmh", latitude, longitude, continued
          from speeding_parts p join rolled on p.hour = rolled.starts where vehicle_id = ${vehicleId}`,
      ),
    /** The vehicles' rises of the fuel level in the rolled-up hours of [from, to). */
    rolledFuelRises: (vehicleIds: number[], from: Date, to: Date) =>
      readRolled<FuelRise>(
        db,
        from,
        to,
        undefined,
        sql`select vehicle_id "vehicleId", ${isoText(sql`from_at`)} "fromAt", ${isoText(sql`"at"`)} "at", rise
          from fuel_rises r join rolled on r.hour = rolled.starts where ${ids(vehicleIds)}`,
      ),
    liveFuelRises: async (vehicleIds: number[], from: Date, to: Date) =>
      rowsOf<FuelRise>(
        await db.execute(sql`
          select v "vehicleId", ${isoText(sql`from_at`)} "fromAt", ${isoText(sql`"at"`)} "at", rise
          from (${fuelRisesOf(sql`(${dayTrack(from, to, sql`v.id = any(${integers(vehicleIds)})`)}) track`)}) r`),
      ),
    /** The vehicle's parts of runs above the limit in [from, to), read from the positions. */
    liveSpeedingParts: async (vehicleId: number, from: Date, to: Date, speedLimitKmh: number) =>
      rowsOf<SpeedingPart>(
        await db.execute(sql`
          select ${isoText(sql`starts`)} starts, ${isoText(sql`ends`)} ends, top_kmh "topKmh", latitude, longitude, continued
          from (${speedingPartsOf(sql`(${dayTrack(from, to, sql`v.id = ${vehicleId}`)}) track`, speedLimitKmh)}) p`),
      ),
    /** The vehicles' rolled-up movement in the night, or undefined when it is not rolled up. */
    async rolledNight(vehicleIds: number[], night: Night) {
      const [rolled] = rowsOf(await db.execute(sql`select 1 from rolled_periods where kind = 'night' and starts = ${at(night.start)}`));
      if (!rolled) return undefined;
      return rowsOf<{ vehicleId: number; minutes: number; runs: number }>(
        await db.execute(sql`select vehicle_id "vehicleId", minutes, runs from vehicle_nights where ${ids(vehicleIds)} and night = ${night.day}::date`),
      );
    },
    liveNight: async (vehicleIds: number[], night: Night) =>
      rowsOf<{ vehicleId: number; minutes: number; runs: number }>(
        await db.execute(sql`select v "vehicleId", minutes::float8, runs from (${nightFigures(night.start, night.end, ids(vehicleIds))}) n`),
      ),

    /**
     * Hours starting in [from, to) not rolled up with this speed limit that no position bears on,
     * marked as rolled up (with nothing: what rolling each up would write) in one statement; answers
     * how many. A new service's year of empty history is so done in one run, not 48 hours an hour.
     */
    async markEmptyHours(from: Date, to: Date, speedLimitKmh: number): Promise<number> {
      return rowsOf(
        await db.execute(sql`
          -- The hours not rolled up first (one anti-join), so the positions are asked only about those.
          with unrolled as materialized (
            select h from generate_series(date_trunc('hour', ${at(from)}), ${at(to)} - interval '1 hour', interval '1 hour') h
            where not exists (select 1 from rolled_periods r where r.kind = 'hour' and r.starts = h and r.speed_limit_kmh = ${speedLimitKmh}))
          insert into rolled_periods (kind, starts, positions, speed_limit_kmh)
          select 'hour', h, 0, ${speedLimitKmh} from unrolled where ${noPositionIn(hourDependsOn(sql`h`))}
          on conflict (kind, starts) do update set positions = 0, speed_limit_kmh = excluded.speed_limit_kmh, computed_at = now()
          returning 1`),
      ).length;
    },
    /** Of these nights, those no position was stored in, marked as rolled up with nothing (as markEmptyHours); answers the rest. */
    async markEmptyNights(nights: Night[]): Promise<{ marked: number; left: Night[] }> {
      if (!nights.length) return { marked: 0, left: [] };
      const marked = rowsOf<{ starts: string }>(
        await db.execute(sql`
          insert into rolled_periods (kind, starts, positions)
          select 'night', starts, 0 from unnest(${instants(nights.map((n) => n.start))}, ${instants(nights.map((n) => n.end))}) n (starts, ends)
          where ${noPositionIn(deviceTimeIn(sql`n.starts`, sql`n.ends`))}
          on conflict (kind, starts) do update set positions = 0, speed_limit_kmh = null, computed_at = now()
          returning starts::text`),
      ).map((row) => new Date(row.starts).getTime());
      const done = new Set(marked);
      return { marked: marked.length, left: nights.filter((night) => !done.has(night.start.getTime())) };
    },
    /** Hours starting in [from, to) not rolled up with this speed limit, newest first. */
    async unrolledHours(from: Date, to: Date, speedLimitKmh: number, limit: number): Promise<Date[]> {
      const rows = rowsOf<{ h: string }>(
        await db.execute(sql`
          select h::text from generate_series(date_trunc('hour', ${at(from)}), ${at(to)} - interval '1 hour', interval '1 hour') h
          where not exists (select 1 from rolled_periods r where r.kind = 'hour' and r.starts = h and r.speed_limit_kmh = ${speedLimitKmh})
          order by h desc limit ${limit}`),
      );
      return rows.map((row) => new Date(row.h));
    },
    /** The hour's figures and speeding parts for every vehicle, written again whole from one read, with the count of positions they were read from. */
    rollUpHour: (hour: Date, speedLimitKmh: number) =>
      transaction(db, async (tx) => {
        await tx.execute(sql`delete from vehicle_hours where hour = ${at(hour)}`);
        await tx.execute(sql`delete from speeding_parts where hour = ${at(hour)}`);
        await tx.execute(sql`delete from fuel_rises where hour = ${at(hour)}`);
        await tx.execute(sql`
          with track as materialized (${dayTrack(hour, new Date(hour.getTime() + 3_600_000))}),
          figures as (
            insert into vehicle_hours (vehicle_id, hour, km, fuel_points, top_kmh, accelerations, brakings, speeding_runs)
            select v, h, km, fuel_points, top_kmh, accelerations, brakings, speeding_runs from (${hourFiguresOf(sql`track`, speedLimitKmh)}) f),
          rises as (
            insert into fuel_rises (vehicle_id, hour, from_at, "at", rise) select v, h, from_at, "at", rise from (${fuelRisesOf(sql`track`)}) r)
          insert into speeding_parts (vehicle_id, hour, starts, ends, top_kmh, latitude, longitude, continued)
          select v, h, starts, ends, top_kmh, latitude, longitude, continued from (${speedingPartsOf(sql`track`, speedLimitKmh)}) p`);
        await markRolledUp(tx, 'hour', hour, hourDependsOn(at(hour)), speedLimitKmh);
      }),
    /**
     * Sums the rolled-up hours of each Jerusalem day of [from, to) whose every hour is rolled up
     * with this speed limit into `vehicle_days`, unless the day is summed from those very hours
     * already; answers how many days. One statement: the sums and the fingerprint of the hours
     * they were read from are of one snapshot, whatever the job of another instance does.
     */
    async rollUpDays(from: Date, to: Date, speedLimitKmh: number): Promise<number> {
      return rowsOf(
        await db.execute(sql`
          with hours as (${hourMarks(from, to)}),
          days as materialized (
            select "day", fingerprint from (
              select ${localDay(sql`starts`)} "day", count(*) n, bool_and(speed_limit_kmh is not distinct from ${speedLimitKmh}) same_limit, ${HOURS_FINGERPRINT} fingerprint
              from hours group by 1) d
            where same_limit and n = ${hoursIn(sql`"day"`)}
              and not exists (select 1 from rolled_days r where r.day = d.day and r.hours = d.fingerprint)),
          sums as materialized (
            select vh.vehicle_id, ${localDay(sql`vh.hour`)} "day", ${DAY_SUMS}
            from vehicle_hours vh join hours on vh.hour = hours.starts where ${localDay(sql`vh.hour`)} in (select "day" from days) group by 1, 2),
          gone as (
            delete from vehicle_days v using days where v.day = days.day
              and not exists (select 1 from sums s where s.vehicle_id = v.vehicle_id and s.day = v.day)),
          summed as (
            insert into vehicle_days (vehicle_id, "day", km, fuel_points, top_kmh, accelerations, brakings, speeding_runs)
            select vehicle_id, "day", km, "fuelPoints", "topKmh", accelerations, brakings, "speedingRuns" from sums
            on conflict (vehicle_id, "day") do update set km = excluded.km, fuel_points = excluded.fuel_points, top_kmh = excluded.top_kmh,
              accelerations = excluded.accelerations, brakings = excluded.brakings, speeding_runs = excluded.speeding_runs)
          insert into rolled_days ("day", hours) select "day", fingerprint from days
          on conflict ("day") do update set hours = excluded.hours
          returning 1`),
      ).length;
    },
    /**
     * The odometers moved on by GPS (docs/decisions/027), on one transaction: every active vehicle
     * whose tracker's latest report carries no odometer gets the km of its rolled-up hours since
     * it was last counted, up to `upto` or the first hour not rolled up yet; one first seen starts
     * counting at `upto`; one whose tracker reports an odometer is only carried on to `upto`. The
     * whole km each one drove are handed to `advance` (the carry keeps the rest).
     */
    countGpsKm: (upto: Date, advance: (tx: Tx, driven: { vehicleId: number; km: number }[]) => Promise<void>) =>
      transaction(db, async (tx) => {
        await tx.execute(sql`
          insert into gps_odometers (vehicle_id, counted_through) select v.id, ${at(upto)} from vehicles v
          join vehicle_states s on s.vehicle_id = v.id where v.is_active on conflict (vehicle_id) do nothing`);
        const driven = rowsOf<{ vehicleId: number; km: number }>(
          await tx.execute(sql`
            with gps as (
              select g.vehicle_id, g.counted_through, g.carry_km, (s.attributes ? 'odometer') reported,
                -- Counting stops before the first hour that is not rolled up, to count it once it is.
                least(${at(upto)}, (select min(h) from generate_series(g.counted_through, ${at(upto)} - interval '1 hour', interval '1 hour') h
                  where not exists (select 1 from rolled_periods r where r.kind = 'hour' and r.starts = h))) through
              from gps_odometers g join vehicle_states s on s.vehicle_id = g.vehicle_id for update of g),
            counted as (
              select gps.vehicle_id, gps.through, case when gps.reported then 0 else gps.carry_km + coalesce((
                select sum(km) from vehicle_hours vh where vh.vehicle_id = gps.vehicle_id and vh.hour >= gps.counted_through and vh.hour < gps.through), 0) end total
              from gps where gps.through > gps.counted_through)
            update gps_odometers g set counted_through = counted.through, carry_km = counted.total - floor(counted.total)
            from counted where g.vehicle_id = counted.vehicle_id
            returning g.vehicle_id "vehicleId", floor(counted.total)::int km`),
        ).filter((row) => row.km > 0);
        if (driven.length) await advance(tx, driven);
        return driven;
      }),
    /** Nights (by the day they start on) from..to not rolled up, newest first. */
    async unrolledNights(nights: Night[]): Promise<Night[]> {
      if (!nights.length) return [];
      const rolled = new Set(
        rowsOf<{ starts: string }>(
          await db.execute(sql`select starts::text from rolled_periods where kind = 'night' and starts >= ${at(nights.at(-1)!.start)}`),
        ).map((row) => new Date(row.starts).getTime()),
      );
      return nights.filter((night) => !rolled.has(night.start.getTime()));
    },
    rollUpNight: (night: Night) =>
      transaction(db, async (tx) => {
        await tx.execute(sql`delete from vehicle_nights where night = ${night.day}::date`);
        await tx.execute(sql`
          insert into vehicle_nights (vehicle_id, night, minutes, runs)
          select v, ${night.day}::date, minutes, runs from (${nightFigures(night.start, night.end)}) n`);
        await markRolledUp(tx, 'night', night.start, deviceTimeIn(at(night.start), at(night.end)));
      }),
    /**
     * Forgets the rolled-up hours and nights whose count of positions is no longer the one they
     * were rolled up with: a tracker sent buffered fixes late, or a report was stored while the
     * period was being rolled up. Only the periods around reports received since `since` are
     * counted again (`received_at` has a BRIN index); `nights` are the ones that may hold them.
     */
    async forgetChanged(since: Date, nights: Night[]): Promise<number> {
      // One statement: the late reports are read once, the periods they may touch found, and only those counted again.
      const forgotten = rowsOf(
        await db.execute(sql`
          with late as materialized (select device_time from positions where received_at >= ${at(since)} and device_time < now() - interval '1 hour'),
          -- The hours late reports may change: those of their Jerusalem day from 90 minutes before the day's earliest.
          late_days as (select (device_time at time zone ${TIME_ZONE})::date "day", min(device_time) earliest from late group by 1),
          nights (starts, ends) as (select * from unnest(${instants(nights.map((n) => n.start))}, ${instants(nights.map((n) => n.end))})),
          candidates as materialized (
            select r.kind, r.starts, r.positions, null::timestamptz ends from rolled_periods r join late_days l
              on r.kind = 'hour' and (r.starts at time zone ${TIME_ZONE})::date = l.day and r.starts >= l.earliest - interval '90 minutes'
            union all
            select r.kind, r.starts, r.positions, n.ends from rolled_periods r join nights n on r.kind = 'night' and r.starts = n.starts
              where exists (select 1 from late where late.device_time >= n.starts and late.device_time < n.ends)),
          stale as (
            select kind, starts from candidates where kind = 'hour' and positions <> (select count(*) from positions where ${hourDependsOn(sql`starts`)})
            union all
            select kind, starts from candidates where kind = 'night' and positions <> (select count(*) from positions where ${deviceTimeIn(sql`starts`, sql`ends`)}))
          delete from rolled_periods r using stale where r.kind = stale.kind and r.starts = stale.starts returning 1`),
      );
      return forgotten.length;
    },
  };
}
export type RollUpRepository = ReturnType<typeof createRollUpRepository>;
