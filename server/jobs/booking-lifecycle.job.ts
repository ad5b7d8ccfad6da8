import type { PeriodicJob } from './periodic-job.ts';

/**
 * Every interval: confirmed → active at start, active → completed at end. Each run is two
 * idempotent UPDATEs, so several app instances running it at once agree.
 */
export const bookingLifecycleJob = (
  run: () => Promise<{ activated: number; completed: number }>,
  seconds: number,
): PeriodicJob<{ activated: number; completed: number }> => ({
  name: 'booking lifecycle',
  run,
  everyMs: seconds * 1000,
  atStart: true,
  logged: (r) => (r.activated || r.completed ? r : undefined),
});
