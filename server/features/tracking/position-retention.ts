import type { PositionPartitions, WeekPartition } from './position-partitions.repository.ts';

/** Rows a retention statement deletes at most: each one stays short. */
const RETENTION_BATCH = 10_000;
/** Weeks made ahead of this one: the hourly run can miss a day or two and reports still find theirs. */
const WEEKS_AHEAD = 2;
/** Weeks split out of the default partition in one run at most (after a restore of months of history). */
const SPLITS_PER_RUN = 60;
const DAY_MS = 86_400_000;

export type RetentionRun = {
  /** Week partitions made (ahead, or split out of the default partition). */
  madeWeeks: number;
  /** Week partitions dropped whole: every row in them was past the retention. */
  droppedWeeks: number;
  /** Rows deleted one batch at a time: in the default partition, or in a week a hold reaches. */
  deletedRows: number;
};

interface Deps {
  partitions: PositionPartitions;
  /** Positions older than this many days go (Settings; POSITION_RETENTION_DAYS the first value), but not those held. */
  retentionDays: () => number;
  now?: () => Date;
}

/**
 * Position retention on weekly partitions (docs/decisions/025): a week whose last report is past
 * the retention is dropped whole, unless a held booking reaches into it (then its other rows are
 * deleted in batches); a position therefore goes between the retention and a week after it. Rows
 * of the default partition (a clock years behind, a restored history) are split into their weeks
 * when within the retention, deleted in batches when past it. Safe on several instances at once.
 */
export function createPositionRetention({ partitions, retentionDays, now = () => new Date() }: Deps) {
  const deleteInBatches = async (partition: string, cutoff: Date) => {
    let total = 0;
    for (let deleted = RETENTION_BATCH; deleted === RETENTION_BATCH; total += deleted)
      deleted = await partitions.deleteOlderThan(partition, cutoff, RETENTION_BATCH);
    return total;
  };

  const makeWeeks = async (cutoff: Date) => {
    let made = 0;
    for (let ahead = 0; ahead <= WEEKS_AHEAD; ahead++) if (await partitions.makeWeek(new Date(now().getTime() + ahead * 7 * DAY_MS))) made++;
    for (let split = 0; split < SPLITS_PER_RUN; split++) {
      const oldest = await partitions.oldestUnsplit(cutoff);
      if (!oldest || !(await partitions.makeWeek(oldest))) break;
      made++;
    }
    return made;
  };

  const expire = async (week: WeekPartition, cutoff: Date): Promise<Partial<RetentionRun>> => {
    if (await partitions.holdsReach(week)) return { deletedRows: await deleteInBatches(week.name, cutoff) };
    return { droppedWeeks: (await partitions.drop(week)) ? 1 : 0 };
  };

  return {
    async run(): Promise<RetentionRun> {
      const cutoff = new Date(now().getTime() - retentionDays() * DAY_MS);
      const done: RetentionRun = { madeWeeks: await makeWeeks(cutoff), droppedWeeks: 0, deletedRows: await deleteInBatches('positions_default', cutoff) };
      for (const week of await partitions.weeks()) {
        if (week.ends > cutoff) break;
        const { droppedWeeks = 0, deletedRows = 0 } = await expire(week, cutoff);
        done.droppedWeeks += droppedWeeks;
        done.deletedRows += deletedRows;
      }
      return done;
    },
  };
}
