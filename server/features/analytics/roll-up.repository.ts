import { sql, type SQL } from 'drizzle-orm';
import { hourDependsOn, hourFigures, nightFigures } from './position-figures.ts';
import { TIME_ZONE } from '../../../contract/constants.ts';
import { rowsOf, type Database } from '../../db/client.ts';
import { instants, integers } from '../../db/sql-arrays.ts';
import { transaction } from '../../db/transaction.ts';

/** The Jerusalem night that starts on a day: [start, end). */
export interface Night {
  day: string;
  start: Date;
  end: Date;
}

/** km and fuel points of a vehicle on a Jerusalem day. */
export interface DayUse {
  vehicleId: number;
  day: string;
  km: number;
  fuelPoints: number;
}

const at = (moment: Date) => sql`${moment.toISOString()}::timestamptz`;
const ids = (vehicleIds: number[]) => sql`vehicle_id = any(${integers(vehicleIds)})`;
/** Positions of device time in [from, to). */
const deviceTimeIn = (from: SQL, to: SQL) => sql`device_time >= ${from} and device_time < ${to}`;
/** Marks the period rolled up, with the count of the positions `dependsOn` picks (a late report changes it). */
const markRolledUp = (tx: Database, kind: 'hour' | 'night', starts: Date, dependsOn: SQL) =>
  tx.execute(sql`
    insert into rolled_periods (kind, starts, positions) values (${kind}, ${at(starts)}, (select count(*) from positions where ${dependsOn}))
    on conflict (kind, starts) do update set positions = excluded.positions, computed_at = now()`);

/** The roll-ups of positions (docs/decisions/025): hours of km and fuel, nights of movement. */
export function createRollUpRepository(db: Database) {
  return {
    /** Starts of the rolled-up hours in [from, to). */
    async rolledHours(from: Date, to: Date): Promise<number[]> {
      const rows = rowsOf<{ starts: string }>(
        await db.execute(sql`select starts::text from rolled_periods where kind = 'hour' and starts >= ${at(from)} and starts < ${at(to)}`),
      );
      return rows.map((row) => new Date(row.starts).getTime());
    },
    /** Per vehicle and Jerusalem day: the sums of their rolled-up hours in [from, to). */
    rolledUse: async (vehicleIds: number[], from: Date, to: Date) =>
      rowsOf<DayUse>(
        await db.execute(sql`
          select vehicle_id "vehicleId", (hour at time zone ${TIME_ZONE})::date::text "day", sum(km)::float8 km, sum(fuel_points)::float8 "fuelPoints"
          from vehicle_hours where ${ids(vehicleIds)} and hour >= ${at(from)} and hour < ${at(to)} group by 1, 2`),
      ),
    /** Per vehicle and Jerusalem day: km and fuel points of [from, to), read from the positions. */
    liveUse: async (vehicleIds: number[], from: Date, to: Date) =>
      rowsOf<DayUse>(
        await db.execute(sql`
          select v "vehicleId", d::text "day", sum(km)::float8 km, sum(fuel_points)::float8 "fuelPoints"
          from (${hourFigures(from, to, sql`v.id = any(${integers(vehicleIds)})`)}) f group by 1, 2`),
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

    /** Hours starting in [from, to) not rolled up, newest first. */
    async unrolledHours(from: Date, to: Date, limit: number): Promise<Date[]> {
      const rows = rowsOf<{ h: string }>(
        await db.execute(sql`
          select h::text from generate_series(date_trunc('hour', ${at(from)}), ${at(to)} - interval '1 hour', interval '1 hour') h
          where not exists (select 1 from rolled_periods r where r.kind = 'hour' and r.starts = h) order by h desc limit ${limit}`),
      );
      return rows.map((row) => new Date(row.h));
    },
    /** The hour's figures for every vehicle, written again whole, with the count of positions they were read from. */
    rollUpHour: (hour: Date) =>
      transaction(db, async (tx) => {
        const end = new Date(hour.getTime() + 3_600_000);
        await tx.execute(sql`delete from vehicle_hours where hour = ${at(hour)}`);
        await tx.execute(sql`
          insert into vehicle_hours (vehicle_id, hour, km, fuel_points)
          select v, h, sum(km), sum(fuel_points) from (${hourFigures(hour, end)}) f group by v, h`);
        await markRolledUp(tx, 'hour', hour, hourDependsOn(at(hour)));
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
      // One statement: the late reports are read once, and each period they may touch is counted again beside its row.
      const forgotten = rowsOf(
        await db.execute(sql`
          with late as (select device_time from positions where received_at >= ${at(since)} and device_time < now() - interval '1 hour'),
          nights (starts, ends) as (select * from unnest(${instants(nights.map((n) => n.start))}, ${instants(nights.map((n) => n.end))})),
          stale as (
            select r.kind, r.starts from rolled_periods r where r.kind = 'hour'
              and exists (select 1 from late where r.starts >= late.device_time - interval '90 minutes'
                and (r.starts at time zone ${TIME_ZONE})::date = (late.device_time at time zone ${TIME_ZONE})::date)
              and r.positions <> (select count(*) from positions where ${hourDependsOn(sql`r.starts`)})
            union all
            select r.kind, r.starts from rolled_periods r join nights n on r.kind = 'night' and r.starts = n.starts
              where exists (select 1 from late where late.device_time >= n.starts and late.device_time < n.ends)
              and r.positions <> (select count(*) from positions where ${deviceTimeIn(sql`n.starts`, sql`n.ends`)}))
          delete from rolled_periods r using stale where r.kind = stale.kind and r.starts = stale.starts returning 1`),
      );
      return forgotten.length;
    },
  };
}
export type RollUpRepository = ReturnType<typeof createRollUpRepository>;
