import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CrewService } from './crew.service.ts';
import { crewEndpoints } from '../../../contract/crew.endpoints.ts';
import { authOf, requireAdmin } from '../../plugins/authenticate.ts';
import { routeOf } from '../../plugins/route-of.ts';

export const crewRoutes: FastifyPluginAsyncZod<{ crew: CrewService }> = async (app, { crew }) => {
  app.route({
    ...routeOf(crewEndpoints.seats),
    onRequest: requireAdmin,
    handler: (request) => crew.getSeats(authOf(request), request.params.category),
  });
  app.route({
    ...routeOf(crewEndpoints.setSeats),
    onRequest: requireAdmin,
    handler: (request) => crew.setSeats(authOf(request), request.params.category, request.body.seats),
  });
  app.route({
    ...routeOf(crewEndpoints.crew),
    handler: (request) => crew.crew(authOf(request), request.params.id),
  });
  app.route({
    ...routeOf(crewEndpoints.join),
    handler: async (request, reply) => reply.status(201).send(await crew.join(authOf(request), request.params.id, request.body.seat)),
  });
  app.route({
    ...routeOf(crewEndpoints.leave),
    handler: (request) => crew.leave(authOf(request), request.params.id, request.params.seat),
  });
  app.route({
    ...routeOf(crewEndpoints.candidates),
    handler: (request) => crew.candidates(authOf(request), request.params.id, request.query.seat, request.query.q ?? ''),
  });
  app.route({
    ...routeOf(crewEndpoints.invite),
    handler: async (request, reply) => reply.status(201).send(await crew.invite(authOf(request), request.params.id, request.body.seat, request.body.userId)),
  });
  app.route({
    ...routeOf(crewEndpoints.incomplete),
    onRequest: requireAdmin,
    handler: (request) => crew.incomplete(authOf(request)),
  });
  app.route({
    ...routeOf(crewEndpoints.alerts),
    handler: (request) => crew.alerts(authOf(request)),
  });
  app.route({
    ...routeOf(crewEndpoints.setAlerts),
    handler: (request) => crew.setAlerts(authOf(request), request.body),
  });
};
