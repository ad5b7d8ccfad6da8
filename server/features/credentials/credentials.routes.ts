import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CredentialExpiryService } from './credential-expiry.service.ts';
import type { CredentialsService } from './credentials.service.ts';
import { credentialsEndpoints as endpoints } from '../../../contract/credentials.endpoints.ts';
import { authOf, requireAdmin } from '../../plugins/authenticate.ts';
import { routeOf } from '../../plugins/route-of.ts';
import { readUploadForm } from '../documents/index.ts';

interface Options {
  credentials: CredentialsService;
  expiry: CredentialExpiryService;
}

export const credentialsRoutes: FastifyPluginAsyncZod<Options> = async (app, { credentials, expiry }) => {
  app.route({ ...routeOf(endpoints.types), onRequest: requireAdmin, handler: (request) => credentials.types(authOf(request)) });
  app.route({ ...routeOf(endpoints.activeTypes), handler: () => credentials.activeTypes() });
  app.route({
    ...routeOf(endpoints.createType),
    onRequest: requireAdmin,
    handler: async (request, reply) => reply.status(201).send(await credentials.createType(authOf(request), request.body)),
  });
  app.route({
    ...routeOf(endpoints.updateType),
    onRequest: requireAdmin,
    handler: (request) => credentials.updateType(authOf(request), request.params.id, request.body),
  });
  app.route({ ...routeOf(endpoints.mine), handler: (request) => credentials.mine(authOf(request)) });
  app.route({
    ...routeOf(endpoints.add),
    handler: async (request, reply) => reply.status(201).send(await credentials.add(authOf(request), request.body)),
  });
  app.route({ ...routeOf(endpoints.update), handler: (request) => credentials.update(authOf(request), request.params.id, request.body) });
  app.route({
    ...routeOf(endpoints.remove),
    handler: async (request, reply) => {
      await credentials.remove(authOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  });
  app.route({
    ...routeOf(endpoints.scan),
    handler: async (request, reply) => reply.status(201).send(await credentials.scan(authOf(request), request.params.id, () => readUploadForm(request))),
  });
  app.route({ ...routeOf(endpoints.ofUser), onRequest: requireAdmin, handler: (request) => credentials.ofUser(authOf(request), request.params.id) });
  app.route({ ...routeOf(endpoints.expiring), onRequest: requireAdmin, handler: (request) => expiry.expiring(authOf(request)) });
  app.route({ ...routeOf(endpoints.expiryNotices), onRequest: requireAdmin, handler: () => expiry.generateNotices() });
};
