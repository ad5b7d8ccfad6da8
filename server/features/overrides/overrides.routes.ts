import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OverridesService } from './overrides.service.ts';
import { overridesEndpoints } from '../../../contract/overrides.endpoints.ts';
import { authOf, requireAdmin } from '../../plugins/authenticate.ts';
import { routeOf } from '../../plugins/route-of.ts';

export const overridesRoutes: FastifyPluginAsyncZod<{ overrides: OverridesService }> = async (app, { overrides }) => {
  app.route({
    ...routeOf(overridesEndpoints.request),
    handler: async (request, reply) => reply.status(201).send(await overrides.request(authOf(request), request.body)),
  });
  app.route({
    ...routeOf(overridesEndpoints.mine),
    handler: (request) => overrides.mine(authOf(request)),
  });
  app.route({
    ...routeOf(overridesEndpoints.cancel),
    handler: (request) => overrides.cancel(authOf(request), request.params.id),
  });
  app.route({
    ...routeOf(overridesEndpoints.list),
    onRequest: requireAdmin,
    handler: (request) => overrides.list(authOf(request), request.query.status),
  });
  app.route({
    ...routeOf(overridesEndpoints.approve),
    onRequest: requireAdmin,
    handler: (request) => overrides.approve(authOf(request), request.params.id, request.body?.notes),
  });
  app.route({
    ...routeOf(overridesEndpoints.reject),
    onRequest: requireAdmin,
    handler: (request) => overrides.reject(authOf(request), request.params.id, request.body.reason),
  });
};
