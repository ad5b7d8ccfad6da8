import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ImmobilizerService } from './immobilizer.service.ts';
import { immobilizerEndpoints } from '../../../contract/immobilizer.endpoints.ts';
import { authOf, requireAdmin } from '../../plugins/authenticate.ts';
import { routeOf } from '../../plugins/route-of.ts';

export const immobilizerRoutes: FastifyPluginAsyncZod<{ immobilizer: ImmobilizerService; provider: string }> = async (app, { immobilizer, provider }) => {
  app.route({
    ...routeOf(immobilizerEndpoints.state),
    handler: (request) => immobilizer.state(authOf(request), request.params.id),
  });
  app.route({
    ...routeOf(immobilizerEndpoints.deactivateAsMember),
    handler: (request) => immobilizer.deactivateAsMember(authOf(request), request.params.id, request.body.code),
  });
  app.route({
    ...routeOf(immobilizerEndpoints.activateAsAdmin, { provider }),
    onRequest: requireAdmin,
    handler: (request) => immobilizer.activateAsAdmin(authOf(request), request.params.id),
  });
  app.route({
    ...routeOf(immobilizerEndpoints.deactivateAsAdmin, { provider }),
    onRequest: requireAdmin,
    handler: (request) => immobilizer.deactivateAsAdmin(authOf(request), request.params.id, request.body.code),
  });
  app.route({
    ...routeOf(immobilizerEndpoints.attempts),
    onRequest: requireAdmin,
    handler: (request) => immobilizer.attempts(request.query.vehicleId),
  });
};
