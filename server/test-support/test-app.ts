import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type Feature } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { createTestDatabase } from './test-database.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { seedDemo } from '../db/seed.ts';
import { demoTrackerSecret } from '../features/tracking/tracker-credentials.ts';
import type { Scheduler } from '../jobs/periodic-job.ts';

export const TEST_DOMAIN = 'medfleet.test';
export const TEST_SECRET = 'test-session-secret-of-at-least-32-chars';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  /** url: the PostgreSQL database of this app, for tests that need a connection of their own. */
  database: DatabaseHandle & { url: string | undefined };
  /** Dev-login as a seeded user (admin when no e-mail); answers the bearer token. */
  login(email?: string): Promise<string>;
  close(): Promise<void>;
}

/** The production app (buildApp) on a fresh database with the demo users, called with inject. */
export async function createTestApp(
  env: Record<string, string> = {},
  {
    runJobs = false,
    scheduler,
    now,
    webRoot = '/nonexistent-web-root',
    features,
    logStream,
    database: given,
  }: {
    runJobs?: boolean;
    scheduler?: Scheduler;
    /** The time the app's dated jobs read (Core.now). */
    now?: () => Date;
    webRoot?: string;
    features?: readonly Feature[];
    logStream?: NodeJS.WritableStream;
    /** A database of the test's own (an embedded one in a DATA_DIR, say) instead of a fresh test database. */
    database?: DatabaseHandle;
  } = {},
): Promise<TestApp> {
  // A DATA_DIR of its own (backups, Web Push keys): test processes running at once never share one.
  const dataDir = mkdtempSync(join(tmpdir(), 'medfleet-test-app-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WORK_DOMAINS: TEST_DOMAIN,
    AUTH_RATE_LIMIT: '1000',
    PUBLIC_URL: 'http://medfleet.localhost:5000',
    ...env,
  });
  const database = given ? { ...given, url: undefined } : await createTestDatabase();
  await seedDemo(database.db, { domain: TEST_DOMAIN, serviceName: config.serviceName, trackerSecret: testTrackerSecret });
  const app = await buildApp({
    config,
    database,
    sessionSecret: TEST_SECRET,
    webRoot,
    runJobs,
    checkResponses: true,
    ...(scheduler && { scheduler }),
    ...(now && { now }),
    ...(features && { features }),
    ...(logStream && { logStream }),
  });
  await app.ready();
  return {
    app,
    config,
    database,
    async login(email?: string) {
      const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { token: 'dev', ...(email ? { email } : {}) } });
      if (response.statusCode !== 200) throw new Error(`dev login failed: ${response.statusCode} ${response.body}`);
      return (response.json() as { token: string }).token;
    },
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A test app with the demo admin and the demo EMT signed in (their tokens): where most route tests start. */
export async function createSignedInTestApp(...args: Parameters<typeof createTestApp>): Promise<{ t: TestApp; admin: string; emt: string }> {
  const t = await createTestApp(...args);
  const [admin, emt] = await Promise.all([t.login(), t.login('emt@medfleet.test')]);
  return { t, admin, emt };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The secret of a demo tracker (a3, als1…) in a test app. */
export const testTrackerSecret = (trackerId: string) => demoTrackerSecret(TEST_SECRET, trackerId);
/** `id=a3&secret=…`: how a demo tracker names itself in an OsmAnd report of a test. */
export const trackerQuery = (trackerId: string) => `id=${trackerId}&secret=${testTrackerSecret(trackerId)}`;

/** Jobs that run when the test says so: `runAll()` is one tick of every started job, awaited. */
export function createManualScheduler() {
  const ticks = new Set<() => Promise<void>>();
  const scheduler: Scheduler = (tick) => {
    ticks.add(tick);
    return () => ticks.delete(tick);
  };
  return {
    scheduler,
    async runAll(): Promise<void> {
      for (const tick of ticks) await tick();
    },
  };
}
