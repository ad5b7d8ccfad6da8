import { sql } from 'drizzle-orm';
import { ADVISORY_LOCKS } from '../../db/advisory-locks.ts';
import { rowsOf, type Database } from '../../db/client.ts';
import { transaction } from '../../db/transaction.ts';

/** A week's partition of positions: [starts, ends), Monday 00:00 UTC to the next. */
export interface WeekPartition {
  name: string;
  starts: Date;
  ends: Date;
}

/** The names positions_week_partition (migration 0032) gives: positions_wYYYYMMDD, the week's Monday. */
const WEEK_NAME = /^positions_w(\d{4})(\d{2})(\d{2})$/;
const WEEK_MS = 7 * 86_400_000;

function weekOf(name: string): WeekPartition | undefined {
  const match = WEEK_NAME.exec(name);
  if (!match) return undefined;
  const starts = new Date(`${match[1]}-${match[2]}-${match[3]}T00:00:00Z`);
  return { name, starts, ends: new Date(starts.getTime() + WEEK_MS) };
}

/**
 * The weekly partitions of positions (docs/decisions/025): made ahead, split out of the default
 * partition, and dropped whole when retention has passed them. One instance at a time changes them.
 */
export function createPositionPartitions(db: Database) {
  /** Runs `work` holding the partitions' lock; skipped (false) when another instance holds it. */
  const exclusively = (work: (tx: Database) => Promise<boolean>) =>
    transaction(db, async (tx) => {
      const [lock] = rowsOf<{ got: boolean }>(await tx.execute(sql`select pg_try_advisory_xact_lock(${ADVISORY_LOCKS.positionPartitions}, 0) got`));
      if (!lock?.got) return false;
      // A lock the table cannot have now (a long report reads it) is tried again next time, not waited for by every insert behind it.
      await tx.execute(sql`set local lock_timeout = '5s'`);
      return work(tx);
    });

  return {
    async weeks(): Promise<WeekPartition[]> {
      const rows = rowsOf<{ name: string }>(
        await db.execute(sql`select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid where i.inhparent = 'positions'::regclass`),
      );
      return rows.flatMap((row) => weekOf(row.name) ?? []).sort((a, b) => a.starts.getTime() - b.starts.getTime());
    },
    /** The week holding `day` gets its partition, with the rows the default partition kept for it; false when it had one. */
    makeWeek: (day: Date) =>
      exclusively(async (tx) => {
        const [made] = rowsOf<{ made: boolean }>(await tx.execute(sql`select positions_week_partition(${day.toISOString()}::timestamptz::date) made`));
        return made?.made ?? false;
      }),
    /** The oldest report since `since` that no week's partition holds yet. */
    async oldestUnsplit(since: Date): Promise<Date | undefined> {
      const [row] = rowsOf<{ t: string | null }>(
        await db.execute(sql`select min(device_time)::text t from positions_default where device_time >= ${since.toISOString()}::timestamptz`),
      );
      return row?.t ? new Date(row.t) : undefined;
    },
    /** Whether a held booking's vehicle and span reach into [starts, ends). */
    async holdsReach({ starts, ends }: { starts: Date; ends: Date }): Promise<boolean> {
      const [row] = rowsOf<{ held: boolean }>(
        await db.execute(sql`select exists (
          select 1 from position_holds h join bookings b on b.id = h.booking_id
          where b.start_time < ${ends.toISOString()}::timestamptz and b.end_time >= ${starts.toISOString()}::timestamptz) held`),
      );
      return row?.held ?? false;
    },
    /** A week's partition and its rows, gone at once (no row is deleted one by one). */
    drop: (week: WeekPartition) =>
      exclusively(async (tx) => {
        // Another instance may have dropped it since the weeks were listed.
        const [left] = rowsOf<{ there: boolean }>(await tx.execute(sql`select to_regclass(${week.name}) is not null there`));
        if (!left?.there) return false;
        await tx.execute(sql.raw(`alter table positions detach partition "${week.name}"`));
        await tx.execute(sql.raw(`drop table "${week.name}"`));
        return true;
      }),
    /**
     * Deletes up to `batch` rows of one partition older than the cutoff, none of a held booking (its
     * vehicle, within its times); answers how many. For the default partition and a week a hold reaches.
     */
    async deleteOlderThan(partition: string, cutoff: Date, batch: number): Promise<number> {
      const table = sql.identifier(partition);
      const deleted = await db.execute(sql`
        delete from ${table} where ctid in (
          select p.ctid from ${table} p where p.device_time < ${cutoff.toISOString()}::timestamptz and not exists (
            select 1 from position_holds h join bookings b on b.id = h.booking_id
            where b.vehicle_id = p.vehicle_id and p.device_time between b.start_time and b.end_time)
          limit ${batch})
        returning 1`);
      return rowsOf(deleted).length;
    },
  };
}
export type PositionPartitions = ReturnType<typeof createPositionPartitions>;
