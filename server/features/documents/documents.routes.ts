import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bookingIdParams, idParams } from '../../../contract/common.contract.ts';
import { documentList, documentQuery, documentReview, documentView, lastReturnView, memberDocument, returnChecklistRequest } from '../../../contract/documents.contract.ts';
import { errorBody } from '../../../contract/errors.contract.ts';
import { authOf, requireAdmin } from '../../plugins/authenticate.ts';
import { requestLanguage } from '../../request-language.ts';
import type { DocumentsService } from './documents.service.ts';
import { readUploadForm } from './upload-form.ts';
import { contentDisposition } from '../../content-disposition.ts';

const tags = ['documents'];
const refusals = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

export const documentsRoutes: FastifyPluginAsyncZod<{ documents: DocumentsService }> = async (app, { documents }) => {
  app.get('/api/admin/documents', {
    onRequest: requireAdmin,
    schema: { tags, summary: 'Document Management (admin): documents by status, type and search (member, e-mail, vehicle, file name), with the four status counts', querystring: documentQuery, response: { 200: documentList, ...refusals } },
    handler: (request) => documents.list(authOf(request), request.query),
  });
  app.patch('/api/admin/documents/:id', {
    onRequest: requireAdmin,
    schema: {
      tags,
      summary: 'Review a pending document (admin): approved or rejected, once, with notes the member reads; approving a licence scan verifies the licence',
      params: idParams,
      body: documentReview,
      response: { 200: documentView, ...refusals },
    },
    handler: (request) => documents.review(authOf(request), request.params.id, request.body),
  });
  app.get('/api/documents/:id/file', {
    schema: {
      tags,
      summary: "The file of a document (its member or an admin): PDF for agreements, checklists and damage reports, in the reader's language; ?download=1 to save it",
      params: idParams,
      querystring: z.object({ download: z.enum(['0', '1']).optional() }),
    },
    handler: async (request, reply) => {
      const ctx = authOf(request);
      const file = await documents.file(ctx, request.params.id, requestLanguage(request, ctx.user.language));
      const disposition = request.query.download === '1' ? 'attachment' : 'inline';
      return reply.type(file.contentType).header('content-disposition', contentDisposition(disposition, file.fileName)).header('cache-control', 'private, no-store').send(file.body);
    },
  });
  app.get('/api/bookings/:bookingId/documents', {
    schema: { tags, summary: 'The documents of a booking (its member or an admin), with their review', params: bookingIdParams, response: { 200: z.array(memberDocument), ...refusals } },
    handler: (request) => documents.ofBooking(authOf(request), request.params.bookingId),
  });
  app.post('/api/bookings/:bookingId/return-checklist', {
    schema: {
      tags,
      summary:
        'Return the vehicle: the return checklist of the current template (fuel, mileage, equipment, cleanliness, damage, the template items), once per booking, after it began; the booking ends now (completed, the vehicle free) and the mileage moves the vehicle\'s odometer on',
      params: bookingIdParams,
      body: returnChecklistRequest,
      response: { 201: memberDocument, ...refusals },
    },
    handler: async (request, reply) => reply.status(201).send(await documents.returnChecklist(authOf(request), request.params.bookingId, request.body)),
  });
  app.get('/api/vehicles/:id/last-return', {
    schema: {
      tags: ['documents', 'vehicles'],
      summary: 'How the vehicle was last given back (time, km, fuel, cleanliness, damage, missing equipment, notes), for its next holder; null before its first return',
      params: idParams,
      response: { 200: lastReturnView, ...refusals },
    },
    handler: async (request) => ({ lastReturn: await documents.lastReturn(request.params.id) }),
  });
  app.post('/api/bookings/:bookingId/documents', {
    schema: { tags, summary: 'Add a file to my booking (multipart field "file"; PDF, JPG or PNG, 10 MB at most)', consumes: ['multipart/form-data'], params: bookingIdParams, response: { 201: memberDocument, ...refusals, 413: errorBody } },
    handler: async (request, reply) => reply.status(201).send(await documents.upload(authOf(request), request.params.bookingId, () => readUploadForm(request))),
  });
};
