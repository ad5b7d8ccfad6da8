import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ReportsService } from './reports.service.ts';
import { reportsEndpoints } from '../../../contract/reports.endpoints.ts';
import { contentDisposition } from '../../content-disposition.ts';
import { authOf, requireAdmin } from '../../plugins/authenticate.ts';
import { routeOf } from '../../plugins/route-of.ts';
import { requestLanguage } from '../../request-language.ts';

export const reportsRoutes: FastifyPluginAsyncZod<{ reports: ReportsService }> = async (app, { reports }) => {
  app.route({
    ...routeOf(reportsEndpoints.table),
    onRequest: requireAdmin,
    handler: (request) => {
      const ctx = authOf(request);
      return reports.table(ctx, request.params.report, request.query, requestLanguage(request, ctx.user.language));
    },
  });
  app.route({
    ...routeOf(reportsEndpoints.file),
    onRequest: requireAdmin,
    handler: async (request, reply) => {
      const ctx = authOf(request);
      const { type, fileName, body } = await reports.file(ctx, request.params.report, request.query, requestLanguage(request, ctx.user.language));
      return reply.type(type).header('content-disposition', contentDisposition('attachment', fileName)).send(body);
    },
  });
};
