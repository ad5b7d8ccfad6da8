import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  availabilityEntry,
  availabilityRule,
  availabilityRuleInput,
  availabilityRuleResult,
  bookingDiary,
  calendarEvent,
  calendarEventInput,
  calendarEventResult,
  dateQuery,
  diaryQuery,
  fleetOverview,
} from '../../../contract/availability.contract.ts';
import { idParams } from '../../../contract/common.contract.ts';
import { errorBody } from '../../../contract/errors.contract.ts';
import { authOf, requireAdmin } from '../../plugins/authenticate.ts';
import type { AvailabilityService } from './availability.service.ts';
import type { FleetAvailabilityService } from './fleet-availability.service.ts';

const refusals = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const deleted = z.object({ success: z.literal(true) });

interface Options {
  availability: AvailabilityService;
  fleet: FleetAvailabilityService;
}

export const availabilityRoutes: FastifyPluginAsyncZod<Options> = async (app, { availability, fleet }) => {
  app.get('/api/booking-availability', {
    schema: { tags: ['availability'], summary: 'Each vehicle on a day (Jerusalem): utilization, maintenance, next free time, bookings', querystring: dateQuery, response: { 200: z.array(availabilityEntry), 400: errorBody, 401: errorBody } },
    handler: (request) => fleet.availability(authOf(request), request.query.date),
  });
  app.get('/api/booking-diary', {
    schema: { tags: ['availability'], summary: 'The Vehicle Availability Diary of a day or of a week from Sunday, of the fleet or one vehicle', querystring: diaryQuery, response: { 200: bookingDiary, 400: errorBody, 401: errorBody } },
    handler: (request) => fleet.diary(authOf(request), request.query.date, request.query.view, request.query.vehicleId),
  });
  app.get('/api/fleet-overview', {
    schema: { tags: ['availability'], summary: 'Fleet counts now, peak hours of the last 8 weeks, the freest windows of a day', querystring: dateQuery, response: { 200: fleetOverview, 400: errorBody, 401: errorBody } },
    handler: (request) => fleet.overview(request.query.date),
  });

  app.get('/api/calendar/events', {
    schema: { tags: ['availability'], summary: 'Calendar events (maintenance, holidays, training, …)', response: { 200: z.array(calendarEvent), 401: errorBody } },
    handler: () => availability.listEvents(),
  });
  app.post('/api/calendar/events', {
    onRequest: requireAdmin,
    schema: { tags: ['availability'], summary: 'Add a calendar event (admin); vehicleId null means every vehicle; affectedBookings lists the bookings it now keeps from their vehicle', body: calendarEventInput, response: { 201: calendarEventResult, ...refusals } },
    handler: async (request, reply) => reply.status(201).send(await availability.createEvent(authOf(request), request.body)),
  });
  app.put('/api/calendar/events/:id', {
    onRequest: requireAdmin,
    schema: { tags: ['availability'], summary: 'Replace a calendar event (admin); affectedBookings lists the bookings it now keeps from their vehicle', params: idParams, body: calendarEventInput, response: { 200: calendarEventResult, ...refusals } },
    handler: (request) => availability.updateEvent(authOf(request), request.params.id, request.body),
  });
  app.delete('/api/calendar/events/:id', {
    onRequest: requireAdmin,
    schema: { tags: ['availability'], summary: 'Delete a calendar event (admin)', params: idParams, response: { 200: deleted, ...refusals } },
    handler: async (request) => {
      await availability.deleteEvent(authOf(request), request.params.id);
      return { success: true as const };
    },
  });

  app.get('/api/availability/rules', {
    schema: { tags: ['availability'], summary: 'Availability rules', response: { 200: z.array(availabilityRule), 401: errorBody } },
    handler: () => availability.listRules(),
  });
  app.post('/api/availability/rules', {
    onRequest: requireAdmin,
    schema: { tags: ['availability'], summary: 'Add an availability rule (admin); affectedBookings lists the coming bookings it would have refused', body: availabilityRuleInput, response: { 201: availabilityRuleResult, ...refusals } },
    handler: async (request, reply) => reply.status(201).send(await availability.createRule(authOf(request), request.body)),
  });
  app.delete('/api/availability/rules/:id', {
    onRequest: requireAdmin,
    schema: { tags: ['availability'], summary: 'Delete an availability rule (admin)', params: idParams, response: { 200: deleted, ...refusals } },
    handler: async (request) => {
      await availability.deleteRule(authOf(request), request.params.id);
      return { success: true as const };
    },
  });
};
