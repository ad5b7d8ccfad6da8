import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FuelService } from './fuel.service.ts';
import type { ProgramsService } from './programs.service.ts';
import type { WorkOrdersService } from './work-orders.service.ts';
import { maintenanceEndpoints } from '../../../contract/maintenance.endpoints.ts';
import { contentDisposition } from '../../content-disposition.ts';
import { authOf, requireAdmin } from '../../plugins/authenticate.ts';
import { routeOf } from '../../plugins/route-of.ts';
import { readUploadForm } from '../documents/index.ts';

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
  app.route({
    ...routeOf(maintenanceEndpoints.addWorkOrderFile),
    onRequest: requireAdmin,
    handler: async (request, reply) => reply.status(201).send(await workOrders.addFile(authOf(request), request.params.id, () => readUploadForm(request))),
  });
  app.route({
    ...routeOf(maintenanceEndpoints.workOrderFile),
    onRequest: requireAdmin,
    handler: async (request, reply) => {
      const file = await workOrders.file(authOf(request), request.params.id, request.params.fileId);
      return reply
        .type(file.contentType)
        .header('content-disposition', contentDisposition(request.query.download === '1' ? 'attachment' : 'inline', file.fileName))
        .header('cache-control', 'private, no-store')
        .send(file.data);
    },
  });
  app.route({
    ...routeOf(maintenanceEndpoints.removeWorkOrderFile),
    onRequest: requireAdmin,
    handler: (request) => workOrders.removeFile(authOf(request), request.params.id, request.params.fileId),
  });
};
