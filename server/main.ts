import type { Server } from 'node:http';
import { ConfigError, loadConfig, type Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { describeDatabase, openConfiguredDatabase } from './db/open-configured.ts';
import { seedDemo } from './db/seed.ts';
import { demoTrackerSecret } from './features/tracking/tracker-credentials.ts';
import { serveMetricsOnLoopback } from './metrics-port.ts';
import { sessionSecretOf } from './session-secret.ts';
import { vapidKeysOf } from './vapid-keys.ts';

function fail(message: string): never {
  console.error(`MedFleet cannot start: ${message}`);
  process.exit(1);
}

async function openDatabaseOrExit(config: Config): Promise<DatabaseHandle> {
  try {
    const database = await openConfiguredDatabase(config, (err) => console.error(`Database connection lost: ${err.message}`));
    await database.migrate();
    return database;
  } catch (error) {
    const reason = error instanceof Error ? error.message || (error as NodeJS.ErrnoException).code : String(error);
    fail(`the ${describeDatabase(config)} cannot be reached or prepared (${reason}).`);
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
const app = await buildApp({ config: { ...config, vapid: vapidKeysOf(config) }, database, sessionSecret, runJobs: true });

let stopSimulator = () => undefined as void;
let metricsServer: Server | undefined;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info(`${signal}: shutting down`);
    stopSimulator();
    metricsServer?.close();
    void app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0));
  });
}

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
