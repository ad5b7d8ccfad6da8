import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { VehicleChecksService } from './vehicle-checks.service.ts';
import { vehicleChecksEndpoints } from '../../../contract/vehicle-checks.endpoints.ts';
import { authOf, requireAdmin } from '../../plugins/authenticate.ts';
import { routeOf } from '../../plugins/route-of.ts';

export const vehicleChecksRoutes: FastifyPluginAsyncZod<{ checks: VehicleChecksService }> = async (app, { checks }) => {
  app.route({
    ...routeOf(vehicleChecksEndpoints.templates),
    onRequest: requireAdmin,
    handler: (request) => checks.templates(authOf(request)),
  });
  app.route({
    ...routeOf(vehicleChecksEndpoints.saveTemplate),
    onRequest: requireAdmin,
    handler: (request) => checks.saveTemplate(authOf(request), request.params.category, request.body),
  });
  app.route({
    ...routeOf(vehicleChecksEndpoints.forBooking),
    handler: (request) => checks.forBooking(authOf(request), request.params.id),
  });
  app.route({
    ...routeOf(vehicleChecksEndpoints.submit),
    handler: async (request, reply) => {
      const { created, check } = await checks.submit(authOf(request), request.params.id, request.body);
      return reply.status(created ? 201 : 200).send(check);
    },
  });
  app.route({
    ...routeOf(vehicleChecksEndpoints.waive),
    onRequest: requireAdmin,
    handler: (request) => checks.waive(authOf(request), request.params.id, request.body.reason),
  });
};
