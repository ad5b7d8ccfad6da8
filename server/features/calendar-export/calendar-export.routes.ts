import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CalendarExportService } from './calendar-export.service.ts';
import { calendarExportEndpoints } from '../../../contract/calendar-export.endpoints.ts';
import { contentDisposition } from '../../content-disposition.ts';
import { authOf } from '../../plugins/authenticate.ts';
import { routeOf } from '../../plugins/route-of.ts';
import { requestLanguage } from '../../request-language.ts';

const ICS_TYPE = 'text/calendar; charset=utf-8';

export const calendarExportRoutes: FastifyPluginAsyncZod<{ calendarExport: CalendarExportService }> = async (app, { calendarExport }) => {
  app.route({
    ...routeOf(calendarExportEndpoints.urls),
    handler: (request) => {
      const ctx = authOf(request);
      return calendarExport.urls(ctx, request.params.bookingId, requestLanguage(request, ctx.user.language));
    },
  });
  app.route({
    ...routeOf(calendarExportEndpoints.ics),
    handler: async (request, reply) => {
      const ctx = authOf(request);
      const { fileName, body } = await calendarExport.ics(ctx, request.params.bookingId, requestLanguage(request, ctx.user.language));
      return reply.type(ICS_TYPE).header('content-disposition', contentDisposition('attachment', fileName)).send(body);
    },
  });
  app.route({
    ...routeOf(calendarExportEndpoints.feedStatus),
    handler: (request) => calendarExport.feedStatus(authOf(request)),
  });
  app.route({
    ...routeOf(calendarExportEndpoints.createFeed),
    handler: (request) => calendarExport.createFeed(authOf(request)),
  });
  app.route({
    ...routeOf(calendarExportEndpoints.revokeFeed),
    handler: async (request) => {
      await calendarExport.revokeFeed(authOf(request));
      return { success: true as const };
    },
  });
  app.route({
    ...routeOf(calendarExportEndpoints.feed),
    handler: async (request, reply) =>
      reply
        .type(ICS_TYPE)
        .header('cache-control', 'private, max-age=300')
        .send(await calendarExport.feed(request.params.token)),
  });
};
