import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { PublicConfig } from '../contract/auth.contract.ts';
import { createOidcAdapter, type OidcAdapter } from './adapters/oidc.adapter.ts';
import { startBookingLifecycle } from './jobs/booking-lifecycle.job.ts';
import { startLicenceExpiryNotices } from './jobs/licence-expiry.job.ts';
import { startMovementMonitor } from './jobs/movement-monitor.job.ts';
import { startPositionRetention } from './jobs/position-retention.job.ts';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { createAuthService } from './features/auth/auth.service.ts';
import { createSessionCache } from './features/auth/session-cache.ts';
import { createSessionTokens } from './features/auth/session-tokens.ts';
import { createSessionsRepository } from './features/auth/sessions.repository.ts';
import { createNotificationsRepository } from './features/notifications/notifications.repository.ts';
import { notificationsRoutes } from './features/notifications/notifications.routes.ts';
import { createNotificationsService } from './features/notifications/notifications.service.ts';
import { createAgreementsRepository } from './features/agreements/agreements.repository.ts';
import { agreementsRoutes } from './features/agreements/agreements.routes.ts';
import { createAgreementsService } from './features/agreements/agreements.service.ts';
import { createAvailabilityRepository } from './features/availability/availability.repository.ts';
import { availabilityRoutes } from './features/availability/availability.routes.ts';
import { createAvailabilityService } from './features/availability/availability.service.ts';
import { createFleetAvailabilityRepository } from './features/availability/fleet-availability.repository.ts';
import { createFleetAvailabilityService } from './features/availability/fleet-availability.service.ts';
import { createApprovalsService } from './features/bookings/approvals.service.ts';
import { createBookingsRepository } from './features/bookings/bookings.repository.ts';
import { bookingsRoutes } from './features/bookings/bookings.routes.ts';
import { createBookingsService } from './features/bookings/bookings.service.ts';
import { createDamageReportsRepository } from './features/damage-reports/damage-reports.repository.ts';
import { damageReportsRoutes } from './features/damage-reports/damage-reports.routes.ts';
import { createDamageReportsService } from './features/damage-reports/damage-reports.service.ts';
import { createGazetteerGeocoder, type Geocoder } from './adapters/geocoder.adapter.ts';
import { createNominatimGeocoder } from './adapters/nominatim.adapter.ts';
import { createOcr } from './adapters/ocr.adapter.ts';
import { createAnalyticsRepository } from './features/analytics/analytics.repository.ts';
import { analyticsRoutes } from './features/analytics/analytics.routes.ts';
import { createAnalyticsService } from './features/analytics/analytics.service.ts';
import { createCodeHasher, createCodeSealer } from './features/immobilizer/immobilizer-codes.ts';
import { createImmobilizerRepository } from './features/immobilizer/immobilizer.repository.ts';
import { immobilizerRoutes } from './features/immobilizer/immobilizer.routes.ts';
import { createImmobilizerService } from './features/immobilizer/immobilizer.service.ts';
import { createMovementMonitorRepository } from './features/movement-monitor/movement-monitor.repository.ts';
import { movementMonitorRoutes } from './features/movement-monitor/movement-monitor.routes.ts';
import { createMovementMonitorService } from './features/movement-monitor/movement-monitor.service.ts';
import { createTrackingRepository, DEVICE_COMMAND_CHANNEL, VEHICLE_POSITION_CHANNEL } from './features/tracking/tracking.repository.ts';
import { createTrackingHub } from './features/tracking/tracking-stream.ts';
import { trackingRoutes } from './features/tracking/tracking.routes.ts';
import { createTrackingService } from './features/tracking/tracking.service.ts';
import { createLicenceAnalysisService } from './features/licences/licence-analysis.service.ts';
import { photoCaptureRoutes } from './features/licences/photo-capture.routes.ts';
import { createPhotoCaptureService, createUploadSignals } from './features/licences/photo-capture.service.ts';
import { createPhotoCapturesRepository, PHOTO_CAPTURED_CHANNEL } from './features/licences/photo-captures.repository.ts';
import { createLicencesRepository } from './features/licences/licences.repository.ts';
import { licencesRoutes } from './features/licences/licences.routes.ts';
import { createLicencesService } from './features/licences/licences.service.ts';
import { createHebrewCalendarRepository } from './features/hebrew-calendar/hebrew-calendar.repository.ts';
import { hebrewCalendarRoutes } from './features/hebrew-calendar/hebrew-calendar.routes.ts';
import { createHebrewCalendarService } from './features/hebrew-calendar/hebrew-calendar.service.ts';
import { calendarExportRoutes } from './features/calendar-export/calendar-export.routes.ts';
import { createCalendarExportService } from './features/calendar-export/calendar-export.service.ts';
import { createCalendarFeedsRepository } from './features/calendar-export/calendar-feeds.repository.ts';
import { systemRoutes } from './features/system/system.routes.ts';
import { createUsersRepository } from './features/users/users.repository.ts';
import { usersRoutes } from './features/users/users.routes.ts';
import { createVehiclesRepository } from './features/vehicles/vehicles.repository.ts';
import { vehiclesRoutes } from './features/vehicles/vehicles.routes.ts';
import { createVehiclesService } from './features/vehicles/vehicles.service.ts';
import { createUsersService } from './features/users/users.service.ts';
import { projectRoot, webDistFolder } from './paths.ts';
import { registerAccessGate } from './plugins/authenticate.ts';
import { registerInputGuard } from './plugins/input-guard.plugin.ts';
import { registerDocs } from './plugins/docs.plugin.ts';
import { registerErrorHandling } from './plugins/errors.plugin.ts';
import { registerSecurity } from './plugins/security.plugin.ts';
import { registerWeb } from './plugins/web.plugin.ts';

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
}

const version = (JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as { version: string }).version;

/** Fired by the triggers of migration 0001 with the id of a changed user. */
const AUTH_CHANGED_CHANNEL = 'auth_changed';

/** 1 MiB: enough for every JSON body the API takes; larger uploads set their own limit. */
const BODY_LIMIT = 1024 * 1024;

/** Builds the whole app without listening: production and tests use the same one. */
export async function buildApp({ config, database, sessionSecret, oidc, webRoot, runJobs = false }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT,
    // Per-request lines only when debugging: at info level they would cost more than the requests.
    logController: new LogController({ disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace' }),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('auth', null);
  registerErrorHandling(app);
  registerInputGuard(app);

  await registerSecurity(app, { tileUrl: config.tileUrl, https: config.publicUrl.startsWith('https://') });
  await app.register(cookie);
  // Routes that take files read them with request.parts() and their own limits.
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 10, fields: 30, parts: 40 } });
  await registerDocs(app, version);

  const { db } = database;
  const provider = oidc ?? (config.oidc && createOidcAdapter(config.oidc, `${config.publicUrl}/api/auth/${config.oidc.slug}/callback`));
  const usersRepository = createUsersRepository(db);
  const sessionCache = createSessionCache();
  const stopListening = await database.listen(AUTH_CHANGED_CHANNEL, {
    onMessage: (userId) => sessionCache.forgetUser(Number(userId)),
    onState: (listening) => {
      sessionCache.setEnabled(listening);
      if (!listening) app.log.warn('auth change notifications lost: session cache off until they return');
    },
  });
  app.addHook('onClose', () => stopListening());
  const auth = createAuthService({
    config,
    sessions: createSessionsRepository(db),
    users: usersRepository,
    tokens: createSessionTokens(sessionSecret, config.sessionTtlSeconds),
    oidc: provider,
    cache: sessionCache,
  });
  registerAccessGate(app, auth);
  const users = createUsersService({
    users: usersRepository,
    ownerEmail: config.ownerEmail,
    revokeAllSessions: auth.revokeAllSessions,
    forgetUser: auth.forgetUser,
  });
  const notifications = createNotificationsService(createNotificationsRepository(db));
  const vehiclesRepository = createVehiclesRepository(db);
  const geocoder = geocoderOf(config, app);
  const tracking = createTrackingService({ tracking: createTrackingRepository(db), publicUrl: config.publicUrl, geocoder, onlineMinutes: config.trackingOnlineMinutes, retentionDays: config.positionRetentionDays });
  const immobilizer = createImmobilizerService({
    repository: createImmobilizerRepository(db),
    hasher: createCodeHasher(sessionSecret),
    sealer: createCodeSealer(sessionSecret),
    findVehicle: (id) => vehiclesRepository.findById(id),
    deviceStatusOf: tracking.immobilizerStatusOf,
    drivingSpeedOf: tracking.drivingSpeedOf,
    sendCommand: tracking.sendCommand,
    latestCommandOf: tracking.latestCommandOf,
    notify: notifications.notify,
  });
  notifications.fillInWith('ituran_code', immobilizer.fillInCode);
  const bookingsRepository = createBookingsRepository(db);
  const availability = createAvailabilityService(createAvailabilityRepository(db));
  const adminIds = () => usersRepository.activeAdminIds(config.ownerEmail);
  const bookings = createBookingsService({
    checkCalendar: availability.checkCalendar,
    bookings: bookingsRepository,
    vehicles: vehiclesRepository,
    notify: notifications.notify,
    adminIds,
    findUser: (id) => usersRepository.findById(id),
    maxBookingHours: config.maxBookingHours,
    // Called per request, after damageReports below exists.
    pendingReports: (ctx) => damageReports.pendingCount(ctx),
    onConfirmed: immobilizer.issueCode,
    onEnded: immobilizer.rearm,
  });
  const damageReports = createDamageReportsService({
    reports: createDamageReportsRepository(db),
    getBooking: bookings.get,
    findVehicle: (id) => vehiclesRepository.findById(id),
    setVehicleMaintenance: (id) => vehiclesRepository.setStatus(id, 'maintenance'),
    notify: notifications.notify,
    adminIds,
  });
  const approvals = createApprovalsService({ bookings: bookingsRepository, notify: notifications.notify, onConfirmed: immobilizer.issueCode });

  await app.register(systemRoutes, { database, version, publicConfig: publicConfigOf(config, provider) });
  await app.register(authRoutes, {
    auth,
    publicUrl: config.publicUrl,
    sessionTtlSeconds: config.sessionTtlSeconds,
    rateLimit: config.authRateLimit,
  });
  await app.register(usersRoutes, { users });
  await app.register(notificationsRoutes, { notifications });
  await app.register(vehiclesRoutes, { vehicles: createVehiclesService({ vehicles: vehiclesRepository, hashIturanCode: immobilizer.hashVehicleCode }) });
  await app.register(immobilizerRoutes, { immobilizer, provider: config.trackingProvider });
  await app.register(bookingsRoutes, { bookings, approvals });
  const fleet = createFleetAvailabilityService(createFleetAvailabilityRepository(db));
  await app.register(availabilityRoutes, { availability, fleet });
  const calendarExport = createCalendarExportService({
    feeds: createCalendarFeedsRepository(db),
    getBooking: bookings.get,
    feedOf: bookings.feedOf,
    publicUrl: config.publicUrl,
    serviceName: config.serviceName,
  });
  await app.register(calendarExportRoutes, { calendarExport });
  const agreements = createAgreementsService({
    agreements: createAgreementsRepository(db),
    getBooking: bookings.get,
    findUser: (id) => usersRepository.findById(id),
    findVehicle: (id) => vehiclesRepository.findById(id),
    serviceName: config.serviceName,
  });
  await app.register(agreementsRoutes, { agreements });
  await app.register(damageReportsRoutes, { reports: damageReports });
  const licencesRepository = createLicencesRepository(db);
  const licences = createLicencesService({
    licences: licencesRepository,
    findUser: (id) => usersRepository.findById(id),
    notify: notifications.notify,
  });
  const ocr = createOcr({ workers: config.ocrWorkers });
  app.addHook('onClose', () => ocr.close());
  const analysis = createLicenceAnalysisService({
    licences: licencesRepository,
    ocr,
    forgetUser: auth.forgetUser,
  });
  await app.register(licencesRoutes, { licences, analysis });
  const uploads = createUploadSignals();
  const stopPhotoListening = await database.listen(PHOTO_CAPTURED_CHANNEL, { onMessage: (id) => uploads.signal(id), onState: () => undefined });
  app.addHook('onClose', () => stopPhotoListening());
  const captures = createPhotoCaptureService({ captures: createPhotoCapturesRepository(db), publicUrl: config.publicUrl }, uploads);
  await app.register(photoCaptureRoutes, { captures });
  const hub = createTrackingHub((ids) => tracking.recordsOf(ids), (error) => app.log.warn({ err: error }, 'live tracking update failed'));
  const stopTrackingListening = await database.listen(VEHICLE_POSITION_CHANNEL, { onMessage: (id) => hub.changed(Number(id)), onState: () => undefined });
  app.addHook('preClose', async () => hub.closeAll());
  app.addHook('onClose', () => stopTrackingListening());
  const stopCommandListening = await database.listen(DEVICE_COMMAND_CHANNEL, { onMessage: (id) => tracking.forgetDevice(Number(id)), onState: tracking.setTrackerCacheEnabled });
  app.addHook('onClose', () => stopCommandListening());
  await app.register(trackingRoutes, { tracking, hub });
  const monitor = createMovementMonitorService({
    repository: createMovementMonitorRepository(db),
    notify: notifications.notify,
    adminIds,
    addressOf: (latitude, longitude) => geocoder.addressOf(latitude, longitude),
    intervalSeconds: config.movementCheckSeconds,
    runningAtFirst: config.movementMonitorAtFirst,
    freshMinutes: config.trackingOnlineMinutes,
  });
  await app.register(movementMonitorRoutes, { monitor });
  const analytics = createAnalyticsService({
    repository: createAnalyticsRepository(db),
    findVehicle: (id) => vehiclesRepository.findById(id),
    mileageOf: tracking.mileageOf,
    addressOf: (latitude, longitude) => geocoder.addressOf(latitude, longitude),
    speedLimitKmh: config.speedLimitKmh,
    onlineMinutes: config.trackingOnlineMinutes,
    provider: config.trackingProvider,
  });
  await app.register(analyticsRoutes, { analytics, provider: config.trackingProvider });
  await app.register(hebrewCalendarRoutes, { calendar: createHebrewCalendarService(createHebrewCalendarRepository(db)) });
  await registerWeb(app, webRoot ?? webDistFolder);
  if (runJobs) {
    let stopJobs: (() => void)[] = [];
    app.addHook('onReady', async () => {
      stopJobs = [
        startBookingLifecycle(bookings.advanceLifecycle, config.bookingLifecycleSeconds, app.log),
        startLicenceExpiryNotices(() => licences.generateNotifications(), app.log),
        startMovementMonitor(monitor.tick, config.movementCheckSeconds, app.log),
        startPositionRetention(tracking.pruneOldPositions, app.log),
      ];
    });
    app.addHook('onClose', async () => stopJobs.forEach((stop) => stop()));
  }
  return app;
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

function publicConfigOf(config: Config, provider: OidcAdapter | undefined): PublicConfig {
  return {
    serviceName: config.serviceName,
    sso: provider ? { slug: provider.slug, displayName: provider.displayName } : null,
    devLoginEnabled: config.devLogin.enabled,
    workDomains: config.workDomains,
    dispatchPhone: config.dispatchPhone,
    donateUrl: config.donateUrl,
    tileUrl: config.tileUrl,
    trackingProvider: config.trackingProvider,
  };
}
