import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams, pathId } from '../../../contract/common.contract.ts';
import { errorBody } from '../../../contract/errors.contract.ts';
import { deactivateRequest, immobilizerActionResult, immobilizerAttempt, immobilizerState } from '../../../contract/immobilizer.contract.ts';
import { authOf, requireAdmin } from '../../plugins/authenticate.ts';
import type { ImmobilizerService } from './immobilizer.service.ts';

const refusals = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody, 429: errorBody };

export const immobilizerRoutes: FastifyPluginAsyncZod<{ immobilizer: ImmobilizerService; provider: string }> = async (app, { immobilizer, provider }) => {
  const tags = ['immobilizer'];
  app.get('/api/vehicles/:id/immobilizer', {
    schema: { tags, summary: "A vehicle's immobilizer: as the device reports it, the last command, and the caller's lockout", params: idParams, response: { 200: immobilizerState, 400: errorBody, 401: errorBody, 404: errorBody } },
    handler: (request) => immobilizer.state(authOf(request), request.params.id),
  });
  app.post('/api/vehicles/:id/immobilizer/deactivate', {
    schema: {
      tags,
      summary: 'Release the immobilizer with the code of your current booking (wrong code 403; five wrong codes lock it for 15 minutes; every attempt is audited)',
      params: idParams,
      body: deactivateRequest,
      response: { 200: immobilizerActionResult, ...refusals },
    },
    handler: (request) => immobilizer.deactivateAsMember(authOf(request), request.params.id, request.body.code),
  });
  app.post(`/api/${provider}/vehicles/:id/immobilizer/activate`, {
    onRequest: requireAdmin,
    schema: { tags, summary: 'Engage the immobilizer (admin); the device gets the command with its next report', params: idParams, response: { 200: immobilizerActionResult, ...refusals } },
    handler: (request) => immobilizer.activateAsAdmin(authOf(request), request.params.id),
  });
  app.post(`/api/${provider}/vehicles/:id/immobilizer/deactivate`, {
    onRequest: requireAdmin,
    schema: { tags, summary: "Release the immobilizer (admin) with the vehicle's code or its current booking's", params: idParams, body: deactivateRequest, response: { 200: immobilizerActionResult, ...refusals } },
    handler: (request) => immobilizer.deactivateAsAdmin(authOf(request), request.params.id, request.body.code),
  });
  app.get('/api/admin/immobilizer/attempts', {
    onRequest: requireAdmin,
    schema: {
      tags,
      summary: 'The audit trail of immobilizer requests, newest first (the last 100)',
      querystring: z.object({ vehicleId: pathId('vehicleId must be a positive whole number').optional() }),
      response: { 200: z.array(immobilizerAttempt), 400: errorBody, 401: errorBody, 403: errorBody },
    },
    handler: (request) => immobilizer.attempts(request.query.vehicleId),
  });
};
