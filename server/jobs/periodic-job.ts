import type { FastifyBaseLogger } from 'fastify';

interface PeriodicJob<T> {
  /** How the log names the job. */
  name: string;
  run: () => Promise<T>;
  everyMs: number;
  /** Runs once at start too, not only after the first interval. */
  atStart: boolean;
  /** What of a run is worth an info line; undefined when nothing happened. */
  logged: (result: T) => object | undefined;
}

/** Runs the job every interval on a timer that does not hold the process open; a failed run is logged and the next one retries. */
export function startPeriodicJob<T>({ name, run, everyMs, atStart, logged }: PeriodicJob<T>, log: FastifyBaseLogger): () => void {
  const tick = () =>
    run().then(
      (result) => {
        const fields = logged(result);
        if (fields) log.info(fields, name);
      },
      (error: unknown) => log.warn({ err: error }, `${name} failed; the next run retries`),
    );
  if (atStart) void tick();
  const timer = setInterval(() => void tick(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
