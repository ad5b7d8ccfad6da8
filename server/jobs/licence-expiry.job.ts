import type { FastifyBaseLogger } from 'fastify';

const DAY_MS = 86_400_000;

/**
 * Once at start and then daily: licence-expiry notices at 90, 30, 20 and 0 days. Each notice is
 * recorded under a unique key first, so several instances running it send each one once.
 */
export function startLicenceExpiryNotices(run: () => Promise<{ checked: number; generated: number }>, log: FastifyBaseLogger): () => void {
  const tick = () =>
    run().then(
      ({ checked, generated }) => {
        if (generated) log.info({ checked, generated }, 'licence expiry notices sent');
      },
      (error: unknown) => log.warn({ err: error }, 'licence expiry notices failed; the next run retries'),
    );
  void tick();
  const timer = setInterval(() => void tick(), DAY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
