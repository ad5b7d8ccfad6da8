import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readDamageReportForm } from './damage-report-form.ts';
import type { DamageReportsService } from './damage-reports.service.ts';
import { damageReportsEndpoints } from '../../../contract/damage-reports.endpoints.ts';
import type { StoredImage } from '../../images.ts';
import { authOf, requireAdmin } from '../../plugins/authenticate.ts';
import { routeOf } from '../../plugins/route-of.ts';

/**
 * The spec's JSON form, base64 photos and all, up to a size that bounds a request's memory (a few
 * phone photos); more and larger photos come as multipart/form-data, streamed a photo at a time.
 */
const JSON_REPORT_BODY_LIMIT = 25 * 1024 * 1024;
/** Photos a multipart report brought, made safe before its fields were validated. */
const uploads = new WeakMap<FastifyRequest, StoredImage[]>();

export const damageReportsRoutes: FastifyPluginAsyncZod<{ reports: DamageReportsService }> = async (app, { reports }) => {
  app.route({
    ...routeOf(damageReportsEndpoints.create),
    bodyLimit: JSON_REPORT_BODY_LIMIT,
    preValidation: async (request) => {
      if (!request.isMultipart()) return;
      const form = await readDamageReportForm(request);
      // The contract's schema checks the fields next, exactly as it checks a JSON body.
      request.body = form.fields as typeof request.body;
      uploads.set(request, form.photos);
    },
    handler: async (request, reply) => reply.status(201).send(await reports.create(authOf(request), request.body, uploads.get(request))),
  });

  app.route({
    ...routeOf(damageReportsEndpoints.list),
    handler: (request) => reports.list(authOf(request), request.query.mine === 'true'),
  });

  app.route({
    ...routeOf(damageReportsEndpoints.photo),
    handler: async (request, reply) => {
      const photo = await reports.photo(authOf(request), request.params.id, request.params.photoId);
      return reply.type(photo.contentType).header('cache-control', 'private, max-age=3600').send(photo.data);
    },
  });

  app.route({
    ...routeOf(damageReportsEndpoints.review),
    onRequest: requireAdmin,
    handler: (request) => reports.review(authOf(request), request.params.id, request.body),
  });
};
