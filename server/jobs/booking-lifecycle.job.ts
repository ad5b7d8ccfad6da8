import type { FastifyBaseLogger } from 'fastify';
import { startPeriodicJob } from './periodic-job.ts';

/**
 * Every interval: confirmed → active at start, active → completed at end. Each run is two
 * idempotent UPDATEs, so several app instances running it at once agree.
 */
export function startBookingLifecycle(run: () => Promise<{ activated: number; completed: number }>, seconds: number, log: FastifyBaseLogger): () => void {
  return startPeriodicJob(
    { name: 'booking lifecycle', run, everyMs: seconds * 1000, atStart: true, logged: (r) => (r.activated || r.completed ? r : undefined) },
    log,
  );
}
