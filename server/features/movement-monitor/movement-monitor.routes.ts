import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MovementMonitorService } from './movement-monitor.service.ts';
import { movementMonitorEndpoints } from '../../../contract/movement-monitor.endpoints.ts';
import { requireAdmin } from '../../plugins/authenticate.ts';
import { routeOf } from '../../plugins/route-of.ts';

export const movementMonitorRoutes: FastifyPluginAsyncZod<{ monitor: MovementMonitorService }> = async (app, { monitor }) => {
  app.route({
    ...routeOf(movementMonitorEndpoints.status),
    onRequest: requireAdmin,
    handler: () => monitor.status(),
  });
  app.route({
    ...routeOf(movementMonitorEndpoints.forceCheck),
    onRequest: requireAdmin,
    handler: () => monitor.forceCheck(),
  });
  app.route({
    ...routeOf(movementMonitorEndpoints.start),
    onRequest: requireAdmin,
    handler: () => monitor.start(),
  });
  app.route({
    ...routeOf(movementMonitorEndpoints.stop),
    onRequest: requireAdmin,
    handler: () => monitor.stop(),
  });
};
