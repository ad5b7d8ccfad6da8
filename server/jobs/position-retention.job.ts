import type { FastifyBaseLogger } from 'fastify';

/** Hourly keeps each run small on a busy fleet (about 200 vehicles × 3,600 reports an hour). */
const HOUR_MS = 3_600_000;

/** At start and then every hour: positions past POSITION_RETENTION_DAYS are deleted in batches. */
export function startPositionRetention(run: () => Promise<number>, log: FastifyBaseLogger): () => void {
  const tick = () =>
    run().then(
      (deleted) => {
        if (deleted) log.info({ deleted }, 'old positions deleted');
      },
      (error: unknown) => log.warn({ err: error }, 'position retention failed; the next run retries'),
    );
  void tick();
  const timer = setInterval(() => void tick(), HOUR_MS);
  timer.unref();
  return () => clearInterval(timer);
}
