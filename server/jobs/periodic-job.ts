import type { FastifyBaseLogger } from 'fastify';

export interface PeriodicJob<T> {
  /** How the log names the job. */
  name: string;
  run: () => Promise<T>;
  everyMs: number;
  /** Runs once at start too, not only after the first interval. */
  atStart: boolean;
  /** What of a run is worth an info line; undefined when nothing happened. */
  logged: (result: T) => object | undefined;
}

/** Calls `tick` every `everyMs` until the answer is called: a timer in production, by hand in tests. */
export type Scheduler = (tick: () => Promise<void>, everyMs: number) => () => void;

/** A timer that does not hold the process open. */
export const intervalScheduler: Scheduler = (tick, everyMs) => {
  const timer = setInterval(() => void tick(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
};

/** Runs the job on the scheduler; a failed run is logged and the next one retries. */
export function startPeriodicJob<T>({ name, run, everyMs, atStart, logged }: PeriodicJob<T>, log: FastifyBaseLogger, schedule: Scheduler = intervalScheduler): () => void {
  const tick = () =>
    run().then(
      (result) => {
        const fields = logged(result);
        if (fields) log.info(fields, name);
      },
      (error: unknown) => log.warn({ err: error }, `${name} failed; the next run retries`),
    );
  if (atStart) void tick();
  return schedule(tick, everyMs);
}
