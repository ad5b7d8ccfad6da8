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

/**
 * Runs the job on the scheduler; a failed run is logged and the next one retries. Runs of one job
 * never overlap in an instance: a tick during a run is one more run after it (a slow outbox pass
 * must not claim messages beside itself, nor lapse its own claims while it waits). The answer
 * stops it: no run starts after, and it resolves when the run under way has ended (a shutdown
 * closes the database only then).
 */
export function startPeriodicJob<T>(
  { name, run, everyMs, atStart, logged }: PeriodicJob<T>,
  log: FastifyBaseLogger,
  schedule: Scheduler = intervalScheduler,
): () => Promise<void> {
  const once = () =>
    run().then(
      (result) => {
        const fields = logged(result);
        if (fields) log.info(fields, name);
      },
      (error: unknown) => log.warn({ err: error }, `${name} failed; the next run retries`),
    );
  let running: Promise<void> | undefined;
  let following: Promise<void> | undefined;
  let stopped = false;
  const tick = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    if (!running) return (running = once().finally(() => (running = undefined)));
    return (following ??= running.then(() => {
      following = undefined;
      return tick();
    }));
  };
  if (atStart) void tick();
  const unschedule = schedule(tick, everyMs);
  return async () => {
    stopped = true;
    unschedule();
    await running;
  };
}

const HOUR_MS = 3_600_000;

/** A job every hour (and at start unless told not to) whose run answers counts, logged when one of them is not 0. */
export const hourlyJob = <Run extends Record<string, number>>(name: string, run: () => Promise<Run>, atStart = true): PeriodicJob<Run> => ({
  name,
  run,
  everyMs: HOUR_MS,
  atStart,
  logged: (done) => (Object.values(done).some(Boolean) ? done : undefined),
});
