import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { noticeCursorOf } from './notice-cursor.ts';
import { createNoticeHub } from './notice-stream.ts';
import type { NoticeCursor } from './notifications.repository.ts';
import type { Notification } from '../../../contract/notifications.contract.ts';

type Read = { notices: Notification[]; next: NoticeCursor };

/** The hub on a bare Fastify, its reads of the database told what to answer and counted. */
function aHub(latestNotice: () => Promise<NoticeCursor>, answer: (since: NoticeCursor) => Read = (since) => ({ notices: [], next: since })) {
  const reads: NoticeCursor[] = [];
  const errors: unknown[] = [];
  const hub = createNoticeHub(
    {
      latestNotice,
      noticesSince: async (_userId, since) => {
        reads.push(since);
        return answer(since);
      },
    },
    (error) => errors.push(error),
  );
  const app = Fastify();
  app.get<{ Querystring: { after: string } }>('/stream', (request, reply) => hub.open(request, reply, 1, 'en', noticeCursorOf(request.query.after)));
  return { app, reads, errors };
}
const aNotice = (id: number): Notification => ({ id, type: 'info', title: `n${id}`, message: '', read: false, createdAt: new Date(0).toISOString() });
/** The ids of the events a stream wrote, until `count` of them. */
function eventIds(stream: NodeJS.ReadableStream, count: number): Promise<string[]> {
  return new Promise((resolve) => {
    let text = '';
    stream.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const ids = [...text.matchAll(/^id: (.+)$/gm)].map((m) => m[1]!);
      if (ids.length >= count) resolve(ids);
    });
  });
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

  it("replays from the snapshot of an app's last read when its event id holds one", async () => {
    const { app, reads } = aHub(async () => ({ id: 9, snapshot: '100:100:' }));
    apps.push(app);
    const response = await app.inject({ method: 'GET', url: `/stream?after=${encodeURIComponent('5@90:95:92')}`, payloadAsStream: true });
    const ids = eventIds(response.stream(), 1);
    await queuedReadsDone();
    expect(await ids).toEqual(['5@90:95:92']);
    response.stream().destroy();
    expect(reads).toEqual([{ id: 5, snapshot: '90:95:92' }]);
  });

  it("gives each of a read's notices the place an app cut off after it would come back to", async () => {
    const before = { id: 8, snapshot: '90:95:92' };
    const idsOfRead = async (notices: number[], after: NoticeCursor) => {
      const { app } = aHub(
        async () => before,
        () => ({ notices: notices.map(aNotice), next: after }),
      );
      apps.push(app);
      const response = await app.inject({ method: 'GET', url: '/stream?after=8@90:95:92', payloadAsStream: true });
      const ids = await eventIds(response.stream(), notices.length + 1);
      response.stream().destroy();
      return ids.slice(1);
    };
    // 3 was out of sight (sent again if the app is cut off right after it); 10 and 11 at their own
    // ids in the read's snapshot; the last at the read's end, also when it is a late one.
    expect(await idsOfRead([3, 10, 11, 12], { id: 12, snapshot: '96:96:' })).toEqual(['8@90:95:92', '10@96:96:', '11@96:96:', '12@96:96:']);
    expect(await idsOfRead([3, 5], { id: 8, snapshot: '96:96:' })).toEqual(['8@90:95:92', '8@96:96:']);
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
