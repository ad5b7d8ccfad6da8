import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../../contract/common.contract.ts';
import {
  createDamageReportRequest,
  damageReport,
  damageReportPhotoParams,
  damageReportsQuery,
  reviewDamageReportRequest,
} from '../../../contract/damage-reports.contract.ts';
import { errorBody } from '../../../contract/errors.contract.ts';
import type { StoredImage } from '../../images.ts';
import { authOf, requireAdmin } from '../../plugins/authenticate.ts';
import { readDamageReportForm } from './damage-report-form.ts';
import type { DamageReportsService } from './damage-reports.service.ts';

/**
 * The spec's JSON form, base64 photos and all, up to a size that bounds a request's memory (a few
 * phone photos); more and larger photos come as multipart/form-data, streamed a photo at a time.
 */
const JSON_REPORT_BODY_LIMIT = 25 * 1024 * 1024;
/** Photos a multipart report brought, made safe before its fields were validated. */
const uploads = new WeakMap<FastifyRequest, StoredImage[]>();

const refusals = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

export const damageReportsRoutes: FastifyPluginAsyncZod<{ reports: DamageReportsService }> = async (app, { reports }) => {
  const tags = ['damage-reports'];
  app.post('/api/damage-reports', {
    bodyLimit: JSON_REPORT_BODY_LIMIT,
    preValidation: async (request) => {
      if (!request.isMultipart()) return;
      const form = await readDamageReportForm(request);
      // The contract's schema checks the fields next, exactly as it checks a JSON body.
      request.body = form.fields as typeof request.body;
      uploads.set(request, form.photos);
    },
    schema: {
      tags,
      summary:
        'Report damage to a vehicle with up to 10 photos of 10 MB: as multipart/form-data (the fields, and files named "photos"), or as JSON with base64 photos (25 MB in all)',
      consumes: ['application/json', 'multipart/form-data'],
      body: createDamageReportRequest,
      response: { 201: damageReport, ...refusals, 413: errorBody },
    },
    handler: async (request, reply) => reply.status(201).send(await reports.create(authOf(request), request.body, uploads.get(request))),
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
    onRequest: requireAdmin,
    schema: { tags, summary: 'Mark a damage report reviewed, optionally putting the vehicle in maintenance (admin)', params: idParams, body: reviewDamageReportRequest, response: { 200: damageReport, ...refusals } },
    handler: (request) => reports.review(authOf(request), request.params.id, request.body),
  });
};
