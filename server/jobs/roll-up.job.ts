import { hourlyJob } from './periodic-job.ts';

/** At start and then every hour: the hours and nights that are over rolled up from positions, and those late reports changed rolled up again (docs/decisions/025). */
export const rollUpJob = <Run extends Record<string, number>>(run: () => Promise<Run>) => hourlyJob('analytics roll-up', run);
