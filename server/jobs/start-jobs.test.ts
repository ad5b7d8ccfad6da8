import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { startJobs, type StartableJob } from './start-jobs.ts';

/** A job that says when it starts and when it is stopped. */
function watchedJob() {
  const seen: string[] = [];
  let started!: () => void;
  const startedNow = new Promise<void>((resolve) => (started = resolve));
  const job: StartableJob = () => {
    seen.push('started');
    started();
    return async () => void seen.push('stopped');
  };
  return { job, seen, startedNow };
}

let app: FastifyInstance;
beforeEach(() => void (app = Fastify()));
afterEach(async () => {
  vi.useRealTimers();
  await app.close();
});
const listen = () => app.listen({ port: 0, host: '127.0.0.1' });

it('starts the jobs a moment after the app serves, not when it is ready, and stops them when it closes', async () => {
  const { job, seen, startedNow } = watchedJob();
  startJobs(app, [job], { servingForMs: 0 });
  await app.ready();
  expect(seen).toEqual([]);
  await listen();
  await startedNow;
  await app.close();
  expect(seen).toEqual(['started', 'stopped']);
});

it('never starts them when the app closes within that moment', async () => {
  const { job, seen } = watchedJob();
  startJobs(app, [job], { servingForMs: 60_000 });
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  await listen();
  await app.close();
  vi.runAllTimers();
  expect(seen).toEqual([]);
});

it('starts them when the app is ready where a test ticks them by hand', async () => {
  const { job, seen } = watchedJob();
  startJobs(app, [job], 'ready');
  await app.ready();
  expect(seen).toEqual(['started']);
});
