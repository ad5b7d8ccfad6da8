import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AgreementsService } from './agreements.service.ts';
import { agreementsEndpoints } from '../../../contract/agreements.endpoints.ts';
import { contentDisposition } from '../../content-disposition.ts';
import { authOf } from '../../plugins/authenticate.ts';
import { routeOf } from '../../plugins/route-of.ts';
import { requestLanguage } from '../../request-language.ts';

export const agreementsRoutes: FastifyPluginAsyncZod<{ agreements: AgreementsService }> = async (app, { agreements }) => {
  app.route({
    ...routeOf(agreementsEndpoints.terms),
    handler: (request) => {
      const ctx = authOf(request);
      return agreements.terms(ctx, requestLanguage(request, ctx.user.language));
    },
  });
  app.route({
    ...routeOf(agreementsEndpoints.samplePdf),
    handler: async (request, reply) => {
      const { fileName, body } = await agreements.samplePdf(requestLanguage(request, authOf(request).user.language));
      return reply.type('application/pdf').header('content-disposition', contentDisposition('inline', fileName)).send(body);
    },
  });
  app.route({
    ...routeOf(agreementsEndpoints.sign),
    handler: (request) => agreements.sign(authOf(request), request.params.bookingId, request.body, request.ip),
  });
  app.route({
    ...routeOf(agreementsEndpoints.pdf),
    handler: async (request, reply) => {
      const ctx = authOf(request);
      const { fileName, body } = await agreements.pdf(ctx, request.params.bookingId, requestLanguage(request, ctx.user.language));
      return reply.type('application/pdf').header('content-disposition', contentDisposition('inline', fileName)).send(body);
    },
  });
};
