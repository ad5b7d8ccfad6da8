import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createNoticeHub } from './notice-stream.ts';
import type { NoticeCursor } from './notifications.repository.ts';

/** The hub on a bare Fastify, its reads of the database told what to answer and counted. */
function aHub(latestNotice: () => Promise<NoticeCursor>) {
  const reads: NoticeCursor[] = [];
  const errors: unknown[] = [];
  const hub = createNoticeHub(
    {
      latestNotice,
      noticesSince: async (_userId, since) => {
        reads.push(since);
        return { notices: [], next: since };
      },
    },
    (error) => errors.push(error),
  );
  const app = Fastify();
  app.get<{ Querystring: { after: string } }>('/stream', (request, reply) => hub.open(request, reply, 1, 'en', Number(request.query.after)));
  return { app, reads, errors };
}
const apps: { close: () => Promise<unknown> }[] = [];
afterAll(() => Promise.all(apps.map((app) => app.close())));

/** Every read the hub queued has run: they are chained on promises that are already settled. */
const queuedReadsDone = () => new Promise((resolve) => setImmediate(resolve));

describe('the notice hub', () => {
  it('replays what an app that comes back missed, after the newest notice is read', async () => {
    const { app, reads, errors } = aHub(async () => ({ id: 9, snapshot: '100:100:' }));
    apps.push(app);
    const response = await app.inject({ method: 'GET', url: '/stream?after=5', payloadAsStream: true });
    await queuedReadsDone();
    response.stream().destroy();
    expect(errors).toEqual([]);
    expect(reads).toEqual([{ id: 5, snapshot: '100:100:' }]);
  });

  it('ends a stream whose first read fails, once: the replay queued behind it reads nothing', async () => {
    const { app, reads, errors } = aHub(() => Promise.reject(new Error('the database is gone')));
    apps.push(app);
    const response = await app.inject({ method: 'GET', url: '/stream?after=5', payloadAsStream: true });
    const body = await new Promise<string>((resolve) => {
      let text = '';
      response.stream().on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.stream().on('end', () => resolve(text));
    });
    await queuedReadsDone();
    expect(body).toBe('retry: 5000\n\n');
    expect(errors).toEqual([new Error('the database is gone')]);
    expect(reads).toEqual([]);
  });
});
