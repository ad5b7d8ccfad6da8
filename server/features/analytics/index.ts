import { createAnalyticsRepository } from './analytics.repository.ts';
import { analyticsRoutes } from './analytics.routes.ts';
import { createAnalyticsService } from './analytics.service.ts';
import type { App, FeatureDeps } from '../../core.ts';

/** Fleet Control's figures from the stored positions. */
export async function register(app: App, { core, ports }: FeatureDeps): Promise<void> {
  const { config } = core;
  const analytics = createAnalyticsService({
    findVehicle: ports.of('vehicles').findVehicle,
    addressOf: ports.of('tracker').addressOf,
    repository: createAnalyticsRepository(core.db),
    speedLimitKmh: config.speedLimitKmh,
    onlineMinutes: config.trackingOnlineMinutes,
    provider: config.trackingProvider,
  });
  await app.register(analyticsRoutes, { analytics, provider: config.trackingProvider });
}
