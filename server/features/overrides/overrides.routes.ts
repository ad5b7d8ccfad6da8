import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../../contract/common.contract.ts';
import { errorBody } from '../../../contract/errors.contract.ts';
import { approveOverride, createOverrideRequest, overrideQuery, overrideRequestView, rejectOverride } from '../../../contract/overrides.contract.ts';
import { authOf, requireAdmin } from '../../plugins/authenticate.ts';
import type { OverridesService } from './overrides.service.ts';

const tags = ['overrides'];
const refusals = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

export const overridesRoutes: FastifyPluginAsyncZod<{ overrides: OverridesService }> = async (app, { overrides }) => {
  app.post('/api/override-requests', {
    schema: {
      tags,
      summary: 'Ask an admin to override a refused booking (the refusal named overrideType, allowed by the override settings; a reason when they require one)',
      body: createOverrideRequest,
      response: { 201: overrideRequestView, ...refusals },
    },
    handler: async (request, reply) => reply.status(201).send(await overrides.request(authOf(request), request.body)),
  });
  app.get('/api/override-requests', {
    schema: { tags, summary: "The caller's override requests, newest first", response: { 200: z.array(overrideRequestView), 401: errorBody } },
    handler: (request) => overrides.mine(authOf(request)),
  });
  app.delete('/api/override-requests/:id', {
    schema: { tags, summary: 'Withdraw one of your pending override requests', params: idParams, response: { 200: overrideRequestView, ...refusals } },
    handler: (request) => overrides.cancel(authOf(request), request.params.id),
  });
  app.get('/api/admin/override-requests', {
    onRequest: requireAdmin,
    schema: { tags, summary: 'Override requests (admin), newest first; status=pending for those waiting', querystring: overrideQuery, response: { 200: z.array(overrideRequestView), ...refusals } },
    handler: (request) => overrides.list(authOf(request), request.query.status),
  });
  app.post('/api/admin/override-requests/:id/approve', {
    onRequest: requireAdmin,
    schema: {
      tags,
      summary: 'Approve an override request (admin): books the vehicle for the member through the booking rules, the refusal waived (409 if the vehicle is now taken)',
      params: idParams,
      body: approveOverride.nullish(),
      response: { 200: overrideRequestView, ...refusals },
    },
    handler: (request) => overrides.approve(authOf(request), request.params.id, request.body?.notes),
  });
  app.post('/api/admin/override-requests/:id/reject', {
    onRequest: requireAdmin,
    schema: { tags, summary: 'Reject an override request with a reason (admin); the member is told', params: idParams, body: rejectOverride, response: { 200: overrideRequestView, ...refusals } },
    handler: (request) => overrides.reject(authOf(request), request.params.id, request.body.reason),
  });
};
