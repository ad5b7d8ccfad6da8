import { z } from 'zod';
import { idParams, pathId } from './common.contract.ts';
import { endpoint } from './endpoint.ts';
import { errorBody } from './errors.contract.ts';
import { deactivateRequest, immobilizerActionResult, immobilizerAttempt, immobilizerState } from './immobilizer.contract.ts';

const refusals = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody, 429: errorBody };

/** The endpoints of immobilizer (server/features/immobilizer/immobilizer.routes.ts). */
export const immobilizerEndpoints = {
  state: endpoint({
    method: 'GET',
    path: '/api/vehicles/:id/immobilizer',
    tags: ['immobilizer'],
    summary: "A vehicle's immobilizer: as the device reports it, the last command, and the caller's lockout",
    params: idParams,
    responses: { 200: immobilizerState, 400: errorBody, 401: errorBody, 404: errorBody },
  }),
  deactivateAsMember: endpoint({
    method: 'POST',
    path: '/api/vehicles/:id/immobilizer/deactivate',
    tags: ['immobilizer'],
    summary:
      'Release the immobilizer with the code of your current booking (wrong code 403; five wrong codes lock it for 15 minutes; every attempt is audited)',
    params: idParams,
    body: deactivateRequest,
    responses: { 200: immobilizerActionResult, ...refusals },
  }),
  activateAsAdmin: endpoint({
    method: 'POST',
    path: '/api/:provider/vehicles/:id/immobilizer/activate',
    tags: ['immobilizer'],
    summary: 'Engage the immobilizer (admin); the device gets the command with its next report',
    params: idParams,
    responses: { 200: immobilizerActionResult, ...refusals },
  }),
  deactivateAsAdmin: endpoint({
    method: 'POST',
    path: '/api/:provider/vehicles/:id/immobilizer/deactivate',
    tags: ['immobilizer'],
    summary: "Release the immobilizer (admin) with the vehicle's code or its current booking's",
    params: idParams,
    body: deactivateRequest,
    responses: { 200: immobilizerActionResult, ...refusals },
  }),
  attempts: endpoint({
    method: 'GET',
    path: '/api/admin/immobilizer/attempts',
    tags: ['immobilizer'],
    summary: 'The audit trail of immobilizer requests, newest first (the last 100)',
    query: z.object({ vehicleId: pathId('vehicleId must be a positive whole number').optional() }),
    responses: { 200: z.array(immobilizerAttempt), 400: errorBody, 401: errorBody, 403: errorBody },
  }),
};
