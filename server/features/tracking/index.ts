import type { FastifyBaseLogger } from 'fastify';
import { createPositionPartitions } from './position-partitions.repository.ts';
import { createPositionRetention } from './position-retention.ts';
import { createTrackingHub } from './tracking-stream.ts';
import { createTrackingRepository, DEVICE_COMMAND_CHANNEL, VEHICLE_POSITION_CHANNEL } from './tracking.repository.ts';
import { trackingRoutes } from './tracking.routes.ts';
import { createTrackingService } from './tracking.service.ts';
import { createGazetteerGeocoder, distanceKm, type Geocoder } from '../../adapters/geocoder.adapter.ts';
import { createNominatimGeocoder } from '../../adapters/nominatim.adapter.ts';
import type { App, Core, FeatureDeps } from '../../core.ts';
import { positionRetentionJob } from '../../jobs/position-retention.job.ts';

/** OsmAnd ingestion, the live tracking record and stream, tracker connections, position retention. */
export async function register(app: App, { core, events, ports }: FeatureDeps): Promise<void> {
  const { config } = core;
  const geocoder = geocoderOf(core, app.log);
  const trackingRepository = createTrackingRepository(core.db);
  const tracking = createTrackingService({
    tracking: trackingRepository,
    publicUrl: config.publicUrl,
    geocoder,
    onlineMinutes: config.trackingOnlineMinutes,
    recordChange: ports.of('audit').recordChange,
    measure: { stored: () => core.metrics.positionsStored.inc(), dropped: (reason) => core.metrics.positionsRefused.inc({ reason }) },
  });
  const hub = createTrackingHub({ recordsOf: tracking.recordsOf, positionCursor: tracking.positionCursor }, (error) =>
    app.log.warn({ err: error }, 'live tracking update failed'),
  );
  await core.listen(VEHICLE_POSITION_CHANNEL, { onMessage: (id) => hub.changed(Number(id)), onState: () => undefined });
  await core.listen(DEVICE_COMMAND_CHANNEL, { onMessage: (id) => tracking.forgetDevice(Number(id)), onState: tracking.setTrackerCacheEnabled });
  await app.register(trackingRoutes, { tracking, hub });
  events.within(
    'damage.reported',
    'tracking',
    "a damage report holds its booking's positions until an admin releases them",
    async ({ reportId, bookingId }, tx) => {
      if (bookingId !== null) await createTrackingRepository(tx).holdForDamage(tx, bookingId, `Damage report #${reportId}`);
    },
  );
  const retention = createPositionRetention({
    partitions: createPositionPartitions(core.db),
    retentionDays: () => ports.of('settings').service().positionRetentionDays,
  });
  core.addJob(positionRetentionJob(() => retention.run()));
  ports.provide('tracker', {
    deviceStatusOf: tracking.immobilizerStatusOf,
    drivingSpeedOf: tracking.drivingSpeedOf,
    sendCommand: tracking.sendCommand,
    latestCommandOf: tracking.latestCommandOf,
    addressOf: (latitude, longitude) => geocoder.addressOf(latitude, longitude),
    fuelAround: (vehicleId, at, spanMs) => trackingRepository.fuelAround(vehicleId, at, spanMs),
    metresFromVehicle: async (vehicleId, latitude, longitude) => {
      const state = (await trackingRepository.latestOf(vehicleId))?.state;
      return state ? distanceKm(state.latitude, state.longitude, latitude, longitude) * 1000 : null;
    },
  });
}

/** The Nominatim-compatible service when GEOCODER_URL is set, with the offline gazetteer beneath; else the gazetteer. */
function geocoderOf(core: Core, log: FastifyBaseLogger): Geocoder {
  const offline = createGazetteerGeocoder();
  if (!core.config.geocoderUrl) return offline;
  const online = createNominatimGeocoder({
    url: core.config.geocoderUrl,
    fallback: offline,
    userAgent: `MedFleet/${core.version} (${core.config.publicUrl})`,
    onError: (error) => log.warn({ err: error }, 'geocoder lookup failed; the offline address stands'),
  });
  core.onClose(() => online.close());
  return online;
}
