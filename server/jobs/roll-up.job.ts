import { hourlyJob } from './periodic-job.ts';

/**
 * Every hour: the hours and nights that are over rolled up from positions, and those late reports
 * changed rolled up again (docs/decisions/025). Not at start: a start owes the roll-up nothing (the
 * reports read live whatever is not rolled up yet), and a small machine's start stays light.
 */
export const rollUpJob = <Run extends Record<string, number>>(run: () => Promise<Run>) => hourlyJob('analytics roll-up', run, false);
