import { publicConfig } from './auth.contract.ts';
import { endpoint } from './endpoint.ts';
import { health } from './health.contract.ts';

/** The endpoints of system (server/features/system/system.routes.ts). */
export const systemEndpoints = {
  health: endpoint({
    method: 'GET',
    path: '/api/health',
    tags: ['system'],
    summary: 'Liveness and database reachability',
    responses: { 200: health, 503: health },
  }),
  config: endpoint({ method: 'GET', path: '/api/config', tags: ['system'], summary: 'What the sign-in page needs to know', responses: { 200: publicConfig } }),
};
