import type { App, Core } from '../../core.ts';
import { createAnalyticsRepository } from './analytics.repository.ts';
import { analyticsRoutes } from './analytics.routes.ts';
import { createAnalyticsService, type AnalyticsDeps } from './analytics.service.ts';

/** Fleet Control's figures from the stored positions. */
export async function register(app: App, { core, ...deps }: Pick<AnalyticsDeps, 'findVehicle' | 'addressOf'> & { core: Core }): Promise<void> {
  const { config } = core;
  const analytics = createAnalyticsService({
    ...deps,
    repository: createAnalyticsRepository(core.db),
    speedLimitKmh: config.speedLimitKmh,
    onlineMinutes: config.trackingOnlineMinutes,
    provider: config.trackingProvider,
  });
  await app.register(analyticsRoutes, { analytics, provider: config.trackingProvider });
}
