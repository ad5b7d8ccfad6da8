import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SystemService } from './system.service.ts';
import { type PublicConfig } from '../../../contract/auth.contract.ts';
import type { Readiness } from '../../../contract/health.contract.ts';
import { systemEndpoints } from '../../../contract/system.endpoints.ts';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../plugins/errors.plugin.ts';
import { routeOf } from '../../plugins/route-of.ts';

interface Options {
  system: SystemService;
  publicConfig: () => PublicConfig;
}

export const systemRoutes: FastifyPluginAsyncZod<Options> = async (app, { system, publicConfig: config }) => {
  app.route({
    ...routeOf(systemEndpoints.health),
    handler: async (_request, reply) => {
      const body = await system.health();
      return body.status === 'ok' ? body : reply.status(503).send({ ...body, message: DATABASE_UNAVAILABLE_MESSAGE });
    },
  });

  app.route({
    ...routeOf(systemEndpoints.ready),
    handler: async (_request, reply) => {
      const body = await system.readiness();
      return body.status === 'ready' ? body : reply.status(503).send({ ...body, message: notReadyMessage(body) });
    },
  });

  app.route({
    ...routeOf(systemEndpoints.config),
    handler: () => config(),
  });
};

function notReadyMessage(body: Readiness): string {
  if (body.shuttingDown) return 'This instance is shutting down; another one takes the requests.';
  if (body.database === 'down') return DATABASE_UNAVAILABLE_MESSAGE;
  return 'The database has not been migrated to this release yet.';
}
