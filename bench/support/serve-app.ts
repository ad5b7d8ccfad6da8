import { BENCH_SESSION_SECRET, benchTrackerSecret } from './tracker-secrets.ts';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { seedDemo } from '../../server/db/seed.ts';
import { createTestDatabase } from '../../server/test-support/test-database.ts';

/**
 * The production app on a fresh database (its own PostgreSQL database when DATABASE_URL is set)
 * with the production pool size; prints "ready <port> <database url>" so that a bench can set
 * up its data in the same database.
 */
const config = loadConfig({
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent',
  AUTH_RATE_LIMIT: '100000',
  DATABASE_POOL_SIZE: '10',
  MAX_CONNECTIONS_PER_ADDRESS: process.env.MAX_CONNECTIONS_PER_ADDRESS,
});
const database = await createTestDatabase({ poolSize: config.databasePoolSize });
await seedDemo(database.db, { domain: config.workDomains[0]!, serviceName: config.serviceName, trackerSecret: benchTrackerSecret });
const app = await buildApp({ config, database, sessionSecret: BENCH_SESSION_SECRET });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(`ready ${typeof address === 'object' && address ? address.port : 0} ${database.url ?? ''}`);
process.once(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0)),
);
