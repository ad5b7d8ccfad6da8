import type { Server } from 'node:http';
import { ConfigError, loadConfig, type Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { describeDatabase } from './db/embedded-folder.ts';
import { openConfiguredDatabase } from './db/open-configured.ts';
import { seedDemo } from './db/seed.ts';
import { demoTrackerSecret } from './features/tracking/tracker-credentials.ts';
import { serveMetricsOnLoopback } from './metrics-port.ts';
import { sessionSecretOf } from './session-secret.ts';
import { vapidKeysOf } from './vapid-keys.ts';

function fail(message: string): never {
  console.error(`MedFleet cannot start: ${message}`);
  process.exit(1);
}

/** Attempts at reaching the database at start when its handshake times out, a second apart, then twice as long each time. */
const START_ATTEMPTS = 4;

/**
 * Opens and migrates the database. A connection whose handshake timed out is tried again: on a busy
 * machine this process may be loading its modules while the database answers. Any other failure (no
 * database listening, a wrong password, a migration) ends the start at once, with one clear line.
 */
async function openDatabaseOrExit(config: Config): Promise<DatabaseHandle> {
  for (let attempt = 1; ; attempt++) {
    let database: DatabaseHandle | undefined;
    try {
      database = await openConfiguredDatabase(config, (err) => console.error(`Database connection lost: ${err.message}`));
      await database.migrate();
      return database;
    } catch (error) {
      await database?.close().catch(() => undefined);
      const reason = error instanceof Error ? error.message || (error as NodeJS.ErrnoException).code : String(error);
      if (attempt >= START_ATTEMPTS || !/timeout/i.test(reason ?? '')) fail(`the ${describeDatabase(config)} cannot be reached or prepared (${reason}).`);
      await new Promise((resolve) => setTimeout(resolve, 1_000 * 2 ** (attempt - 1)));
    }
  }
}

// The app's modules load while the database opens: together they are most of the start time.
const appModule = import('./app.ts');

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  fail(error instanceof ConfigError ? error.message : String(error));
}
const database = await openDatabaseOrExit(config);
const sessionSecret = sessionSecretOf(config);
const trackerSecret = (trackerId: string) => demoTrackerSecret(sessionSecret, trackerId);
if (config.seedDemo) await seedDemo(database.db, { domain: config.workDomains[0]!, serviceName: config.serviceName, trackerSecret });

const { buildApp } = await appModule;
const app = await buildApp({ config: { ...config, vapid: vapidKeysOf(config) }, database, sessionSecret, runJobs: 'once-serving' });

let stopSimulator = () => undefined as void;
let metricsServer: Server | undefined;
/** Requests in flight get this long to finish after a SIGTERM; then their connections are closed. */
const DRAIN_MS = 10_000;
/** Past this the process ends whatever is left (a database that does not answer its close). */
const GIVE_UP_MS = 20_000;

/**
 * SIGTERM (systemd, a rolling upgrade) or SIGINT: readiness turns 503 and no connection is taken;
 * live streams end with a "come back in a second"; requests in flight finish (up to DRAIN_MS);
 * jobs end their run under way (the outbox sends what it claimed, claims no more); the database
 * closes; exit 0 (docs/decisions/024).
 */
function shutDown(signal: string): void {
  app.log.info(`${signal}: shutting down`);
  stopSimulator();
  metricsServer?.close();
  setTimeout(() => {
    app.log.warn(`requests still in flight after ${DRAIN_MS / 1000} s: closing their connections`);
    app.server.closeAllConnections();
  }, DRAIN_MS).unref();
  setTimeout(() => {
    app.log.error(`not shut down after ${GIVE_UP_MS / 1000} s: exiting`);
    process.exit(1);
  }, GIVE_UP_MS).unref();
  void app
    .close()
    .then(() => database.close())
    .then(() => {
      app.log.info('shut down');
      process.exit(0);
    });
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => shutDown(signal));

try {
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`MedFleet on ${config.publicUrl} with the ${describeDatabase(config)}`);
  if (config.trustProxyRefused)
    app.log.warn(
      'TRUST_PROXY=true is refused: it would let any client choose its own address (and so escape the sign-in limit). X-Forwarded-For is ignored until TRUST_PROXY names the proxies (10.0.0.1,… or loopback) or their number',
    );
  if (config.devLogin.enabled) app.log.warn('Development Access is on: anyone with the DEV_LOGIN_TOKEN can sign in as admin (DEV_LOGIN=false turns it off)');
} catch (error) {
  fail(`cannot listen on port ${config.port} (${(error as Error).message}).`);
}

if (config.metricsPort) {
  try {
    metricsServer = await serveMetricsOnLoopback(app.metrics, config.metricsPort);
    app.log.info(`metrics on http://127.0.0.1:${config.metricsPort}/metrics`);
  } catch (error) {
    fail(`cannot serve the metrics on 127.0.0.1:${config.metricsPort} (${(error as Error).message}).`);
  }
}

if (config.simulator.enabled) {
  // The demo fleet reports over HTTP like real trackers; loaded after the start, so it costs the start nothing.
  const { startSimulator } = await import('./simulator/simulator.ts');
  stopSimulator = startSimulator({ baseUrl: `http://127.0.0.1:${config.port}`, intervalSeconds: config.simulator.seconds, trackerSecret, log: app.log });
  app.log.info('demo vehicle simulator running');
}
