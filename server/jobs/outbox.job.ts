import type { PeriodicJob } from './periodic-job.ts';

type Counts = Record<'sent' | 'retry' | 'failed' | 'not_sent', number>;

/** Every interval, each instance sends the messages that are due (claimed with SKIP LOCKED: never the same one twice at once). */
export const outboxJob = (run: () => Promise<Counts>, seconds: number): PeriodicJob<Counts> => ({
  name: 'outbox',
  run,
  everyMs: seconds * 1000,
  atStart: true,
  logged: (r) => (r.sent || r.retry || r.failed || r.not_sent ? r : undefined),
});
