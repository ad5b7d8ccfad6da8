import type { PeriodicJob } from './periodic-job.ts';

/**
 * Every interval: releases the bookings nobody checked in within the grace (docs/decisions/029). One
 * UPDATE picks them, so instances running it at once release each booking once.
 */
export const noShowReleaseJob = (run: () => Promise<{ released: number }>, seconds: number): PeriodicJob<{ released: number }> => ({
  name: 'no-show release',
  run,
  everyMs: seconds * 1000,
  atStart: true,
  logged: (r) => (r.released ? r : undefined),
});
