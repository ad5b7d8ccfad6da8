import type { FastifyBaseLogger } from 'fastify';

/** How often each instance asks whether a check is due; the check itself runs once per interval across instances. */
const TICK_SECONDS = 5;

export function startMovementMonitor(tick: () => Promise<{ setBusy: string[]; released: string[] }>, intervalSeconds: number, log: FastifyBaseLogger): () => void {
  const run = () =>
    tick().then(
      ({ setBusy, released }) => {
        if (setBusy.length || released.length) log.info({ setBusy, released }, 'movement monitor');
      },
      (error: unknown) => log.warn({ err: error }, 'movement monitor check failed; the next tick retries'),
    );
  const timer = setInterval(() => void run(), Math.min(TICK_SECONDS, intervalSeconds) * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
