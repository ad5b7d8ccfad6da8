import type { PeriodicJob } from './periodic-job.ts';

/** How often each instance asks whether a check is due; the check itself runs once per interval across instances. */
const TICK_SECONDS = 5;

export const movementMonitorJob = (
  tick: () => Promise<{ setBusy: string[]; released: string[] }>,
  intervalSeconds: number,
): PeriodicJob<{ setBusy: string[]; released: string[] }> => ({
  name: 'movement monitor',
  run: tick,
  everyMs: Math.min(TICK_SECONDS, intervalSeconds) * 1000,
  atStart: false,
  logged: (r) => (r.setBusy.length || r.released.length ? r : undefined),
});
