import { publicConfig } from './auth.contract.ts';
import { endpoint } from './endpoint.ts';
import { health, readiness } from './health.contract.ts';

/** The endpoints of system (server/features/system/system.routes.ts). */
export const systemEndpoints = {
  health: endpoint({
    method: 'GET',
    path: '/api/health',
    tags: ['system'],
    summary: 'Liveness and database reachability',
    responses: { 200: health, 503: health },
  }),
  ready: endpoint({
    method: 'GET',
    path: '/api/health/ready',
    tags: ['system'],
    summary: 'Readiness for a load balancer: database reachable, migrations done, not shutting down',
    responses: { 200: readiness, 503: readiness },
  }),
  config: endpoint({ method: 'GET', path: '/api/config', tags: ['system'], summary: 'What the sign-in page needs to know', responses: { 200: publicConfig } }),
};
