import { z } from 'zod';
import {
  approveRequest,
  booking,
  bookingList,
  bookingPage,
  cancelBookingRequest,
  checkInRequest,
  createBookingRequest,
  myBookingsQuery,
  noShowRecord,
  rejectRequest,
  rescheduleBookingRequest,
} from './bookings.contract.ts';
import { idParams } from './common.contract.ts';
import { endpoint } from './endpoint.ts';
import { errorBody } from './errors.contract.ts';
import { reservation, reservationStatusUpdate, reservationsDiary, reservationsQuery } from './reservations.contract.ts';
import { vehicleSummary } from './vehicles.contract.ts';

const refusals = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

/** The endpoints of bookings (server/features/bookings/bookings.routes.ts). */
export const bookingsEndpoints = {
  create: endpoint({
    method: 'POST',
    path: '/api/bookings',
    tags: ['bookings'],
    summary:
      "Book a vehicle; pending when it overlaps Shabbat or a festival, else confirmed. An admin books for a member with forUserId (the member's rules checked, or waived with waiverReason, audited; the member is told and holds it)",
    body: createBookingRequest,
    responses: { 201: booking, ...refusals },
  }),
  active: endpoint({
    method: 'GET',
    path: '/api/bookings/active',
    tags: ['bookings'],
    summary: 'My pending, confirmed and active bookings, soonest first',
    responses: { 200: bookingList, 401: errorBody },
  }),
  mine: endpoint({
    method: 'GET',
    path: '/api/bookings/mine',
    tags: ['bookings'],
    summary: 'All my bookings, newest first, a page at a time',
    query: myBookingsQuery,
    responses: { 200: bookingPage, 400: errorBody, 401: errorBody },
  }),
  reschedule: endpoint({
    method: 'PATCH',
    path: '/api/bookings/:id',
    tags: ['bookings'],
    summary: 'Reschedule a booking, or move it to another vehicle with vehicleId (owner or admin; same checks as booking); a move clears vehicleWithdrawn',
    params: idParams,
    body: rescheduleBookingRequest,
    responses: { 200: booking, ...refusals },
  }),
  alternatives: endpoint({
    method: 'GET',
    path: '/api/bookings/:id/alternatives',
    tags: ['bookings'],
    summary:
      "Vehicles the booking's member may take instead for the same span (each passes every booking rule now): one tap to move a booking whose vehicle was taken",
    params: idParams,
    responses: { 200: z.array(vehicleSummary), ...refusals },
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/api/bookings/:id/cancel',
    tags: ['bookings'],
    summary: 'Cancel a booking (owner or admin)',
    params: idParams,
    body: cancelBookingRequest.nullish(),
    responses: { 200: booking, ...refusals },
  }),
  checkIn: endpoint({
    method: 'POST',
    path: '/api/bookings/:id/check-in',
    tags: ['bookings'],
    summary:
      'Check in to a booking from 15 minutes before its start until its end (its member or an admin); with the setting checkInNearVehicle, within 300 m of the vehicle or with its QR code. Checked in already: returned as it is',
    params: idParams,
    body: checkInRequest.nullish(),
    responses: { 200: booking, ...refusals },
  }),
  noShows: endpoint({
    method: 'GET',
    path: '/api/users/:id/no-shows',
    tags: ['bookings'],
    summary: "A member's bookings released because nobody checked in, newest first, with how many (admin)",
    params: idParams,
    responses: { 200: noShowRecord, 401: errorBody, 403: errorBody },
  }),
  pendingApproval: endpoint({
    method: 'GET',
    path: '/api/admin/bookings/pending-approval',
    tags: ['approvals'],
    summary: 'Bookings waiting for approval (admin)',
    responses: { 200: bookingList, 401: errorBody, 403: errorBody },
  }),
  approve: endpoint({
    method: 'POST',
    path: '/api/admin/bookings/:id/approve',
    tags: ['approvals'],
    summary: 'Approve a restricted-period booking (admin)',
    params: idParams,
    body: approveRequest.nullish(),
    responses: { 200: booking, ...refusals },
  }),
  reject: endpoint({
    method: 'POST',
    path: '/api/admin/bookings/:id/reject',
    tags: ['approvals'],
    summary: 'Reject a restricted-period booking with a reason (admin)',
    params: idParams,
    body: rejectRequest,
    responses: { 200: booking, ...refusals },
  }),
  reservations: endpoint({
    method: 'GET',
    path: '/api/admin/reservations',
    tags: ['reservations'],
    summary:
      'Reservations Diary (admin): the bookings of a day (default today) of any status, filtered by status and q (user name, e-mail, vehicle number), with the five status counts',
    query: reservationsQuery,
    responses: { 200: reservationsDiary, 400: errorBody, 401: errorBody, 403: errorBody },
  }),
  setReservationStatus: endpoint({
    method: 'PATCH',
    path: '/api/admin/reservations/:id',
    tags: ['reservations'],
    summary: "Set a reservation's status (admin) through the booking rules: held again only if the vehicle is free; cancelling tells the member",
    params: idParams,
    body: reservationStatusUpdate,
    responses: { 200: reservation, ...refusals },
  }),
};
