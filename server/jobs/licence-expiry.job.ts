import type { PeriodicJob } from './periodic-job.ts';

const DAY_MS = 86_400_000;

/**
 * Once at start and then daily: licence-expiry notices at 90, 30, 20 and 0 days. Each notice is
 * recorded under a unique key first, so several instances running it send each one once.
 */
export const licenceExpiryJob = (run: () => Promise<{ checked: number; generated: number }>): PeriodicJob<{ checked: number; generated: number }> => ({
  name: 'licence expiry notices',
  run,
  everyMs: DAY_MS,
  atStart: true,
  logged: (r) => (r.generated ? r : undefined),
});
