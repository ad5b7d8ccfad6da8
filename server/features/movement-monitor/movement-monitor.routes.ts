import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../../contract/errors.contract.ts';
import { movementMonitorAction, movementMonitorStatus } from '../../../contract/movement-monitor.contract.ts';
import { requireAdmin } from '../../plugins/authenticate.ts';
import type { MovementMonitorService } from './movement-monitor.service.ts';

const refusals = { 401: errorBody, 403: errorBody };

export const movementMonitorRoutes: FastifyPluginAsyncZod<{ monitor: MovementMonitorService }> = async (app, { monitor }) => {
  const tags = ['movement-monitor'];
  app.get('/api/admin/movement-monitor/status', {
    onRequest: requireAdmin,
    schema: { tags, summary: 'Whether the monitor runs, what it watches, and its last and next check', response: { 200: movementMonitorStatus, ...refusals } },
    handler: () => monitor.status(),
  });
  app.post('/api/admin/movement-monitor/force-check', {
    onRequest: requireAdmin,
    schema: { tags, summary: 'Check now, running or not', response: { 200: movementMonitorAction, ...refusals } },
    handler: () => monitor.forceCheck(),
  });
  app.post('/api/admin/movement-monitor/start', {
    onRequest: requireAdmin,
    schema: { tags, summary: 'Start checking every interval (on every instance, run once each time)', response: { 200: movementMonitorAction, ...refusals } },
    handler: () => monitor.start(),
  });
  app.post('/api/admin/movement-monitor/stop', {
    onRequest: requireAdmin,
    schema: { tags, summary: 'Stop the checks; vehicles already set in_use keep their status', response: { 200: movementMonitorAction, ...refusals } },
    handler: () => monitor.stop(),
  });
};
