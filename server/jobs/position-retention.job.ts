import { hourlyJob } from './periodic-job.ts';

/**
 * At start and then every hour (small runs on a busy fleet): weeks of positions made ahead, and
 * those past POSITION_RETENTION_DAYS dropped (docs/decisions/025).
 */
export const positionRetentionJob = <Run extends Record<string, number>>(run: () => Promise<Run>) => hourlyJob('position retention', run);
