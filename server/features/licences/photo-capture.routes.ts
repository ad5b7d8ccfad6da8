import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../../contract/errors.contract.ts';
import { capturedPhoto, LICENCE_IMAGE_MAX_BYTES, photoCaptureParams, photoCaptureSession, photoCaptureStart, photoUpload } from '../../../contract/licences.contract.ts';
import { badRequest } from '../../http-errors.ts';
import { authOf } from '../../plugins/authenticate.ts';
import type { PhotoCaptureService } from './photo-capture.service.ts';

const UPLOAD_BODY_LIMIT = Math.ceil((LICENCE_IMAGE_MAX_BYTES * 4) / 3) + 64 * 1024;
const waitQuery = z.object({ wait: z.coerce.number({ error: 'wait must be a number of seconds' }).int().min(0).max(25).default(0) });

export const photoCaptureRoutes: FastifyPluginAsyncZod<{ captures: PhotoCaptureService }> = async (app, { captures }) => {
  const tags = ['licences'];
  app.post('/api/photo-capture/sessions', {
    schema: { tags, summary: 'Open a 10-minute, single-use link for a phone to send one licence photo', body: photoCaptureStart, response: { 201: photoCaptureSession, 400: errorBody, 401: errorBody } },
    handler: async (request, reply) => reply.status(201).send(await captures.start(authOf(request), request.body.side)),
  });
  app.get('/api/photo-capture/sessions/:sessionId', {
    schema: { tags, summary: 'The phone’s photo (200) or not yet (204), waiting up to `wait` seconds', params: photoCaptureParams, querystring: waitQuery, response: { 200: capturedPhoto, 204: z.null(), 400: errorBody, 401: errorBody, 404: errorBody } },
    handler: async (request, reply) => {
      const photo = await captures.wait(authOf(request), request.params.sessionId, request.query.wait);
      return photo ? photo : reply.status(204).send(null);
    },
  });
  app.post('/api/photo-capture/:sessionId/photo', {
    bodyLimit: UPLOAD_BODY_LIMIT,
    // The link is checked before the body is read: an unknown, used or expired link costs no upload.
    preParsing: async (request) => {
      const params = photoCaptureParams.safeParse(request.params);
      if (!params.success) throw badRequest(params.error.issues[0]!.message);
      await captures.checkLink(params.data.sessionId);
    },
    schema: { tags, summary: 'The phone sends its photo (no sign-in: the link is the permission)', params: photoCaptureParams, body: photoUpload, response: { 204: z.null(), 400: errorBody, 404: errorBody, 410: errorBody, 413: errorBody } },
    handler: async (request, reply) => {
      await captures.upload(request.params.sessionId, request.body);
      return reply.status(204).send(null);
    },
  });
};
