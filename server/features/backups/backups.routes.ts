import { createReadStream } from 'node:fs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BackupsService } from './backups.service.ts';
import { backupsEndpoints } from '../../../contract/backups.endpoints.ts';
import { contentDisposition } from '../../content-disposition.ts';
import { authOf, requireAdmin } from '../../plugins/authenticate.ts';
import { routeOf } from '../../plugins/route-of.ts';

export const backupsRoutes: FastifyPluginAsyncZod<{ backups: BackupsService }> = async (app, { backups }) => {
  app.route({
    ...routeOf(backupsEndpoints.status),
    onRequest: requireAdmin,
    handler: () => backups.status(),
  });
  app.route({
    ...routeOf(backupsEndpoints.take),
    onRequest: requireAdmin,
    handler: async (request, reply) => reply.status(201).send(await backups.takeNow(authOf(request))),
  });
  app.route({
    ...routeOf(backupsEndpoints.file),
    onRequest: requireAdmin,
    handler: async (request, reply) => {
      const path = backups.pathOf(request.params.fileName);
      return reply
        .type('application/gzip')
        .header('content-disposition', contentDisposition('attachment', request.params.fileName))
        .header('cache-control', 'private, no-store')
        .send(createReadStream(path));
    },
  });
};
