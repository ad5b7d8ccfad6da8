import { createAnalyticsRepository } from './analytics.repository.ts';
import { analyticsRoutes } from './analytics.routes.ts';
import { createAnalyticsService } from './analytics.service.ts';
import { createRollUpRepository } from './roll-up.repository.ts';
import { createRollUp, nightOf } from './roll-up.ts';
import type { App, FeatureDeps } from '../../core.ts';
import type { Tx } from '../../events.ts';
import { rollUpJob } from '../../jobs/roll-up.job.ts';

export type { FuelRise } from './roll-up.repository.ts';

/** Fleet Control's figures from the stored positions. */
export async function register(app: App, { core, events, ports }: FeatureDeps): Promise<void> {
  const { config } = core;
  const rollUp = createRollUp({
    repository: createRollUpRepository(core.db),
    speedLimitKmh: config.speedLimitKmh,
    // Positions stay up to a week past the retention (docs/decisions/025).
    historyDays: () => ports.of('settings').service().positionRetentionDays + 7,
  });
  const advanceOdometers = async (tx: Tx, driven: { vehicleId: number; km: number }[]) => {
    for (const { vehicleId, km } of driven) await events.publish(tx, 'vehicle.driven', { vehicleId, km });
  };
  core.addJob(rollUpJob(async () => ({ ...(await rollUp.run()), gpsOdometers: (await rollUp.countGpsKm(advanceOdometers)).length })));
  ports.provide('fleetFigures', {
    kmBetween: async (vehicleId, from, to) =>
      [...((await rollUp.use([vehicleId], { from, to })).get(vehicleId)?.values() ?? [])].reduce((km, d) => km + d.km, 0),
    fuelRises: (vehicleIds, from, to) => rollUp.fuelRises(vehicleIds, { from, to }),
    kmOf: async (vehicleIds, from, to) =>
      new Map([...(await rollUp.use(vehicleIds, { from, to }))].map(([id, days]) => [id, [...days.values()].reduce((km, d) => km + d.km, 0)])),
    speedingRuns: (vehicleId, from, to) => rollUp.speedingRuns(vehicleId, { from, to }),
    nightMovement: async (vehicleIds, day) => ({ ...nightOf(day), moved: await rollUp.night(vehicleIds, day) }),
    speedLimitKmh: () => config.speedLimitKmh,
  });
  const analytics = createAnalyticsService({
    findVehicle: ports.of('vehicles').findVehicle,
    addressOf: ports.of('tracker').addressOf,
    repository: createAnalyticsRepository(core.db),
    rollUp,
    speedLimitKmh: config.speedLimitKmh,
    onlineMinutes: config.trackingOnlineMinutes,
    provider: config.trackingProvider,
  });
  await app.register(analyticsRoutes, { analytics, provider: config.trackingProvider });
}
