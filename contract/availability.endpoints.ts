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
} from './availability.contract.ts';
import { idParams } from './common.contract.ts';
import { endpoint } from './endpoint.ts';
import { errorBody } from './errors.contract.ts';

const refusals = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

const deleted = z.object({ success: z.literal(true) });

/** The endpoints of availability (server/features/availability/availability.routes.ts). */
export const availabilityEndpoints = {
  availability: endpoint({
    method: 'GET',
    path: '/api/booking-availability',
    tags: ['availability'],
    summary: 'Each vehicle on a day (Jerusalem): utilization, maintenance, next free time, bookings',
    query: dateQuery,
    responses: { 200: z.array(availabilityEntry), 400: errorBody, 401: errorBody },
  }),
  diary: endpoint({
    method: 'GET',
    path: '/api/booking-diary',
    tags: ['availability'],
    summary: 'The Vehicle Availability Diary of a day or of a week from Sunday, of the fleet or one vehicle',
    query: diaryQuery,
    responses: { 200: bookingDiary, 400: errorBody, 401: errorBody },
  }),
  overview: endpoint({
    method: 'GET',
    path: '/api/fleet-overview',
    tags: ['availability'],
    summary: 'Fleet counts now, peak hours of the last 8 weeks, the freest windows of a day',
    query: dateQuery,
    responses: { 200: fleetOverview, 400: errorBody, 401: errorBody },
  }),
  listEvents: endpoint({
    method: 'GET',
    path: '/api/calendar/events',
    tags: ['availability'],
    summary: 'Calendar events (maintenance, holidays, training, …)',
    responses: { 200: z.array(calendarEvent), 401: errorBody },
  }),
  createEvent: endpoint({
    method: 'POST',
    path: '/api/calendar/events',
    tags: ['availability'],
    summary: 'Add a calendar event (admin); vehicleId null means every vehicle; affectedBookings lists the bookings it now keeps from their vehicle',
    body: calendarEventInput,
    responses: { 201: calendarEventResult, ...refusals },
  }),
  updateEvent: endpoint({
    method: 'PUT',
    path: '/api/calendar/events/:id',
    tags: ['availability'],
    summary: 'Replace a calendar event (admin); affectedBookings lists the bookings it now keeps from their vehicle',
    params: idParams,
    body: calendarEventInput,
    responses: { 200: calendarEventResult, ...refusals },
  }),
  deleteEvent: endpoint({
    method: 'DELETE',
    path: '/api/calendar/events/:id',
    tags: ['availability'],
    summary: 'Delete a calendar event (admin)',
    params: idParams,
    responses: { 200: deleted, ...refusals },
  }),
  listRules: endpoint({
    method: 'GET',
    path: '/api/availability/rules',
    tags: ['availability'],
    summary: 'Availability rules',
    responses: { 200: z.array(availabilityRule), 401: errorBody },
  }),
  createRule: endpoint({
    method: 'POST',
    path: '/api/availability/rules',
    tags: ['availability'],
    summary: 'Add an availability rule (admin); affectedBookings lists the coming bookings it would have refused',
    body: availabilityRuleInput,
    responses: { 201: availabilityRuleResult, ...refusals },
  }),
  deleteRule: endpoint({
    method: 'DELETE',
    path: '/api/availability/rules/:id',
    tags: ['availability'],
    summary: 'Delete an availability rule (admin)',
    params: idParams,
    responses: { 200: deleted, ...refusals },
  }),
};
