import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FuelService } from './fuel.service.ts';
import type { ProgramsService } from './programs.service.ts';
import type { WorkOrdersService } from './work-orders.service.ts';
import { maintenanceEndpoints } from '../../../contract/maintenance.endpoints.ts';
import { authOf, requireAdmin } from '../../plugins/authenticate.ts';
import { routeOf } from '../../plugins/route-of.ts';

export const maintenanceRoutes: FastifyPluginAsyncZod<{ workOrders: WorkOrdersService; programs: ProgramsService; fuel: FuelService }> = async (
  app,
  { workOrders, programs, fuel },
) => {
  app.route({
    ...routeOf(maintenanceEndpoints.addFuel),
    bodyLimit: 16 * 1024 * 1024,
    handler: async (request, reply) => reply.status(201).send(await fuel.add(authOf(request), request.params.id, request.body)),
  });
  app.route({
    ...routeOf(maintenanceEndpoints.fuel),
    onRequest: requireAdmin,
    handler: (request) => fuel.list(authOf(request), request.params.id),
  });
  app.route({
    ...routeOf(maintenanceEndpoints.vehicleCosts),
    onRequest: requireAdmin,
    handler: (request) => fuel.costs(authOf(request), request.query.month),
  });
  app.route({
    ...routeOf(maintenanceEndpoints.allPrograms),
    onRequest: requireAdmin,
    handler: (request) => programs.allPrograms(authOf(request)),
  });
  app.route({
    ...routeOf(maintenanceEndpoints.programs),
    onRequest: requireAdmin,
    handler: (request) => programs.programs(authOf(request), request.params.category),
  });
  app.route({
    ...routeOf(maintenanceEndpoints.savePrograms),
    onRequest: requireAdmin,
    handler: (request) => programs.savePrograms(authOf(request), request.params.category, request.body.programs),
  });
  app.route({
    ...routeOf(maintenanceEndpoints.fleetMaintenance),
    onRequest: requireAdmin,
    handler: (request) => programs.fleetMaintenance(authOf(request)),
  });
  app.route({
    ...routeOf(maintenanceEndpoints.vehicleMaintenance),
    handler: (request) => programs.vehicleMaintenance(request.params.id),
  });
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
