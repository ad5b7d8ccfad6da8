import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createGazetteerGeocoder, type Geocoder } from './adapters/geocoder.adapter.ts';
import { createNominatimGeocoder } from './adapters/nominatim.adapter.ts';
import { createOidcAdapter, type OidcAdapter } from './adapters/oidc.adapter.ts';
import type { Config } from './config.ts';
import type { App, Core } from './core.ts';
import type { DatabaseHandle } from './db/client.ts';
import * as agreements from './features/agreements/index.ts';
import * as analytics from './features/analytics/index.ts';
import * as announcement from './features/announcement/index.ts';
import * as audit from './features/audit/index.ts';
import * as auth from './features/auth/index.ts';
import * as availability from './features/availability/index.ts';
import * as bookings from './features/bookings/index.ts';
import * as calendarExport from './features/calendar-export/index.ts';
import * as damageReports from './features/damage-reports/index.ts';
import * as dashboard from './features/dashboard/index.ts';
import * as hebrewCalendar from './features/hebrew-calendar/index.ts';
import * as immobilizer from './features/immobilizer/index.ts';
import * as licences from './features/licences/index.ts';
import * as messaging from './features/messaging/index.ts';
import * as movementMonitor from './features/movement-monitor/index.ts';
import * as notifications from './features/notifications/index.ts';
import * as documents from './features/documents/index.ts';
import * as templates from './features/templates/index.ts';
import * as overrides from './features/overrides/index.ts';
import * as reminders from './features/reminders/index.ts';
import * as serviceSettings from './features/settings/index.ts';
import * as system from './features/system/index.ts';
import * as tracking from './features/tracking/index.ts';
import * as users from './features/users/index.ts';
import * as vehicles from './features/vehicles/index.ts';
import { intervalScheduler, startPeriodicJob, type Scheduler } from './jobs/periodic-job.ts';
import { projectRoot, webDistFolder } from './paths.ts';
import { registerInputGuard } from './plugins/input-guard.plugin.ts';
import { registerDocs } from './plugins/docs.plugin.ts';
import { registerErrorHandling } from './plugins/errors.plugin.ts';
import { registerSecurity } from './plugins/security.plugin.ts';
import { registerWeb } from './plugins/web.plugin.ts';
import { registerCompression } from './plugins/compression.plugin.ts';
import { limitConnectionsPerAddress, proxyAddresses } from './plugins/connection-limits.ts';

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  sessionSecret: string;
  /** Defaults to the provider of config.oidc. */
  oidc?: OidcAdapter;
  /** Serve the built web app from this folder (default dist/web). */
  webRoot?: string;
  /** Run the scheduled jobs (main.ts does; tests call the services directly). */
  runJobs?: boolean;
  /** When the jobs run: a timer by default; tests tick it by hand. */
  scheduler?: Scheduler;
}

const version = (JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as { version: string }).version;

/** 1 MiB: enough for every JSON body the API takes; larger uploads set their own limit. */
const BODY_LIMIT = 1024 * 1024;

/** How often Node looks for requests past their time (its default, 30 s, lets a slow client stay that much longer). */
const CONNECTIONS_CHECK_MS = 2_000;

/** TRUST_PROXY for Fastify: a hop count becomes "the nearest N hops". */
const trustProxyOption = (trust: false | number | string) => (typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust);

/** Builds the whole app without listening: production and tests use the same one. */
export async function buildApp({ config, database, sessionSecret, oidc, webRoot, runJobs = false, scheduler = intervalScheduler }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: BODY_LIMIT,
    // A client that sends a request or its headers one byte at a time is cut off (docs/decisions/022).
    requestTimeout: config.connections.requestTimeoutMs,
    http: { headersTimeout: config.connections.headersTimeoutMs, connectionsCheckingInterval: CONNECTIONS_CHECK_MS },
    // Per-request lines only when debugging: at info level they would cost more than the requests.
    logController: new LogController({ disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace' }),
  }).withTypeProvider<ZodTypeProvider>();
  limitConnectionsPerAddress(app.server, config.connections.perAddress, proxyAddresses(config.trustProxy));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('auth', null);
  registerErrorHandling(app);
  registerInputGuard(app);

  await registerSecurity(app, { tileUrl: config.tileUrl, https: config.publicUrl.startsWith('https://') });
  await registerCompression(app);
  await app.register(cookie);
  // Routes that take files read them with request.parts() and their own limits.
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 10, fields: 30, parts: 40 } });
  await registerDocs(app, version, config.publicUrl);

  const jobs: ((log: FastifyInstance['log']) => () => void)[] = [];
  const core: Core = {
    config,
    database,
    db: database.db,
    sessionSecret,
    version,
    addJob: (job) => void jobs.push((log) => startPeriodicJob(job, log, scheduler)),
    listen: async (channel, handlers) => {
      const stop = await database.listen(channel, handlers);
      app.addHook('onClose', () => stop());
    },
    onClose: (close) => void app.addHook('onClose', async () => close()),
  };
  await registerFeatures(app, core, oidc ?? (config.oidc && createOidcAdapter(config.oidc, `${config.publicUrl}/api/auth/${config.oidc.slug}/callback`)));
  await registerWeb(app, webRoot ?? webDistFolder);
  if (runJobs) {
    let stopJobs: (() => void)[] = [];
    app.addHook('onReady', async () => {
      stopJobs = jobs.map((start) => start(app.log));
    });
    app.addHook('onClose', async () => stopJobs.forEach((stop) => stop()));
  }
  return app;
}

/** Every feature, in the order their needs allow; each gets the core and what earlier ones offer. */
async function registerFeatures(app: App, core: Core, provider: OidcAdapter | undefined): Promise<void> {
  // First: the access gate closes every /api route registered after it.
  const { revokeAllSessions, forgetUser } = await auth.register(app, { core, oidc: provider });
  const { recordChange } = await audit.register(app, { core });
  const { settings, overrideSettings } = await serviceSettings.register(app, { core, recordChange });
  await system.register(app, { core, provider, settings });
  await announcement.register(app, { core, recordChange });
  const { outbound, useRenderer, settingsOf, attachWith, sendToMember, registerTests } = await messaging.register(app, { core });
  const { notify, fillInWith, render } = await notifications.register(app, { core, outbound });
  useRenderer(render);
  const { findUser, adminIds, setLicenceVerified } = await users.register(app, { core, revokeAllSessions, forgetUser, recordChange, settings, notify, sendToMember, fillInWith });
  const { findVehicle, setVehicleStatus, advanceMileage, activeVehicles } = await vehicles.register(app, { core, hashIturanCode: immobilizer.vehicleCodeHasher(core.sessionSecret), recordChange, notify });
  const geocoder = geocoderOf(core.config, app);
  const addressOf = (latitude: number, longitude: number) => geocoder.addressOf(latitude, longitude);
  const device = await tracking.register(app, { core, geocoder });
  const { issueCode, rearm } = await immobilizer.register(app, {
    core,
    fillInWith,
    notify,
    findVehicle,
    deviceStatusOf: device.immobilizerStatusOf,
    drivingSpeedOf: device.drivingSpeedOf,
    sendCommand: device.sendCommand,
    latestCommandOf: device.latestCommandOf,
    recordChange,
  });
  const { checkCalendar } = await availability.register(app, { core, recordChange, notify });
  const { getBooking, endBookingOnReturn, feedOf, memberFigures, probeBooking, createBooking, bookingsStartingBetween, bookingsHoldingBetween } = await bookings.register(app, { core, checkCalendar, findVehicle, activeVehicles, findUser, notify, adminIds, onConfirmed: issueCode, onEnded: rearm, recordChange, settings });
  const { currentTemplate, templateVersion } = await templates.register(app, { core, recordChange });
  const { recordDocument, provideDocuments, settleDocument } = await documents.register(app, {
    core,
    getBooking,
    endBookingOnReturn,
    advanceMileage,
    odometerOf: async (id) => (await findVehicle(id))?.mileage ?? null,
    currentTemplate,
    templateVersion,
    notify,
    recordChange,
  });
  const serviceName = () => settings().serviceName;
  const { pendingReports } = await damageReports.register(app, {
    core,
    recordDocument,
    provideDocuments,
    settleDocument,
    currentTemplate,
    templateVersion,
    serviceName,
    getBooking,
    findVehicle,
    setVehicleMaintenance: (id) => setVehicleStatus(id, 'maintenance'),
    notify,
    adminIds,
  });
  const restrictedPeriods = (from: Date, to: Date) =>
    hebrewCalendar.restrictedPeriodsOverlapping(from, to, { hoursBefore: settings().restrictedHoursBefore, hoursAfter: settings().restrictedHoursAfter });
  await registerTests({ getBooking, findUser });
  reminders.register({ core, bookingsStartingBetween, bookingsHoldingBetween, restrictedPeriods, settingsOf, notify });
  await overrides.register(app, { core, settings: overrideSettings, probeBooking, createBooking, findUser, notify, adminIds, recordChange });
  await dashboard.register(app, { memberFigures, pendingReports });
  await calendarExport.register(app, { core, getBooking, feedOf, findUser, attachWith });
  await agreements.register(app, { core, getBooking, findUser, findVehicle, settings, currentTemplate, templateVersion, recordDocument, provideDocuments, notify, attachWith });
  await licences.register(app, { core, findUser, notify, forgetUser, recordDocument, provideDocuments, setLicenceVerified });
  await movementMonitor.register(app, { core, notify, adminIds, addressOf, settings });
  await analytics.register(app, { core, findVehicle, addressOf });
  await hebrewCalendar.register(app, { core, settings });
}

/** The Nominatim-compatible service when GEOCODER_URL is set, with the offline gazetteer beneath; else the gazetteer. */
function geocoderOf(config: Config, app: FastifyInstance): Geocoder {
  const offline = createGazetteerGeocoder();
  if (!config.geocoderUrl) return offline;
  const online = createNominatimGeocoder({
    url: config.geocoderUrl,
    fallback: offline,
    userAgent: `MedFleet/${version} (${config.publicUrl})`,
    onError: (error) => app.log.warn({ err: error }, 'geocoder lookup failed; the offline address stands'),
  });
  app.addHook('onClose', async () => online.close());
  return online;
}
