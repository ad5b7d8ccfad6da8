import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { users } from './db/schema.ts';
import { aMember } from './test-support/builders.ts';
import { closeTwoInstances, twoInstances } from './test-support/second-instance.ts';
import { readEvents } from './test-support/sse.ts';
import { bearer, type TestApp } from './test-support/test-app.ts';

/** The member streams from instance b; the session ends through instance a. */
let a: TestApp;
let b: FastifyInstance;
let base: string;

beforeAll(async () => void ({ a, b, base } = await twoInstances()));
afterAll(() => closeTwoInstances(a, b));

const STREAMS = ['/api/vehicles/tracking/stream', '/api/user/notifications/stream'];

/** Opens the stream and answers a promise of every event it sends until the server ends it. */
async function openUntilEnded(path: string, token: string) {
  const response = await fetch(`${base}${path}`, { headers: bearer(token) });
  expect(response.status).toBe(200);
  return readEvents(response, (events) => events.some((e) => e.event === 'ended'));
}

describe('a live stream ends with its session, on every instance', () => {
  // Each test waits for its own stream to open on b: the streams of the test before must be gone first.
  afterEach(async () => {
    await expect.poll(() => b.sessionStreams.size).toBe(0);
  });

  it.each(STREAMS)('%s ends at sign-out', async (path) => {
    const token = await a.login((await aMember(a.database.db)).email);
    const reading = openUntilEnded(path, token);
    await expect.poll(() => b.sessionStreams.size).toBeGreaterThan(0);
    expect((await a.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) })).statusCode).toBe(200);
    expect((await reading).at(-1)).toMatchObject({ event: 'ended' });
    expect((await fetch(`${base}${path}`, { headers: bearer(token) })).status).toBe(401);
  });

  it.each(STREAMS)('%s ends when an admin disables the account', async (path) => {
    const member = await aMember(a.database.db);
    const token = await a.login(member.email);
    const reading = openUntilEnded(path, token);
    await expect.poll(() => b.sessionStreams.size).toBeGreaterThan(0);
    const disabled = await a.app.inject({ method: 'PATCH', url: `/api/users/${member.id}`, headers: bearer(await a.login()), payload: { isActive: false } });
    expect(disabled.statusCode, disabled.body).toBe(200);
    try {
      expect((await reading).at(-1)).toMatchObject({ event: 'ended' });
    } finally {
      await a.database.db.update(users).set({ isActive: true }).where(eq(users.id, member.id));
    }
  });

  it('another session of the same member keeps streaming', async () => {
    const { email } = await aMember(a.database.db);
    const leaving = await a.login(email);
    const staying = await a.login(email);
    const ended = openUntilEnded('/api/user/notifications/stream', leaving);
    const response = await fetch(`${base}/api/user/notifications/stream`, { headers: bearer(staying) });
    await expect.poll(() => b.sessionStreams.size).toBeGreaterThanOrEqual(2);
    await a.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(leaving) });
    await ended;
    await expect.poll(() => b.sessionStreams.size).toBe(1);
    await response.body!.cancel();
  });
});
