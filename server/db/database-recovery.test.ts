import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase, type DatabaseHandle } from './client.ts';
import { seedDemo } from './seed.ts';
import { freePort } from '../test-support/free-port.ts';
import { bearer, TEST_SECRET } from '../test-support/test-app.ts';
import { migratedTemplateDump } from '../test-support/test-database.ts';

/** A database server the test can stop and restart under the running app: PGlite behind the Postgres wire protocol. */
let pglite: PGlite;
let server: PGLiteSocketServer;
let port: number;
let database: DatabaseHandle;
let app: FastifyInstance;

async function startServer() {
  server = new PGLiteSocketServer({ db: pglite, port, host: '127.0.0.1', maxConnections: 10 });
  await server.start();
}

beforeAll(async () => {
  // The run's migrated template when there is one: migrate() then has nothing to do.
  const template = migratedTemplateDump();
  pglite = new PGlite({ extensions: { btree_gist }, ...(template && { loadDataDir: template }) });
  port = await freePort();
  await startServer();
  database = await openDatabase({ url: `postgres://postgres@127.0.0.1:${port}/postgres`, poolSize: 2, onPoolError: () => undefined });
  await database.migrate();
  await seedDemo(database.db, { domain: 'medfleet.test', serviceName: 'MedFleet', trackerSecret: (id) => `secret-of-${id}` });
  app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent' }), database, sessionSecret: TEST_SECRET, webRoot: '/nonexistent' });
});
afterAll(async () => {
  await app.close();
  await database.close();
  await server.stop().catch(() => undefined);
  await pglite.close().catch(() => undefined);
});

describe('losing the database while running', () => {
  it('answers 503 {message} while it is gone and recovers by itself when it returns', async () => {
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { token: 'dev' } });
    const token = login.json().token as string;
    expect((await app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(token) })).statusCode).toBe(200);

    // A real restart: the server goes away, and a new database process starts from its files.
    await server.stop();
    const files = await pglite.dumpDataDir('none');
    await pglite.close();
    const during = await app.inject({ method: 'GET', url: '/api/user/notifications', headers: bearer(token) });
    expect(during.statusCode).toBe(503);
    expect(during.json()).toEqual({ message: 'The database is unavailable right now. Please try again in a moment.', code: 'DATABASE_UNAVAILABLE' });
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ status: 'degraded', database: 'down' });
    const loginDuring = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { token: 'dev' } });
    expect(loginDuring.statusCode).toBe(503);

    pglite = new PGlite({ extensions: { btree_gist }, loadDataDir: files });
    await startServer();
    expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toMatchObject({ status: 'ok', database: 'up' });
    expect((await app.inject({ method: 'GET', url: '/api/user/notifications', headers: bearer(token) })).statusCode).toBe(200);
  });
});
