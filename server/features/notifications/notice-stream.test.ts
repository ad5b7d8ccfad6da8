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
});
