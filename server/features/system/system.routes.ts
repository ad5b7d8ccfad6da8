import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicConfig, type PublicConfig } from '../../../contract/auth.contract.ts';
import { health } from '../../../contract/health.contract.ts';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../plugins/errors.plugin.ts';
import type { SystemService } from './system.service.ts';

interface Options {
  system: SystemService;
  publicConfig: () => PublicConfig;
}

export const systemRoutes: FastifyPluginAsyncZod<Options> = async (app, { system, publicConfig: config }) => {
  app.get('/api/health', {
    schema: { tags: ['system'], summary: 'Liveness and database reachability', response: { 200: health, 503: health } },
    handler: async (_request, reply) => {
      const body = await system.health();
      return body.status === 'ok' ? body : reply.status(503).send({ ...body, message: DATABASE_UNAVAILABLE_MESSAGE });
    },
  });

  app.get('/api/config', {
    schema: { tags: ['system'], summary: 'What the sign-in page needs to know', response: { 200: publicConfig } },
    handler: () => config(),
  });
};
