import type { PeriodicJob } from './periodic-job.ts';

const DAY_MS = 86_400_000;

/**
 * Once at start and then daily: expiry notices (a licence's, a credential's) at their thresholds.
 * Each notice is recorded under a unique key first, so several instances running it send each one once.
 */
export const expiryNoticesJob = (
  name: string,
  run: () => Promise<{ checked: number; generated: number }>,
): PeriodicJob<{ checked: number; generated: number }> => ({
  name,
  run,
  everyMs: DAY_MS,
  atStart: true,
  logged: (r) => (r.generated ? r : undefined),
});
