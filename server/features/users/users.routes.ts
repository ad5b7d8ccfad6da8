import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readCsvUpload } from './csv-upload.ts';
import type { ExportMember } from './member-export.ts';
import { USER_CSV_TEMPLATE } from './users-csv.ts';
import { CsvRefusal, type UsersService } from './users.service.ts';
import { USER_CSV_MAX_BYTES } from '../../../contract/user.contract.ts';
import { usersEndpoints } from '../../../contract/users.endpoints.ts';
import { contentDisposition } from '../../content-disposition.ts';
import { authOf, requireAdmin } from '../../plugins/authenticate.ts';
import { routeOf } from '../../plugins/route-of.ts';
import { requestLanguage } from '../../request-language.ts';
/** The CSV text of a request, read before validation (multipart or text/csv). */
const csvTexts = new WeakMap<FastifyRequest, string>();

export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService; exportMember: ExportMember }> = async (app, { users, exportMember }) => {
  app.route({
    ...routeOf(usersEndpoints.profile),
    handler: (request) => users.profile(authOf(request)),
  });

  app.route({
    ...routeOf(usersEndpoints.updateProfile),
    handler: (request) => users.updateProfile(authOf(request), request.body),
  });

  app.route({
    ...routeOf(usersEndpoints.confirmNotificationEmail),
    config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    handler: (request) => users.confirmNotificationEmail(request.body.token),
  });
  app.route({
    ...routeOf(usersEndpoints.resendEmailConfirmation),
    handler: (request) => users.resendEmailConfirmation(authOf(request)),
  });
  app.route({
    ...routeOf(usersEndpoints.cancelEmailConfirmation),
    handler: (request) => users.cancelEmailConfirmation(authOf(request)),
  });

  app.route({
    ...routeOf(usersEndpoints.list),
    onRequest: requireAdmin,
    handler: async (request, reply) => {
      const { users: list, total } = await users.list(authOf(request), request.query);
      return reply.header('x-total-count', total).send(list);
    },
  });

  app.route({
    ...routeOf(usersEndpoints.create),
    onRequest: requireAdmin,
    handler: async (request, reply) => reply.code(201).send(await users.create(authOf(request), request.body)),
  });

  app.route({
    ...routeOf(usersEndpoints.exportData),
    onRequest: requireAdmin,
    handler: async (request, reply) => {
      const admin = authOf(request);
      const archive = await exportMember(admin, request.params.id, requestLanguage(request, admin.user.language));
      return reply
        .type('application/zip')
        .header('content-disposition', contentDisposition('attachment', archive.fileName))
        .header('cache-control', 'private, no-store')
        .send(archive.body);
    },
  });

  app.route({
    ...routeOf(usersEndpoints.remove),
    onRequest: requireAdmin,
    handler: (request) => users.remove(authOf(request), request.params.id),
  });

  app.route({
    ...routeOf(usersEndpoints.csvTemplate),
    onRequest: requireAdmin,
    handler: async (_request, reply) =>
      reply.type('text/csv; charset=utf-8').header('content-disposition', contentDisposition('attachment', 'users-template.csv')).send(USER_CSV_TEMPLATE),
  });

  // A CSV sent as the body itself arrives as text; the parser serves this plugin's routes only.
  app.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: USER_CSV_MAX_BYTES }, (_request, body, done) => done(null, body));
  const csvRoute = {
    onRequest: requireAdmin,
    bodyLimit: USER_CSV_MAX_BYTES,
    preValidation: async (request: FastifyRequest) => void csvTexts.set(request, await readCsvUpload(request)),
  };
  const csvText = (request: FastifyRequest) => csvTexts.get(request)!;

  app.route({
    ...routeOf(usersEndpoints.validateCsv),
    ...csvRoute,
    handler: (request) => users.validateCsv(authOf(request), csvText(request)),
  });

  app.route({
    ...routeOf(usersEndpoints.bulkUpload),
    ...csvRoute,
    handler: async (request, reply) => {
      try {
        return await users.bulkUpload(authOf(request), csvText(request));
      } catch (error) {
        if (!(error instanceof CsvRefusal)) throw error;
        return reply.status(400).send({ message: error.message, code: error.code, errors: error.validation.errors });
      }
    },
  });

  app.route({
    ...routeOf(usersEndpoints.update),
    onRequest: requireAdmin,
    handler: (request) => users.update(authOf(request), request.params.id, request.body),
  });
};
