import { z } from 'zod';
import { idParams } from './common.contract.ts';
import { endpoint } from './endpoint.ts';
import { errorBody } from './errors.contract.ts';
import { approveOverride, createOverrideRequest, overrideQuery, overrideRequestView, rejectOverride } from './overrides.contract.ts';

const tags = ['overrides'];

const refusals = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

/** The endpoints of overrides (server/features/overrides/overrides.routes.ts). */
export const overridesEndpoints = {
  request: endpoint({
    method: 'POST',
    path: '/api/override-requests',
    tags,
    summary: 'Ask an admin to override a refused booking (the refusal named overrideType, allowed by the override settings; a reason when they require one)',
    body: createOverrideRequest,
    responses: { 201: overrideRequestView, ...refusals },
  }),
  mine: endpoint({
    method: 'GET',
    path: '/api/override-requests',
    tags,
    summary: "The caller's override requests, newest first",
    responses: { 200: z.array(overrideRequestView), 401: errorBody },
  }),
  cancel: endpoint({
    method: 'DELETE',
    path: '/api/override-requests/:id',
    tags,
    summary: 'Withdraw one of your pending override requests',
    params: idParams,
    responses: { 200: overrideRequestView, ...refusals },
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/admin/override-requests',
    tags,
    summary: 'Override requests (admin), newest first; status=pending for those waiting',
    query: overrideQuery,
    responses: { 200: z.array(overrideRequestView), ...refusals },
  }),
  approve: endpoint({
    method: 'POST',
    path: '/api/admin/override-requests/:id/approve',
    tags,
    summary:
      'Approve an override request (admin): books the vehicle for the member through the booking rules, the refusal waived (409 if the vehicle is now taken)',
    params: idParams,
    body: approveOverride.nullish(),
    responses: { 200: overrideRequestView, ...refusals },
  }),
  reject: endpoint({
    method: 'POST',
    path: '/api/admin/override-requests/:id/reject',
    tags,
    summary: 'Reject an override request with a reason (admin); the member is told',
    params: idParams,
    body: rejectOverride,
    responses: { 200: overrideRequestView, ...refusals },
  }),
};
