import { idParams } from './common.contract.ts';
import {
  categoryParams,
  categorySeats,
  categorySeatsRequest,
  crew,
  crewAlerts,
  incompleteCrews,
  inviteRequest,
  candidatesQuery,
  crewCandidates,
  joinSeatRequest,
  seatParams,
} from './crew.contract.ts';
import { endpoint } from './endpoint.ts';
import { errorBody } from './errors.contract.ts';

const refusals = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const tags = ['crew'];

/** The endpoints of crews (server/features/crew/crew.routes.ts; docs/decisions/031). */
export const crewEndpoints = {
  seats: endpoint({
    method: 'GET',
    path: '/api/admin/vehicle-categories/:category/seats',
    tags,
    summary: "A vehicle category's crew seats (admin), each with the credentials and licence classes it needs; a category without its own has one seat",
    params: categoryParams,
    responses: { 200: categorySeats, 400: errorBody, 401: errorBody, 403: errorBody },
  }),
  setSeats: endpoint({
    method: 'PUT',
    path: '/api/admin/vehicle-categories/:category/seats',
    tags,
    summary:
      "Set a vehicle category's crew seats (admin), in order: key, label, labelHe, required, credentialTypeIds (any of), licenceClasses (any of); audited. Bookings made before keep their crews",
    params: categoryParams,
    body: categorySeatsRequest,
    responses: { 200: categorySeats, ...refusals },
  }),
  crew: endpoint({
    method: 'GET',
    path: '/api/bookings/:id/crew',
    tags,
    summary: "A booking's crew: its seats, who holds and who is invited to each, and whether it is complete (every required seat filled)",
    params: idParams,
    responses: { 200: crew, ...refusals },
  }),
  join: endpoint({
    method: 'POST',
    path: '/api/bookings/:id/crew',
    tags,
    summary:
      'Join an open seat of a booking, or accept the invitation to it: through the booking rules (the seat’s credentials valid until the booking ends, own overlaps, monthly hours); 409 when someone took it first',
    params: idParams,
    body: joinSeatRequest,
    responses: { 201: crew, ...refusals },
  }),
  leave: endpoint({
    method: 'DELETE',
    path: '/api/bookings/:id/crew/:seat',
    tags,
    summary: 'Leave a seat, decline its invitation, or (the booker or an admin) free it; the booker’s own seat goes only with the booking',
    params: seatParams,
    responses: { 200: crew, ...refusals },
  }),
  invite: endpoint({
    method: 'POST',
    path: '/api/bookings/:id/crew/invitations',
    tags,
    summary: 'Invite a named member to an open seat (the booker or an admin); they are told and accept by joining it',
    params: idParams,
    body: inviteRequest,
    responses: { 201: crew, ...refusals },
  }),
  candidates: endpoint({
    method: 'GET',
    path: '/api/bookings/:id/crew/candidates',
    tags,
    summary:
      'Members the booker (or an admin) may invite to an open seat: active, qualified for it until the booking ends, not in the crew; by name (q), at most 20',
    params: idParams,
    query: candidatesQuery,
    responses: { 200: crewCandidates, ...refusals },
  }),
  incomplete: endpoint({
    method: 'GET',
    path: '/api/admin/crews/incomplete',
    tags,
    summary: 'Held bookings starting in the next 48 hours whose crew is not complete (admin), soonest first',
    responses: { 200: incompleteCrews, 401: errorBody, 403: errorBody },
  }),
  alerts: endpoint({
    method: 'GET',
    path: '/api/user/crew-alerts',
    tags,
    summary: 'Whether I am told of open seats I qualify for',
    responses: { 200: crewAlerts, 401: errorBody },
  }),
  setAlerts: endpoint({
    method: 'PUT',
    path: '/api/user/crew-alerts',
    tags,
    summary: 'Opt in to (or out of) notices of open seats I qualify for ("A3 tonight 20:00–08:00 needs a medic"), joined in one tap',
    body: crewAlerts,
    responses: { 200: crewAlerts, 400: errorBody, 401: errorBody },
  }),
};
