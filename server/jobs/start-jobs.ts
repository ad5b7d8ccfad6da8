import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/** A job ready to start on the app's log: the answer stops it (startPeriodicJob). */
export type StartableJob = (log: FastifyBaseLogger) => () => Promise<void>;

/**
 * When an app's jobs start: `ready` (tests, which tick them by hand), or `serving` (main.ts): a
 * moment after the app listens, so that their runs at start come after its first answers. On the
 * embedded database those runs held a first start's first answer 0.35–0.4 s (docs/decisions/024).
 */
export type JobsStart = 'ready' | { servingForMs: number };

/** Starts the jobs when told, and stops them when the app closes: each run under way ends first. */
export function startJobs(app: FastifyInstance, jobs: readonly StartableJob[], when: JobsStart): void {
  let stops: (() => Promise<void>)[] = [];
  let pending: NodeJS.Timeout | undefined;
  const start = () => void (stops = jobs.map((job) => job(app.log)));
  if (when === 'ready') app.addHook('onReady', async () => start());
  else app.addHook('onListen', async () => void (pending = setTimeout(start, when.servingForMs)));
  app.addHook('onClose', async () => {
    clearTimeout(pending);
    await Promise.all(stops.map((stop) => stop()));
  });
}
