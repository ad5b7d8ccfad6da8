import { z } from 'zod';
import { booking } from './bookings.contract.ts';
import { idParams } from './common.contract.ts';
import { endpoint } from './endpoint.ts';
import { errorBody } from './errors.contract.ts';
import { handover, offerHandoverRequest, rejectHandoverRequest } from './handover.contract.ts';

const tags = ['handover'];
const refusals = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
/** A handover done, or waiting for an admin: the handover, and the booking as it is now. */
const accepted = z.object({ handover, booking });

/** Handing a shift over (docs/decisions/035; server/features/bookings/handover.routes.ts). */
export const handoverEndpoints = {
  offer: endpoint({
    method: 'POST',
    path: '/api/bookings/:id/handover',
    tags,
    summary:
      'Offer my booking (not begun) to a named member (toUserId) or to anyone who qualifies; they accept, and every rule is checked again for them (licence, credentials for the seat, hours, overlaps)',
    params: idParams,
    body: offerHandoverRequest,
    responses: { 201: handover, ...refusals },
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/handovers',
    tags,
    summary: 'Handovers open to me (named me, or offered to anyone), and those I offered; an admin also sees those waiting for approval',
    responses: { 200: z.array(handover), 401: errorBody },
  }),
  accept: endpoint({
    method: 'POST',
    path: '/api/handovers/:id/accept',
    tags,
    summary:
      'Take the shift: every booking rule is checked for me; the booking, its agreement and its immobilizer code are mine from then on (or, when the setting asks, once an admin approves)',
    params: idParams,
    responses: { 200: accepted, ...refusals },
  }),
  withdraw: endpoint({
    method: 'DELETE',
    path: '/api/handovers/:id',
    tags,
    summary: 'Withdraw my offer, or decline one made to me by name',
    params: idParams,
    responses: { 204: z.null(), ...refusals },
  }),
  approve: endpoint({
    method: 'POST',
    path: '/api/admin/handovers/:id/approve',
    tags,
    summary: 'Approve a handover waiting for an admin: every rule is checked again, then the booking is the receiver’s (audited)',
    params: idParams,
    responses: { 200: accepted, ...refusals },
  }),
  reject: endpoint({
    method: 'POST',
    path: '/api/admin/handovers/:id/reject',
    tags,
    summary: 'Refuse a handover waiting for an admin, with a reason: the booking stays its member’s',
    params: idParams,
    body: rejectHandoverRequest,
    responses: { 200: handover, ...refusals },
  }),
};
