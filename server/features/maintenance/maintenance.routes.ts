import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { WorkOrdersService } from './work-orders.service.ts';
import { maintenanceEndpoints } from '../../../contract/maintenance.endpoints.ts';
import { authOf, requireAdmin } from '../../plugins/authenticate.ts';
import { routeOf } from '../../plugins/route-of.ts';

export const maintenanceRoutes: FastifyPluginAsyncZod<{ workOrders: WorkOrdersService }> = async (app, { workOrders }) => {
  app.route({
    ...routeOf(maintenanceEndpoints.workOrders),
    onRequest: requireAdmin,
    handler: (request) => workOrders.list(authOf(request), request.query),
  });
  app.route({
    ...routeOf(maintenanceEndpoints.createWorkOrder),
    onRequest: requireAdmin,
    handler: async (request, reply) => reply.status(201).send(await workOrders.create(authOf(request), request.body)),
  });
  app.route({
    ...routeOf(maintenanceEndpoints.updateWorkOrder),
    onRequest: requireAdmin,
    handler: (request) => workOrders.update(authOf(request), request.params.id, request.body),
  });
};
