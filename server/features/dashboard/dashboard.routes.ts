import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { stats } from '../../../contract/dashboard.contract.ts';
import { errorBody } from '../../../contract/errors.contract.ts';
import { authOf } from '../../plugins/authenticate.ts';
import type { DashboardService } from './dashboard.service.ts';

export const dashboardRoutes: FastifyPluginAsyncZod<{ dashboard: DashboardService }> = async (app, { dashboard }) => {
  app.get('/api/stats', {
    schema: { tags: ['dashboard'], summary: 'The dashboard figures', response: { 200: stats, 401: errorBody } },
    handler: (request) => dashboard.stats(authOf(request)),
  });
};
