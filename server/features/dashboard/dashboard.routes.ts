import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DashboardService } from './dashboard.service.ts';
import { dashboardEndpoints } from '../../../contract/dashboard.endpoints.ts';
import { authOf } from '../../plugins/authenticate.ts';
import { routeOf } from '../../plugins/route-of.ts';

export const dashboardRoutes: FastifyPluginAsyncZod<{ dashboard: DashboardService }> = async (app, { dashboard }) => {
  app.route({
    ...routeOf(dashboardEndpoints.stats),
    handler: (request) => dashboard.stats(authOf(request)),
  });
};
