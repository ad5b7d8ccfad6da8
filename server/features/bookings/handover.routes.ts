import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { HandoverService } from './handover.service.ts';
import { handoverEndpoints as endpoints } from '../../../contract/handover.endpoints.ts';
import { authOf, requireAdmin } from '../../plugins/authenticate.ts';
import { routeOf } from '../../plugins/route-of.ts';

export const handoverRoutes: FastifyPluginAsyncZod<{ handovers: HandoverService }> = async (app, { handovers }) => {
  app.route({
    ...routeOf(endpoints.offer),
    handler: async (request, reply) => reply.status(201).send(await handovers.offer(authOf(request), request.params.id, request.body)),
  });
  app.route({ ...routeOf(endpoints.list), handler: (request) => handovers.list(authOf(request)) });
  app.route({ ...routeOf(endpoints.accept), handler: (request) => handovers.accept(authOf(request), request.params.id) });
  app.route({
    ...routeOf(endpoints.withdraw),
    handler: async (request, reply) => {
      await handovers.withdraw(authOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  });
  app.route({ ...routeOf(endpoints.approve), onRequest: requireAdmin, handler: (request) => handovers.approve(authOf(request), request.params.id) });
  app.route({
    ...routeOf(endpoints.reject),
    onRequest: requireAdmin,
    handler: (request) => handovers.reject(authOf(request), request.params.id, request.body.reason),
  });
};
