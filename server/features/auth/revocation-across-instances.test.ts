import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { bearer, createTestApp, TEST_SECRET, type TestApp } from '../../test-support/test-app.ts';

/** Two app instances on one database, as in a scaled-out deployment. */
let a: TestApp;
let b: FastifyInstance;

beforeAll(async () => {
  a = await createTestApp();
  b = await buildApp({ config: a.config, database: a.database, sessionSecret: TEST_SECRET, webRoot: '/nonexistent' });
});
afterAll(async () => {
  await b.close();
  await a.close();
});

const profileStatus = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(token) }).then((r) => r.statusCode);

describe('revocation reaches every instance', () => {
  it('a sign-out on one instance ends the session on the other', async () => {
    const token = await a.login('bls@medfleet.test');
    expect(await profileStatus(b, token)).toBe(200); // b now holds it in its cache
    expect(await profileStatus(b, token)).toBe(200);
    await a.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(await profileStatus(a.app, token)).toBe(401);
    await expect.poll(() => profileStatus(b, token), { timeout: 5_000, interval: 20 }).toBe(401);
  });

  it('disabling a user straight in the database ends their sessions on both instances', async () => {
    const token = await a.login('als@medfleet.test');
    expect([await profileStatus(a.app, token), await profileStatus(b, token)]).toEqual([200, 200]);
    await a.database.db.execute(sql`UPDATE users SET is_active = false WHERE email = 'als@medfleet.test'`);
    await expect.poll(() => profileStatus(a.app, token), { timeout: 5_000, interval: 20 }).toBe(401);
    await expect.poll(() => profileStatus(b, token), { timeout: 5_000, interval: 20 }).toBe(401);
    await a.database.db.execute(sql`UPDATE users SET is_active = true WHERE email = 'als@medfleet.test'`);
  });

  it('a profile change shows on the other instance', async () => {
    const token = await a.login('emt@medfleet.test');
    const before = await b.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(token) });
    expect(before.json().name).toBe('Tamar Friedman');
    const admin = await a.login();
    await a.app.inject({ method: 'PATCH', url: `/api/users/${before.json().id}`, headers: bearer(admin), payload: { name: 'Tamar Friedman-Levi' } });
    await expect
      .poll(async () => (await b.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(token) })).json().name, { timeout: 5_000, interval: 20 })
      .toBe('Tamar Friedman-Levi');
  });
});
