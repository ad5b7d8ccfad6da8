import { sql, type SQL } from 'drizzle-orm';
import { hourDependsOn, hourFigures, nightFigures } from './position-figures.ts';
import { TIME_ZONE } from '../../../contract/constants.ts';
import { rowsOf, type Database } from '../../db/client.ts';
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
const idList = (vehicleIds: number[]) => sql`${`{${vehicleIds.join(',')}}`}::int[]`;
const ids = (vehicleIds: number[]) => sql`vehicle_id = any(${idList(vehicleIds)})`;
const positionsWhere = async (tx: Database, where: SQL) =>
  Number(rowsOf<{ n: string }>(await tx.execute(sql`select count(*)::text n from positions where ${where}`))[0]?.n ?? 0);

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
          from (${hourFigures(from, to, sql`v.id = any(${idList(vehicleIds)})`)}) f group by 1, 2`),
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
        await tx.execute(sql`
          insert into rolled_periods (kind, starts, positions) values ('hour', ${at(hour)}, ${await positionsWhere(tx, hourDependsOn(at(hour)))})
          on conflict (kind, starts) do update set positions = excluded.positions, computed_at = now()`);
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
        const span = sql`device_time >= ${at(night.start)} and device_time < ${at(night.end)}`;
        await tx.execute(sql`delete from vehicle_nights where night = ${night.day}::date`);
        await tx.execute(sql`
          insert into vehicle_nights (vehicle_id, night, minutes, runs)
          select v, ${night.day}::date, minutes, runs from (${nightFigures(night.start, night.end)}) n`);
        await tx.execute(sql`
          insert into rolled_periods (kind, starts, positions) values ('night', ${at(night.start)}, ${await positionsWhere(tx, span)})
          on conflict (kind, starts) do update set positions = excluded.positions, computed_at = now()`);
      }),
    /**
     * Forgets the rolled-up hours and nights whose count of positions is no longer the one they
     * were rolled up with: a tracker sent buffered fixes late, or a report was stored while the
     * period was being rolled up. Only the periods around reports received since `since` are
     * counted again (`received_at` has a BRIN index); `nights` are the ones that may hold them.
     */
    async forgetChanged(since: Date, nights: Night[]): Promise<number> {
      const late = sql`(select device_time from positions where received_at >= ${at(since)} and device_time < now() - interval '1 hour') late`;
      // One statement for every hour a late report may touch: its count of positions is taken again beside it.
      const hours = rowsOf<{ starts: string }>(
        await db.execute(sql`
          select r.starts::text from rolled_periods r where r.kind = 'hour' and exists (
            select 1 from ${late} where r.starts >= late.device_time - interval '90 minutes'
              and (r.starts at time zone ${TIME_ZONE})::date = (late.device_time at time zone ${TIME_ZONE})::date)
            and r.positions <> (select count(*) from positions where ${hourDependsOn(sql`r.starts`)})`),
      );
      const stale = hours.map((hour) => ({ kind: 'hour', starts: hour.starts }));
      for (const night of nights) {
        const window = sql`device_time >= ${at(night.start)} and device_time < ${at(night.end)}`;
        const [rolled] = rowsOf<{ positions: number }>(
          await db.execute(sql`select positions from rolled_periods where kind = 'night' and starts = ${at(night.start)}`),
        );
        const [touched] = rolled ? rowsOf(await db.execute(sql`select 1 from ${late} where ${window} limit 1`)) : [];
        if (touched && (await positionsWhere(db, window)) !== rolled!.positions) stale.push({ kind: 'night', starts: night.start.toISOString() });
      }
      for (const { kind, starts } of stale) await db.execute(sql`delete from rolled_periods where kind = ${kind} and starts = ${starts}::timestamptz`);
      return stale.length;
    },
  };
}
export type RollUpRepository = ReturnType<typeof createRollUpRepository>;
