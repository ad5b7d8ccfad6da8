import type { PeriodicJob } from './periodic-job.ts';

type Counts = { reminders: number; agreements: number; warnings: number };

/** Every minute: the reminders that are due (each claimed once across instances). */
export const remindersJob = (run: () => Promise<Counts>): PeriodicJob<Counts> => ({
  name: 'reminders',
  run,
  everyMs: 60_000,
  atStart: true,
  logged: (r) => (r.reminders || r.agreements || r.warnings ? r : undefined),
});
