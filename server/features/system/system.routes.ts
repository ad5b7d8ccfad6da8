import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicConfig, type PublicConfig } from '../../../contract/auth.contract.ts';
import { health } from '../../../contract/health.contract.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../plugins/errors.plugin.ts';

interface Options {
  database: DatabaseHandle;
  version: string;
  publicConfig: PublicConfig;
}

export const systemRoutes: FastifyPluginAsyncZod<Options> = async (app, { database, version, publicConfig: config }) => {
  app.get('/api/health', {
    schema: { tags: ['system'], summary: 'Liveness and database reachability', response: { 200: health, 503: health } },
    handler: async (_request, reply) => {
      const up = await database.ping().then(
        () => true,
        () => false,
      );
      const body = { status: up ? 'ok' : 'degraded', database: up ? 'up' : 'down', databaseKind: database.kind, version } as const;
      return up ? body : reply.status(503).send({ ...body, message: DATABASE_UNAVAILABLE_MESSAGE });
    },
  });

  app.get('/api/config', {
    schema: { tags: ['system'], summary: 'What the sign-in page needs to know', response: { 200: publicConfig } },
    handler: () => config,
  });
};
