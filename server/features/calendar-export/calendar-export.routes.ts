import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { calendarFeedCreated, calendarFeedStatus, calendarUrls, feedParams } from '../../../contract/calendar-export.contract.ts';
import { bookingIdParams } from '../../../contract/common.contract.ts';
import { errorBody } from '../../../contract/errors.contract.ts';
import { authOf } from '../../plugins/authenticate.ts';
import { requestLanguage } from '../../request-language.ts';
import type { CalendarExportService } from './calendar-export.service.ts';
import { contentDisposition } from '../../content-disposition.ts';

const ICS_TYPE = 'text/calendar; charset=utf-8';

export const calendarExportRoutes: FastifyPluginAsyncZod<{ calendarExport: CalendarExportService }> = async (app, { calendarExport }) => {
  const tags = ['calendar-export'];
  app.get('/api/calendar/urls/:bookingId', {
    schema: { tags, summary: 'Google and Outlook links that add the booking (owner or admin)', params: bookingIdParams, response: { 200: calendarUrls, 400: errorBody, 401: errorBody, 404: errorBody } },
    handler: (request) => {
      const ctx = authOf(request);
      return calendarExport.urls(ctx, request.params.bookingId, requestLanguage(request, ctx.user.language));
    },
  });
  app.get('/api/calendar/ics/:bookingId', {
    schema: { tags, summary: 'The booking as an .ics file with reminders 15 min and 1 h before (owner or admin)', params: bookingIdParams },
    handler: async (request, reply) => {
      const ctx = authOf(request);
      const { fileName, body } = await calendarExport.ics(ctx, request.params.bookingId, requestLanguage(request, ctx.user.language));
      return reply.type(ICS_TYPE).header('content-disposition', contentDisposition('attachment', fileName)).send(body);
    },
  });
  app.get('/api/calendar/feed', {
    schema: { tags, summary: 'Whether I have a calendar subscription', response: { 200: calendarFeedStatus, 401: errorBody } },
    handler: (request) => calendarExport.feedStatus(authOf(request)),
  });
  app.post('/api/calendar/feed', {
    schema: { tags, summary: 'A new secret subscription URL (replaces the old one)', response: { 200: calendarFeedCreated, 401: errorBody, 403: errorBody } },
    handler: (request) => calendarExport.createFeed(authOf(request)),
  });
  app.delete('/api/calendar/feed', {
    schema: { tags, summary: 'Revoke my subscription URL', response: { 200: z.object({ success: z.literal(true) }), 401: errorBody, 403: errorBody } },
    handler: async (request) => {
      await calendarExport.revokeFeed(authOf(request));
      return { success: true as const };
    },
  });
  app.get('/api/calendar/feed/:token', {
    schema: { tags, summary: 'The subscription feed calendar apps poll (the secret is the credential)', params: feedParams },
    handler: async (request, reply) => reply.type(ICS_TYPE).header('cache-control', 'private, max-age=300').send(await calendarExport.feed(request.params.token)),
  });
};
