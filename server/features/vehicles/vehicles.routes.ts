import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { VehiclesService } from './vehicles.service.ts';
import { vehiclesEndpoints } from '../../../contract/vehicles.endpoints.ts';
import { authOf, requireAdmin } from '../../plugins/authenticate.ts';
import { routeOf } from '../../plugins/route-of.ts';

export const vehiclesRoutes: FastifyPluginAsyncZod<{ vehicles: VehiclesService }> = async (app, { vehicles }) => {
  app.route({
    ...routeOf(vehiclesEndpoints.list),
    handler: (request) => vehicles.list(authOf(request)),
  });
  app.route({
    ...routeOf(vehiclesEndpoints.create),
    onRequest: requireAdmin,
    handler: async (request, reply) => reply.status(201).send(await vehicles.create(authOf(request), request.body)),
  });
  app.route({
    ...routeOf(vehiclesEndpoints.update),
    onRequest: requireAdmin,
    handler: (request) => vehicles.update(authOf(request), request.params.id, request.body),
  });
  app.route({
    ...routeOf(vehiclesEndpoints.retire),
    onRequest: requireAdmin,
    handler: (request) => vehicles.retire(authOf(request), request.params.id),
  });
  app.route({
    ...routeOf(vehiclesEndpoints.checkInCode),
    onRequest: requireAdmin,
    handler: (request) => vehicles.checkInCode(authOf(request), request.params.id),
  });
};
