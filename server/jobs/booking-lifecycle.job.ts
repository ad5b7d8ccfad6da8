import type { FastifyBaseLogger } from 'fastify';

/**
 * Every interval: confirmed → active at start, active → completed at end. Each run is two
 * idempotent UPDATEs, so several app instances running it at once agree.
 */
export function startBookingLifecycle(run: () => Promise<{ activated: number; completed: number }>, seconds: number, log: FastifyBaseLogger): () => void {
  const tick = () =>
    run().then(
      ({ activated, completed }) => {
        if (activated || completed) log.info({ activated, completed }, 'booking lifecycle');
      },
      (error: unknown) => log.warn({ err: error }, 'booking lifecycle run failed; next run retries'),
    );
  void tick();
  const timer = setInterval(() => void tick(), seconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
