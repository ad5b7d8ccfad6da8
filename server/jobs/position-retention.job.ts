import type { PeriodicJob } from './periodic-job.ts';

/** Hourly keeps each run small on a busy fleet (about 200 vehicles × 3,600 reports an hour). */
const HOUR_MS = 3_600_000;

/** At start and then every hour: weeks of positions made ahead, and those past POSITION_RETENTION_DAYS dropped (docs/decisions/025). */
export const positionRetentionJob = <Run extends Record<string, number>>(run: () => Promise<Run>): PeriodicJob<Run> => ({
  name: 'position retention',
  run,
  everyMs: HOUR_MS,
  atStart: true,
  logged: (done) => (Object.values(done).some(Boolean) ? done : undefined),
});
