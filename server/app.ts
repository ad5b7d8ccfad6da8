import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import Fastify, { LogController, type FastifyInstance, type FastifyRequest } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createOidcAdapter, type OidcAdapter } from './adapters/oidc.adapter.ts';
import type { Config } from './config.ts';
import type { App, Core, FeatureDeps } from './core.ts';
import type { DatabaseHandle } from './db/client.ts';
import { createEvents, type Events } from './events.ts';
import * as agreements from './features/agreements/index.ts';
import * as analytics from './features/analytics/index.ts';
import * as announcement from './features/announcement/index.ts';
import * as audit from './features/audit/index.ts';
import * as auth from './features/auth/index.ts';
import * as availability from './features/availability/index.ts';
import * as backups from './features/backups/index.ts';
import * as bookings from './features/bookings/index.ts';
import * as calendarExport from './features/calendar-export/index.ts';
import * as credentials from './features/credentials/index.ts';
import * as crew from './features/crew/index.ts';
import * as damageReports from './features/damage-reports/index.ts';
import * as dashboard from './features/dashboard/index.ts';
import * as documents from './features/documents/index.ts';
import * as hebrewCalendar from './features/hebrew-calendar/index.ts';
import * as immobilizer from './features/immobilizer/index.ts';
import * as licences from './features/licences/index.ts';
import * as maintenance from './features/maintenance/index.ts';
import * as messaging from './features/messaging/index.ts';
import * as movementMonitor from './features/movement-monitor/index.ts';
import * as notifications from './features/notifications/index.ts';
import * as overrides from './features/overrides/index.ts';
import * as reminders from './features/reminders/index.ts';
import * as reports from './features/reports/index.ts';
import * as settings from './features/settings/index.ts';
import * as system from './features/system/index.ts';
import * as templates from './features/templates/index.ts';
import * as tracking from './features/tracking/index.ts';
import * as users from './features/users/index.ts';
import * as vehicleChecks from './features/vehicle-checks/index.ts';
import * as vehicles from './features/vehicles/index.ts';
import { intervalScheduler, startPeriodicJob, type Scheduler } from './jobs/periodic-job.ts';
import { startJobs, type JobsStart, type StartableJob } from './jobs/start-jobs.ts';
import { createMetrics } from './metrics.ts';
import { projectRoot, webDistFolder } from './paths.ts';
import { registerAccessGate } from './plugins/authenticate.ts';
import { endConnectionsWhileClosing } from './plugins/closing-connections.ts';
import { registerCompression } from './plugins/compression.plugin.ts';
import { limitConnectionsPerAddress, proxyAddresses } from './plugins/connection-limits.ts';
import { registerDocs } from './plugins/docs.plugin.ts';
import { registerErrorHandling } from './plugins/errors.plugin.ts';
import { idempotencyCleanupJob, registerIdempotency } from './plugins/idempotency.plugin.ts';
import { registerInputGuard } from './plugins/input-guard.plugin.ts';
import { registerMetrics } from './plugins/metrics.plugin.ts';
import { responseSerializerCompiler } from './plugins/response-serializer.ts';
import { registerSecurity } from './plugins/security.plugin.ts';
import { registerWeb } from './plugins/web.plugin.ts';
import { createPorts } from './ports.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The facts features state and hear (docs/events.md is made from their subscriptions). */
    domainEvents: Events;
  }
}

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  sessionSecret: string;
  /** Defaults to the provider of config.oidc. */
  oidc?: OidcAdapter;
  /** Serve the built web app from this folder (default dist/web). */
  webRoot?: string;
  /**
   * Run the scheduled jobs: main.ts starts them a moment after the app listens (JOBS_AFTER_LISTENING),
   * a test that ticks them by hand when the app is ready (true); other tests call the services directly.
   */
  runJobs?: boolean | 'once-serving';
  /** When the jobs run: a timer by default; tests tick it by hand. */
  scheduler?: Scheduler;
  /** What time the jobs that act on a date read (Core.now): the real one unless a test sets it. */
  now?: () => Date;
  /** Where the log's lines go: standard output unless a test reads them. */
  logStream?: NodeJS.WritableStream;
  /** Write every answer with zod too and fail where the compiled serializer differs (the tests). */
  checkResponses?: boolean;
  /** The features, FEATURES unless a test registers them in another order. */
  features?: readonly Feature[];
}

/** A feature: what it registers on the app, given the core, the events and the ports. */
export interface Feature {
  register(app: App, deps: FeatureDeps): Promise<void>;
}

/** Every feature of the server, each registering itself; the order does not matter (docs/decisions/023). */
export const FEATURES: readonly Feature[] = [
  auth,
  audit,
  settings,
  system,
  announcement,
  messaging,
  notifications,
  users,
  vehicles,
  tracking,
  immobilizer,
  availability,
  bookings,
  templates,
  documents,
  damageReports,
  reminders,
  overrides,
  dashboard,
  calendarExport,
  agreements,
  licences,
  movementMonitor,
  analytics,
  hebrewCalendar,
  backups,
  vehicleChecks,
  maintenance,
  credentials,
  crew,
  reports,
];

const version = (JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as { version: string }).version;

/** Headers that carry a session, a tracker's or the metrics' secret, should a request's headers ever be logged. */
const LOG_REDACTIONS = ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'];

/**
 * A request as the log tells it: the route as declared, never the address as sent (a tracker's
 * secret rides in its query, a calendar feed's in its path), and no client address (personal data).
 */
const requestForLog = (request: FastifyRequest) => ({ method: request.method, route: request.routeOptions?.url ?? 'unmatched' });

/** 1 MiB: enough for every JSON body the API takes; larger uploads set their own limit. */
const BODY_LIMIT = 1024 * 1024;

/** How often Node looks for requests past their time (its default, 30 s, lets a slow client stay that much longer). */
const CONNECTIONS_CHECK_MS = 2_000;

/** TRUST_PROXY for Fastify: a hop count becomes "the nearest N hops". */
const trustProxyOption = (trust: false | number | string) => (typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust);

/** A started instance's jobs wait this long after it listens: its first answers come before their runs at start. */
const JOBS_AFTER_LISTENING: JobsStart = { servingForMs: 2_000 };

/** Builds the whole app without listening: production and tests use the same one. */
export async function buildApp({
  config,
  database,
  sessionSecret,
  oidc,
  webRoot,
  runJobs = false,
  scheduler = intervalScheduler,
  now = () => new Date(),
  features = FEATURES,
  logStream,
  checkResponses = false,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // One JSON line per event, each with its request's id (reqId); the secrets a request carries are never in it.
    logger:
      config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, ...(logStream && { stream: logStream }), redact: LOG_REDACTIONS, serializers: { req: requestForLog } },
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: BODY_LIMIT,
    // A client that sends a request or its headers one byte at a time is cut off (docs/decisions/022).
    requestTimeout: config.connections.requestTimeoutMs,
    http: { headersTimeout: config.connections.headersTimeoutMs, connectionsCheckingInterval: CONNECTIONS_CHECK_MS },
    // Per-request lines only when debugging: at info level they would cost more than the requests.
    logController: new LogController({ disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace' }),
    // Each request's id is ours (a client's X-Request-Id could be anything); it is answered in x-request-id.
    requestIdHeader: false,
    genReqId: () => randomUUID(),
    // A request that reaches a closing instance is served, not answered 503: the database stays open
    // until the last request is done, and a proxy cannot resend a refused POST (docs/deploy.md).
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  limitConnectionsPerAddress(app.server, config.connections.perAddress, proxyAddresses(config.trustProxy));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ check: checkResponses }));
  app.decorateRequest('auth', null);
  registerErrorHandling(app);
  registerInputGuard(app);
  const closing = endConnectionsWhileClosing(app);
  const metrics = createMetrics();
  registerMetrics(app, { metrics, database, token: config.metricsToken });

  await registerSecurity(app, { tileUrl: config.tileUrl, https: config.publicUrl.startsWith('https://') });
  await registerCompression(app);
  await app.register(cookie);
  // Routes that take files read them with request.parts() and their own limits.
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 10, fields: 30, parts: 40 } });
  await registerDocs(app, version, config.publicUrl);

  const jobs: StartableJob[] = [];
  const core: Core = {
    config,
    database,
    db: database.db,
    sessionSecret,
    version,
    oidc: oidc ?? (config.oidc && createOidcAdapter(config.oidc, `${config.publicUrl}/api/auth/${config.oidc.slug}/callback`)),
    addJob: (job) => void jobs.push((log) => startPeriodicJob(job, log, scheduler)),
    now,
    closing,
    listen: async (channel, handlers) => {
      const stop = await database.listen(channel, handlers);
      app.addHook('onClose', () => stop());
    },
    onClose: (close) => void app.addHook('onClose', async () => close()),
    metrics,
  };
  const events = createEvents((error, event, feature) => app.log.error({ err: error, event, feature }, 'an after-commit subscriber failed; the change stands'));
  const ports = createPorts();
  app.decorate('domainEvents', events);
  // The access gate closes every /api route registered after it: before every feature, which then come in any order.
  registerAccessGate(app, ports.of('sessions'));
  registerIdempotency(app, database.db);
  core.addJob(idempotencyCleanupJob(database.db));
  for (const feature of features) await feature.register(app, { core, events, ports });
  ports.seal();
  await registerWeb(app, webRoot ?? webDistFolder);
  // Each job's run under way ends before the database closes (main.ts closes it after the app).
  if (runJobs) startJobs(app, jobs, runJobs === 'once-serving' ? JOBS_AFTER_LISTENING : 'ready');
  return app;
}
