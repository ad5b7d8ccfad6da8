import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  approveRequest,
  booking,
  bookingList,
  bookingPage,
  cancelBookingRequest,
  createBookingRequest,
  myBookingsQuery,
  rejectRequest,
  rescheduleBookingRequest,
} from '../../../contract/bookings.contract.ts';
import { idParams } from '../../../contract/common.contract.ts';
import { vehicleSummary } from '../../../contract/vehicles.contract.ts';
import { reservation, reservationsDiary, reservationsQuery, reservationStatusUpdate } from '../../../contract/reservations.contract.ts';
import { errorBody } from '../../../contract/errors.contract.ts';
import { authOf, requireAdmin } from '../../plugins/authenticate.ts';
import type { ApprovalsService } from './approvals.service.ts';
import type { BookingsService } from './bookings.service.ts';
import type { ReservationsService } from './reservations.service.ts';

interface Options {
  bookings: BookingsService;
  approvals: ApprovalsService;
  reservations: ReservationsService;
}

const refusals = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

export const bookingsRoutes: FastifyPluginAsyncZod<Options> = async (app, { bookings, approvals, reservations }) => {
  app.post('/api/bookings', {
    schema: {
      tags: ['bookings'],
      summary: 'Book a vehicle; pending when it overlaps Shabbat or a festival, else confirmed',
      body: createBookingRequest,
      response: { 201: booking, ...refusals },
    },
    handler: async (request, reply) => reply.status(201).send(await bookings.create(authOf(request), request.body)),
  });

  app.get('/api/bookings/active', {
    schema: { tags: ['bookings'], summary: 'My pending, confirmed and active bookings, soonest first', response: { 200: bookingList, 401: errorBody } },
    handler: (request) => bookings.active(authOf(request)),
  });

  app.get('/api/bookings/mine', {
    schema: { tags: ['bookings'], summary: 'All my bookings, newest first, a page at a time', querystring: myBookingsQuery, response: { 200: bookingPage, 400: errorBody, 401: errorBody } },
    handler: (request) => bookings.mine(authOf(request), request.query.page, request.query.pageSize),
  });

  app.patch('/api/bookings/:id', {
    schema: {
      tags: ['bookings'],
      summary: 'Reschedule a booking, or move it to another vehicle with vehicleId (owner or admin; same checks as booking); a move clears vehicleWithdrawn',
      params: idParams,
      body: rescheduleBookingRequest,
      response: { 200: booking, ...refusals },
    },
    handler: (request) => bookings.reschedule(authOf(request), request.params.id, request.body),
  });

  app.get('/api/bookings/:id/alternatives', {
    schema: {
      tags: ['bookings'],
      summary: "Vehicles the booking's member may take instead for the same span (each passes every booking rule now): one tap to move a booking whose vehicle was taken",
      params: idParams,
      response: { 200: z.array(vehicleSummary), ...refusals },
    },
    handler: (request) => bookings.alternatives(authOf(request), request.params.id),
  });

  app.post('/api/bookings/:id/cancel', {
    schema: { tags: ['bookings'], summary: 'Cancel a booking (owner or admin)', params: idParams, body: cancelBookingRequest.nullish(), response: { 200: booking, ...refusals } },
    handler: (request) => bookings.cancel(authOf(request), request.params.id, request.body?.reason),
  });

  app.get('/api/admin/bookings/pending-approval', {
    onRequest: requireAdmin,
    schema: { tags: ['approvals'], summary: 'Bookings waiting for approval (admin)', response: { 200: bookingList, 401: errorBody, 403: errorBody } },
    handler: () => approvals.list(),
  });

  app.post('/api/admin/bookings/:id/approve', {
    onRequest: requireAdmin,
    schema: { tags: ['approvals'], summary: 'Approve a restricted-period booking (admin)', params: idParams, body: approveRequest.nullish(), response: { 200: booking, ...refusals } },
    handler: (request) => approvals.approve(authOf(request), request.params.id, request.body?.notes),
  });

  app.post('/api/admin/bookings/:id/reject', {
    onRequest: requireAdmin,
    schema: { tags: ['approvals'], summary: 'Reject a restricted-period booking with a reason (admin)', params: idParams, body: rejectRequest, response: { 200: booking, ...refusals } },
    handler: (request) => approvals.reject(authOf(request), request.params.id, request.body.reason),
  });

  app.get('/api/admin/reservations', {
    onRequest: requireAdmin,
    schema: {
      tags: ['reservations'],
      summary: 'Reservations Diary (admin): the bookings of a day (default today) of any status, filtered by status and q (user name, e-mail, vehicle number), with the five status counts',
      querystring: reservationsQuery,
      response: { 200: reservationsDiary, 400: errorBody, 401: errorBody, 403: errorBody },
    },
    handler: (request) => reservations.diary(authOf(request), request.query),
  });

  app.patch('/api/admin/reservations/:id', {
    onRequest: requireAdmin,
    schema: {
      tags: ['reservations'],
      summary: "Set a reservation's status (admin) through the booking rules: held again only if the vehicle is free; cancelling tells the member",
      params: idParams,
      body: reservationStatusUpdate,
      response: { 200: reservation, ...refusals },
    },
    handler: (request) => reservations.update(authOf(request), request.params.id, request.body),
  });
};
