import { z } from 'zod';
import { calendarFeedCreated, calendarFeedStatus, calendarUrls, feedParams } from './calendar-export.contract.ts';
import { bookingIdParams } from './common.contract.ts';
import { endpoint } from './endpoint.ts';
import { errorBody } from './errors.contract.ts';

/** The endpoints of calendar export (server/features/calendar-export/calendar-export.routes.ts). */
export const calendarExportEndpoints = {
  urls: endpoint({
    method: 'GET',
    path: '/api/calendar/urls/:bookingId',
    tags: ['calendar-export'],
    summary: 'Google and Outlook links that add the booking (owner or admin)',
    params: bookingIdParams,
    responses: { 200: calendarUrls, 400: errorBody, 401: errorBody, 404: errorBody },
  }),
  ics: endpoint({
    method: 'GET',
    path: '/api/calendar/ics/:bookingId',
    tags: ['calendar-export'],
    summary: 'The booking as an .ics file with reminders 15 min and 1 h before (owner or admin)',
    params: bookingIdParams,
  }),
  feedStatus: endpoint({
    method: 'GET',
    path: '/api/calendar/feed',
    tags: ['calendar-export'],
    summary: 'Whether I have a calendar subscription',
    responses: { 200: calendarFeedStatus, 401: errorBody },
  }),
  createFeed: endpoint({
    method: 'POST',
    path: '/api/calendar/feed',
    tags: ['calendar-export'],
    summary: 'A new secret subscription URL (replaces the old one)',
    responses: { 200: calendarFeedCreated, 401: errorBody, 403: errorBody },
  }),
  revokeFeed: endpoint({
    method: 'DELETE',
    path: '/api/calendar/feed',
    tags: ['calendar-export'],
    summary: 'Revoke my subscription URL',
    responses: { 200: z.object({ success: z.literal(true) }), 401: errorBody, 403: errorBody },
  }),
  feed: endpoint({
    method: 'GET',
    path: '/api/calendar/feed/:token',
    tags: ['calendar-export'],
    summary: 'The subscription feed calendar apps poll (the secret is the credential)',
    params: feedParams,
  }),
};
