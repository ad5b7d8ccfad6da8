import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { HebrewCalendarService } from './hebrew-calendar.service.ts';
import { hebrewCalendarEndpoints } from '../../../contract/hebrew-calendar.endpoints.ts';
import { requireAdmin } from '../../plugins/authenticate.ts';
import { routeOf } from '../../plugins/route-of.ts';

export const hebrewCalendarRoutes: FastifyPluginAsyncZod<{ calendar: HebrewCalendarService }> = async (app, { calendar }) => {
  app.route({
    ...routeOf(hebrewCalendarEndpoints.holidays),
    handler: (request) => calendar.holidays(request.query),
  });
  app.route({
    ...routeOf(hebrewCalendarEndpoints.shabbatUpcoming),
    handler: (request) => calendar.shabbatUpcoming(request.query),
  });
  app.route({
    ...routeOf(hebrewCalendarEndpoints.shabbatThisWeek),
    handler: () => calendar.shabbatThisWeek(),
  });
  app.route({
    ...routeOf(hebrewCalendarEndpoints.nextShabbatInfo),
    handler: () => calendar.nextShabbatInfo(),
  });
  app.route({
    ...routeOf(hebrewCalendarEndpoints.initialize),
    onRequest: requireAdmin,
    handler: () => calendar.initialize(),
  });
  app.route({
    ...routeOf(hebrewCalendarEndpoints.sync),
    onRequest: requireAdmin,
    handler: (request) => calendar.sync(request.params.year),
  });
  // It changes data, so a link (or another site's image tag) must not be able to run it.
  app.route({
    ...routeOf(hebrewCalendarEndpoints.syncRefused),
    handler: async (_request, reply) =>
      reply.status(405).header('allow', 'POST').send({ message: 'Syncing changes data: use POST /api/hebrew-calendar/sync/{year}.', code: 'USE_POST' }),
  });
};
