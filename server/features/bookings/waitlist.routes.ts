import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { WaitlistService } from './waitlist.service.ts';
import { waitlistEndpoints as endpoints } from '../../../contract/waitlist.endpoints.ts';
import { authOf } from '../../plugins/authenticate.ts';
import { routeOf } from '../../plugins/route-of.ts';

export const waitlistRoutes: FastifyPluginAsyncZod<{ waitlist: WaitlistService }> = async (app, { waitlist }) => {
  app.route({
    ...routeOf(endpoints.join),
    handler: async (request, reply) => reply.status(201).send(await waitlist.join(authOf(request), request.body)),
  });
  app.route({ ...routeOf(endpoints.mine), handler: (request) => waitlist.mine(authOf(request)) });
  app.route({
    ...routeOf(endpoints.leave),
    handler: async (request, reply) => {
      await waitlist.leave(authOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  });
  app.route({
    ...routeOf(endpoints.accept),
    handler: async (request, reply) => reply.status(201).send(await waitlist.accept(authOf(request), request.params.id)),
  });
};
