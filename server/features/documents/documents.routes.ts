import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DocumentsService } from './documents.service.ts';
import { readUploadForm } from './upload-form.ts';
import { documentsEndpoints } from '../../../contract/documents.endpoints.ts';
import { contentDisposition } from '../../content-disposition.ts';
import { authOf, requireAdmin } from '../../plugins/authenticate.ts';
import { routeOf } from '../../plugins/route-of.ts';
import { requestLanguage } from '../../request-language.ts';

export const documentsRoutes: FastifyPluginAsyncZod<{ documents: DocumentsService }> = async (app, { documents }) => {
  app.route({
    ...routeOf(documentsEndpoints.list),
    onRequest: requireAdmin,
    handler: (request) => documents.list(authOf(request), request.query),
  });
  app.route({
    ...routeOf(documentsEndpoints.review),
    onRequest: requireAdmin,
    handler: (request) => documents.review(authOf(request), request.params.id, request.body),
  });
  app.route({
    ...routeOf(documentsEndpoints.file),
    handler: async (request, reply) => {
      const ctx = authOf(request);
      const file = await documents.file(ctx, request.params.id, requestLanguage(request, ctx.user.language));
      const disposition = request.query.download === '1' ? 'attachment' : 'inline';
      return reply
        .type(file.contentType)
        .header('content-disposition', contentDisposition(disposition, file.fileName))
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
  });
  app.route({
    ...routeOf(documentsEndpoints.ofBooking),
    handler: (request) => documents.ofBooking(authOf(request), request.params.bookingId),
  });
  app.route({
    ...routeOf(documentsEndpoints.returnChecklist),
    handler: async (request, reply) => reply.status(201).send(await documents.returnChecklist(authOf(request), request.params.bookingId, request.body)),
  });
  app.route({
    ...routeOf(documentsEndpoints.lastReturn),
    handler: async (request) => ({ lastReturn: await documents.lastReturn(request.params.id) }),
  });
  app.route({
    ...routeOf(documentsEndpoints.upload),
    handler: async (request, reply) => reply.status(201).send(await documents.upload(authOf(request), request.params.bookingId, () => readUploadForm(request))),
  });
};
