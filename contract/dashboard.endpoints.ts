import { stats } from './dashboard.contract.ts';
import { endpoint } from './endpoint.ts';
import { errorBody } from './errors.contract.ts';

/** The endpoints of dashboard (server/features/dashboard/dashboard.routes.ts). */
export const dashboardEndpoints = {
  stats: endpoint({ method: 'GET', path: '/api/stats', tags: ['dashboard'], summary: 'The dashboard figures', responses: { 200: stats, 401: errorBody } }),
};
