import type { App } from '../../core.ts';
import { dashboardRoutes } from './dashboard.routes.ts';
import { createDashboardService, type DashboardDeps } from './dashboard.service.ts';

/** The dashboard's figures, gathered from the features that own them. */
export async function register(app: App, deps: DashboardDeps): Promise<void> {
  await app.register(dashboardRoutes, { dashboard: createDashboardService(deps) });
}
