import type { PeriodicJob } from './periodic-job.ts';

/**
 * Once at start and then daily: this year's and next year's holidays are in the table, so the
 * calendar card never runs out (the admin's Sync Calendar does the same at once). Idempotent.
 */
export const hebrewCalendarJob = (run: () => Promise<unknown>): PeriodicJob<unknown> => ({
  name: 'hebrew calendar',
  run,
  everyMs: 86_400_000,
  atStart: true,
  logged: () => undefined,
});
