import { dashboardRoutes } from './dashboard.routes.ts';
import { createDashboardService } from './dashboard.service.ts';
import type { App, FeatureDeps } from '../../core.ts';

/** The dashboard's figures, gathered from the features that own them. */
export async function register(app: App, { ports }: FeatureDeps): Promise<void> {
  const dashboard = createDashboardService({ memberFigures: ports.of('bookings').memberFigures, pendingReports: ports.of('damageReports').pendingCount });
  await app.register(dashboardRoutes, { dashboard });
}
