import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { createTestApp, TEST_SECRET, type TestApp } from './test-app.ts';

/** Another app instance on the test app's database, listening on loopback: what one instance writes, the other must show. */
export async function startSecondInstance(first: TestApp): Promise<{ app: FastifyInstance; base: string }> {
  const app = await buildApp({ config: first.config, database: first.database, sessionSecret: TEST_SECRET, webRoot: '/nonexistent' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, base: `http://127.0.0.1:${(app.server.address() as { port: number }).port}` };
}

/** Two instances on one database: `a` the test app, `b` a second instance serving at `base`. */
export async function twoInstances(): Promise<{ a: TestApp; b: FastifyInstance; base: string }> {
  const a = await createTestApp();
  const { app: b, base } = await startSecondInstance(a);
  return { a, b, base };
}

/** Closes the second instance first, then the test app, which owns the database. */
export async function closeTwoInstances(a: TestApp | undefined, b: FastifyInstance | undefined): Promise<void> {
  await b?.close();
  await a?.close();
}
