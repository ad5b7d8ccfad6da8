import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PhotoCaptureService } from './photo-capture.service.ts';
import { LICENCE_IMAGE_MAX_BYTES, photoCaptureParams } from '../../../contract/licences.contract.ts';
import { photoCaptureEndpoints } from '../../../contract/licences.endpoints.ts';
import { badRequest } from '../../http-errors.ts';
import { authOf } from '../../plugins/authenticate.ts';
import { routeOf } from '../../plugins/route-of.ts';

const UPLOAD_BODY_LIMIT = Math.ceil((LICENCE_IMAGE_MAX_BYTES * 4) / 3) + 64 * 1024;

export const photoCaptureRoutes: FastifyPluginAsyncZod<{ captures: PhotoCaptureService }> = async (app, { captures }) => {
  app.route({
    ...routeOf(photoCaptureEndpoints.start),
    handler: async (request, reply) => reply.status(201).send(await captures.start(authOf(request), request.body.side)),
  });
  app.route({
    ...routeOf(photoCaptureEndpoints.wait),
    handler: async (request, reply) => {
      const photo = await captures.wait(authOf(request), request.params.sessionId, request.query.wait);
      return photo ? photo : reply.status(204).send(null);
    },
  });
  app.route({
    ...routeOf(photoCaptureEndpoints.upload),
    bodyLimit: UPLOAD_BODY_LIMIT,
    preParsing: async (request) => {
      const params = photoCaptureParams.safeParse(request.params);
      if (!params.success) throw badRequest(params.error.issues[0]!.message);
      await captures.checkLink(params.data.sessionId);
    },
    handler: async (request, reply) => {
      await captures.upload(request.params.sessionId, request.body);
      return reply.status(204).send(null);
    },
  });
};
