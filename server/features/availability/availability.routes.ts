import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AvailabilityService } from './availability.service.ts';
import type { FleetAvailabilityService } from './fleet-availability.service.ts';
import { availabilityEndpoints } from '../../../contract/availability.endpoints.ts';
import { authOf, requireAdmin } from '../../plugins/authenticate.ts';
import { routeOf } from '../../plugins/route-of.ts';

interface Options {
  availability: AvailabilityService;
  fleet: FleetAvailabilityService;
}

export const availabilityRoutes: FastifyPluginAsyncZod<Options> = async (app, { availability, fleet }) => {
  app.route({
    ...routeOf(availabilityEndpoints.availability),
    handler: (request) => fleet.availability(authOf(request), request.query.date),
  });
  app.route({
    ...routeOf(availabilityEndpoints.diary),
    handler: (request) => fleet.diary(authOf(request), request.query.date, request.query.view, request.query.vehicleId),
  });
  app.route({
    ...routeOf(availabilityEndpoints.overview),
    handler: (request) => fleet.overview(request.query.date),
  });

  app.route({
    ...routeOf(availabilityEndpoints.listEvents),
    handler: () => availability.listEvents(),
  });
  app.route({
    ...routeOf(availabilityEndpoints.createEvent),
    onRequest: requireAdmin,
    handler: async (request, reply) => reply.status(201).send(await availability.createEvent(authOf(request), request.body)),
  });
  app.route({
    ...routeOf(availabilityEndpoints.updateEvent),
    onRequest: requireAdmin,
    handler: (request) => availability.updateEvent(authOf(request), request.params.id, request.body),
  });
  app.route({
    ...routeOf(availabilityEndpoints.deleteEvent),
    onRequest: requireAdmin,
    handler: async (request) => {
      await availability.deleteEvent(authOf(request), request.params.id);
      return { success: true as const };
    },
  });

  app.route({
    ...routeOf(availabilityEndpoints.listRules),
    handler: () => availability.listRules(),
  });
  app.route({
    ...routeOf(availabilityEndpoints.createRule),
    onRequest: requireAdmin,
    handler: async (request, reply) => reply.status(201).send(await availability.createRule(authOf(request), request.body)),
  });
  app.route({
    ...routeOf(availabilityEndpoints.deleteRule),
    onRequest: requireAdmin,
    handler: async (request) => {
      await availability.deleteRule(authOf(request), request.params.id);
      return { success: true as const };
    },
  });
};
