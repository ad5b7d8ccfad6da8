import type { PeriodicJob } from './periodic-job.ts';

/** Hourly keeps each run small on a busy fleet (about 200 vehicles × 3,600 reports an hour). */
const HOUR_MS = 3_600_000;

/** At start and then every hour: positions past POSITION_RETENTION_DAYS are deleted in batches. */
export const positionRetentionJob = (run: () => Promise<number>): PeriodicJob<number> => ({
  name: 'position retention',
  run,
  everyMs: HOUR_MS,
  atStart: true,
  logged: (deleted) => (deleted ? { deleted } : undefined),
});
