import { z } from 'zod';
import { booking } from './bookings.contract.ts';
import { idParams } from './common.contract.ts';
import { endpoint } from './endpoint.ts';
import { errorBody } from './errors.contract.ts';
import { joinWaitlistRequest, waitlistEntry } from './waitlist.contract.ts';

const tags = ['waitlist'];

/** The waitlist for a taken vehicle (docs/decisions/034; server/features/bookings/waitlist.routes.ts). */
export const waitlistEndpoints = {
  join: endpoint({
    method: 'POST',
    path: '/api/waitlist',
    tags,
    summary:
      'Wait for a taken vehicle (vehicleId) or any vehicle of a category, for a span. When one frees, the first waiting member whose rules pass is offered it and has 15 minutes to accept. 409 when it is free now (book it), or 5 places are held',
    body: joinWaitlistRequest,
    responses: { 201: waitlistEntry, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody },
  }),
  mine: endpoint({
    method: 'GET',
    path: '/api/waitlist',
    tags,
    summary: 'My places on the waitlist, open ones first: waiting (with my place in line), offered (until when), booked, expired, cancelled',
    responses: { 200: z.array(waitlistEntry), 401: errorBody },
  }),
  leave: endpoint({
    method: 'DELETE',
    path: '/api/waitlist/:id',
    tags,
    summary: 'Leave the waitlist (or decline an offer: the next waiting member is offered it); its member or an admin',
    params: idParams,
    responses: { 204: z.null(), 400: errorBody, 401: errorBody, 404: errorBody },
  }),
  accept: endpoint({
    method: 'POST',
    path: '/api/waitlist/:id/accept',
    tags,
    summary:
      'Accept an offer within its 15 minutes: the booking is made through every booking rule, so of two members accepting one vehicle exactly one has it (409 for the other)',
    params: idParams,
    responses: { 201: booking, 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody },
  }),
};
