import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApprovalsService } from './approvals.service.ts';
import type { BookingsService } from './bookings.service.ts';
import type { CheckInService } from './check-in.service.ts';
import type { ReservationsService } from './reservations.service.ts';
import { bookingsEndpoints } from '../../../contract/bookings.endpoints.ts';
import { authOf, requireAdmin } from '../../plugins/authenticate.ts';
import { routeOf } from '../../plugins/route-of.ts';

interface Options {
  bookings: BookingsService;
  approvals: ApprovalsService;
  reservations: ReservationsService;
  checkIns: CheckInService;
}

export const bookingsRoutes: FastifyPluginAsyncZod<Options> = async (app, { bookings, approvals, reservations, checkIns }) => {
  app.route({
    ...routeOf(bookingsEndpoints.create),
    handler: async (request, reply) => reply.status(201).send(await bookings.create(authOf(request), request.body)),
  });

  app.route({
    ...routeOf(bookingsEndpoints.active),
    handler: (request) => bookings.active(authOf(request)),
  });

  app.route({
    ...routeOf(bookingsEndpoints.mine),
    handler: (request) => bookings.mine(authOf(request), request.query.page, request.query.pageSize),
  });

  app.route({
    ...routeOf(bookingsEndpoints.reschedule),
    handler: (request) => bookings.reschedule(authOf(request), request.params.id, request.body),
  });

  app.route({
    ...routeOf(bookingsEndpoints.alternatives),
    handler: (request) => bookings.alternatives(authOf(request), request.params.id),
  });

  app.route({
    ...routeOf(bookingsEndpoints.cancel),
    handler: (request) => bookings.cancel(authOf(request), request.params.id, request.body?.reason),
  });

  app.route({
    ...routeOf(bookingsEndpoints.checkIn),
    handler: (request) => checkIns.checkIn(authOf(request), request.params.id, request.body ?? {}),
  });

  app.route({
    ...routeOf(bookingsEndpoints.noShows),
    onRequest: requireAdmin,
    handler: (request) => checkIns.noShowsOf(authOf(request), request.params.id),
  });

  app.route({
    ...routeOf(bookingsEndpoints.pendingApproval),
    onRequest: requireAdmin,
    handler: () => approvals.list(),
  });

  app.route({
    ...routeOf(bookingsEndpoints.approve),
    onRequest: requireAdmin,
    handler: (request) => approvals.approve(authOf(request), request.params.id, request.body?.notes),
  });

  app.route({
    ...routeOf(bookingsEndpoints.reject),
    onRequest: requireAdmin,
    handler: (request) => approvals.reject(authOf(request), request.params.id, request.body.reason),
  });

  app.route({
    ...routeOf(bookingsEndpoints.reservations),
    onRequest: requireAdmin,
    handler: (request) => reservations.diary(authOf(request), request.query),
  });

  app.route({
    ...routeOf(bookingsEndpoints.setReservationStatus),
    onRequest: requireAdmin,
    handler: (request) => reservations.update(authOf(request), request.params.id, request.body),
  });
};
