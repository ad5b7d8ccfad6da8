import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vehicles } from '../../db/schema.ts';
import { ordinaryWindow } from '../../test-support/booking-windows.ts';
import { startSecondInstance } from '../../test-support/second-instance.ts';
import { readEvents } from '../../test-support/sse.ts';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app.ts';

/** Two instances on one database: the member's app streams from one, the booking is made on the other. */
let a: TestApp;
let b: FastifyInstance;
let base: string;
let token: string;

beforeAll(async () => {
  a = await createTestApp();
  ({ app: b, base } = await startSecondInstance(a));
  token = await a.login('emt@medfleet.test');
});
afterAll(async () => {
  await b.close();
  await a.close();
});

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
    expect(ready).toMatchObject({ event: 'ready', id: expect.stringMatching(/^\d+$/) });
    const [a3] = await a.database.db.select().from(vehicles).where(eq(vehicles.vehicleNumber, 'A3'));
    const booked = await a.app.inject({ method: 'POST', url: '/api/bookings', headers: bearer(token), payload: { vehicleId: a3!.id, ...ordinaryWindow(53) } });
    expect(booked.statusCode, booked.body).toBe(201);
    const mine = (await (await fetch(`${base}/api/user/notifications`, { headers: bearer(token) })).json()) as { id: number }[];
    const written = mine.filter((n) => n.id > Number(ready!.id)).map((n) => n.id);
    expect(written.length).toBeGreaterThan(0);

    const events = await readEvents(await open(ready!.id), (seen) => seen.filter((e) => e.event === 'notice').length === written.length);
    const notices = events.filter((e) => e.event === 'notice');
    expect(notices.map((e) => Number(e.id))).toEqual([...written].sort((x, y) => x - y));
    expect(notices.map((e) => (e.data as { id: number }).id)).toEqual(notices.map((e) => Number(e.id)));
    expect((notices[0]!.data as { title: string }).title).toMatch(/[\u0590-\u05FF]/);
  });
});
