import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, users, vehicles } from '../../db/schema.ts';
import { ordinaryWindow } from '../../test-support/booking-windows.ts';
import { closeTwoInstances, twoInstances } from '../../test-support/second-instance.ts';
import { readEvents, type ReadEvent } from '../../test-support/sse.ts';
import { bearer, type TestApp } from '../../test-support/test-app.ts';

/** Two instances on one database: the member's app streams from one, the booking is made on the other. */
let a: TestApp;
let b: FastifyInstance;
let base: string;
let token: string;

beforeAll(async () => {
  ({ a, b, base } = await twoInstances());
  token = await a.login('emt@medfleet.test');
});
afterAll(() => closeTwoInstances(a, b));

/** The notice id an event id names (the stream's place: the id, then the snapshot of its read). */
const noticeIdOf = (event: ReadEvent) => Number(event.id!.split('@')[0]);
const titles = (events: ReadEvent[]) => events.filter((e) => e.event === 'notice').map((e) => (e.data as { title: string }).title);

describe('GET /api/user/notifications/stream', () => {
  it('tells the open app of each new notice of its member, whichever instance wrote it, and nobody else’s', async () => {
    expect((await fetch(`${base}/api/user/notifications/stream`)).status).toBe(401);
    const stream = await fetch(`${base}/api/user/notifications/stream`, { headers: bearer(token) });
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    const events = readEvents(stream, (seen) => seen.some((e) => e.event === 'notice'));
    const [a3] = await a.database.db.select().from(vehicles).where(eq(vehicles.vehicleNumber, 'A3'));
    // Someone else's notice first: it must not reach this stream.
    await a.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: bearer(await a.login('bls@medfleet.test')),
      payload: { vehicleId: a3!.id, ...ordinaryWindow(51) },
    });
    await a.app.inject({ method: 'POST', url: '/api/bookings', headers: bearer(token), payload: { vehicleId: a3!.id, ...ordinaryWindow(52) } });
    const seen = await events;
    const [first, ...rest] = seen.map((e) => e.event);
    expect(first).toBe('ready');
    expect(new Set(rest)).toEqual(new Set(['notice']));
    // The member's booking wrote its confirmation and immobilizer code: no more notices than those reached the stream.
    const mine = (await (await fetch(`${base}/api/user/notifications`, { headers: bearer(token) })).json()) as unknown[];
    expect(rest.length).toBeLessThanOrEqual(mine.length);
  });

  it('gives an app that comes back with Last-Event-ID the notices written while it was away, in order, in its language', async () => {
    const open = (lastEventId?: string) =>
      fetch(`${base}/api/user/notifications/stream`, {
        headers: { ...bearer(token), 'accept-language': 'he', ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
      });
    const [ready] = await readEvents(await open(), (events) => events.length > 0);
    expect(ready).toMatchObject({ event: 'ready', id: expect.stringMatching(/^\d+@\d+:\d+:[\d,]*$/) });
    const [a3] = await a.database.db.select().from(vehicles).where(eq(vehicles.vehicleNumber, 'A3'));
    const booked = await a.app.inject({ method: 'POST', url: '/api/bookings', headers: bearer(token), payload: { vehicleId: a3!.id, ...ordinaryWindow(53) } });
    expect(booked.statusCode, booked.body).toBe(201);
    const mine = (await (await fetch(`${base}/api/user/notifications`, { headers: bearer(token) })).json()) as { id: number }[];
    const written = mine.filter((n) => n.id > noticeIdOf(ready!)).map((n) => n.id);
    expect(written.length).toBeGreaterThan(0);

    const events = await readEvents(await open(ready!.id), (seen) => seen.filter((e) => e.event === 'notice').length === written.length);
    const notices = events.filter((e) => e.event === 'notice');
    expect(notices.map(noticeIdOf)).toEqual([...written].sort((x, y) => x - y));
    expect(notices.map((e) => (e.data as { id: number }).id)).toEqual(notices.map(noticeIdOf));
    expect((notices[0]!.data as { title: string }).title).toMatch(/[\u0590-\u05FF]/);
  });
});

// PGlite has one connection, so only PostgreSQL can commit two notices out of their ids' order
// (this runs when DATABASE_URL is set, as `npm test` in CI does).
describe.skipIf(!process.env.DATABASE_URL)('a notice whose transaction commits after a newer notice', () => {
  it('still reaches the open app, after the newer one', async () => {
    const [member] = await a.database.db.select().from(users).where(eq(users.email, 'emt@medfleet.test'));
    const notice = (title: string) => ({ userId: member!.id, type: 'info', title, message: title });
    const slow = new pg.Client({ connectionString: a.database.url });
    await slow.connect();
    // Each step starts once the stream has shown what the one before it waited for.
    let step = 0;
    const steps: (() => Promise<unknown>)[] = [
      async () => {
        await slow.query('begin');
        await slow.query('insert into notifications (user_id, type, title, message) values ($1, $2, $3, $3)', [member!.id, 'info', 'slow']);
        await a.database.db.insert(notifications).values(notice('newer'));
      },
      async () => {
        await slow.query('commit');
        await a.database.db.insert(notifications).values(notice('last'));
      },
    ];
    const running: Promise<unknown>[] = [];
    const stream = await fetch(`${base}/api/user/notifications/stream`, { headers: bearer(token) });
    const events = await readEvents(stream, (seen) => {
      const waitedFor = [seen.some((e) => e.event === 'ready'), titles(seen).includes('newer')];
      if (step < steps.length && waitedFor[step]) running.push(steps[step++]!());
      return titles(seen).includes('last');
    });
    await Promise.all(running);
    await slow.end();
    expect(titles(events)).toEqual(['newer', 'slow', 'last']);
  });

  it('reaches an app that left after the newer one and comes back with its event id', async () => {
    const [member] = await a.database.db.select().from(users).where(eq(users.email, 'emt@medfleet.test'));
    const slow = new pg.Client({ connectionString: a.database.url });
    await slow.connect();
    let written: Promise<unknown> | undefined;
    // The app sees 'seen' while 'away', with a smaller id, is still being written; then it leaves.
    const stream = await fetch(`${base}/api/user/notifications/stream`, { headers: bearer(token) });
    const before = await readEvents(stream, (seen) => {
      written ??= seen.some((e) => e.event === 'ready')
        ? (async () => {
            await slow.query('begin');
            await slow.query('insert into notifications (user_id, type, title, message) values ($1, $2, $3, $3)', [member!.id, 'info', 'away']);
            await a.database.db.insert(notifications).values({ userId: member!.id, type: 'info', title: 'seen', message: 'seen' });
          })()
        : undefined;
      return titles(seen).includes('seen');
    });
    await written;
    await slow.query('commit');
    await slow.end();
    const lastSeen = before.at(-1)!;
    expect(titles([lastSeen])).toEqual(['seen']);

    // Back, it is sent 'away' and not 'seen' again; 'later', written once it is back, ends the reading.
    const back = await fetch(`${base}/api/user/notifications/stream`, { headers: { ...bearer(token), 'last-event-id': lastSeen.id! } });
    let later: Promise<unknown> | undefined;
    const after = await readEvents(back, (seen) => {
      if (seen.some((e) => e.event === 'ready'))
        later ??= a.database.db.insert(notifications).values({ userId: member!.id, type: 'info', title: 'later', message: 'later' }).execute();
      return titles(seen).includes('later');
    });
    await later;
    expect(titles(after)).toEqual(['away', 'later']);
  });
});
