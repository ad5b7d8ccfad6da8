import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../../contract/common.contract.ts';
import {
  createDamageReportRequest,
  DAMAGE_PHOTO_MAX_BYTES,
  DAMAGE_PHOTOS_MAX,
  damageReport,
  damageReportPhotoParams,
  damageReportsQuery,
  reviewDamageReportRequest,
} from '../../../contract/damage-reports.contract.ts';
import { errorBody } from '../../../contract/errors.contract.ts';
import { authOf, requireAdmin } from '../../plugins/authenticate.ts';
import type { DamageReportsService } from './damage-reports.service.ts';

/** Room for the most photos at their largest in base64 (4/3 of their size), plus the text fields. */
const REPORT_BODY_LIMIT = Math.ceil((DAMAGE_PHOTOS_MAX * DAMAGE_PHOTO_MAX_BYTES * 4) / 3) + 1024 * 1024;
const refusals = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

export const damageReportsRoutes: FastifyPluginAsyncZod<{ reports: DamageReportsService }> = async (app, { reports }) => {
  const tags = ['damage-reports'];
  app.post('/api/damage-reports', {
    bodyLimit: REPORT_BODY_LIMIT,
    schema: { tags, summary: 'Report damage to a vehicle, with photos (base64 images, at most 10 of 10 MB)', body: createDamageReportRequest, response: { 201: damageReport, ...refusals, 413: errorBody } },
    handler: async (request, reply) => reply.status(201).send(await reports.create(authOf(request), request.body)),
  });

  app.get('/api/damage-reports', {
    schema: { tags, summary: 'My damage reports; every report for admins unless mine=true', querystring: damageReportsQuery, response: { 200: z.array(damageReport), 400: errorBody, 401: errorBody } },
    handler: (request) => reports.list(authOf(request), request.query.mine === 'true'),
  });

  app.get('/api/damage-reports/:id/photos/:photoId', {
    schema: { tags, summary: 'A photo of a damage report (its reporter or an admin)', params: damageReportPhotoParams },
    handler: async (request, reply) => {
      const photo = await reports.photo(authOf(request), request.params.id, request.params.photoId);
      return reply.type(photo.contentType).header('cache-control', 'private, max-age=3600').send(photo.data);
    },
  });

  app.post('/api/admin/damage-reports/:id/review', {
    preHandler: requireAdmin,
    schema: { tags, summary: 'Mark a damage report reviewed, optionally putting the vehicle in maintenance (admin)', params: idParams, body: reviewDamageReportRequest, response: { 200: damageReport, ...refusals } },
    handler: (request) => reports.review(authOf(request), request.params.id, request.body),
  });
};
