import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../../contract/errors.contract.ts';
import { dateRangeQuery, holiday, initializeResult, nextShabbatInfo, restrictedPeriod, syncResult, yearParams } from '../../../contract/hebrew-calendar.contract.ts';
import { requireAdmin } from '../../plugins/authenticate.ts';
import type { HebrewCalendarService } from './hebrew-calendar.service.ts';

export const hebrewCalendarRoutes: FastifyPluginAsyncZod<{ calendar: HebrewCalendarService }> = async (app, { calendar }) => {
  const tags = ['hebrew-calendar'];
  app.get('/api/hebrew-calendar/holidays', {
    schema: { tags, summary: 'Jewish holidays between two dates (default: the next 30 days)', querystring: dateRangeQuery, response: { 200: z.array(holiday), 400: errorBody, 401: errorBody } },
    handler: (request) => calendar.holidays(request.query),
  });
  app.get('/api/hebrew-calendar/shabbat-upcoming', {
    schema: { tags, summary: 'Shabbat and festival times with their restricted periods', querystring: dateRangeQuery, response: { 200: z.array(restrictedPeriod), 400: errorBody, 401: errorBody } },
    handler: (request) => calendar.shabbatUpcoming(request.query),
  });
  app.get('/api/hebrew-calendar/shabbat-this-week', {
    schema: { tags, summary: 'The coming Shabbat (or festival) and its restricted period', response: { 200: z.array(restrictedPeriod), 401: errorBody } },
    handler: () => calendar.shabbatThisWeek(),
  });
  app.get('/api/bookings/next-shabbat-info', {
    schema: { tags, summary: 'When the next restricted period starts and ends', response: { 200: nextShabbatInfo, 401: errorBody } },
    handler: () => calendar.nextShabbatInfo(),
  });
  app.post('/api/hebrew-calendar/initialize', {
    onRequest: requireAdmin,
    schema: { tags, summary: 'Fill the holiday table for this year and the next (admin)', response: { 200: initializeResult, 401: errorBody, 403: errorBody } },
    handler: () => calendar.initialize(),
  });
  app.post('/api/hebrew-calendar/sync/:year', {
    onRequest: requireAdmin,
    schema: { tags, summary: 'Fill the holiday table for one year (admin)', params: yearParams, response: { 200: syncResult, 400: errorBody, 401: errorBody, 403: errorBody } },
    handler: (request) => calendar.sync(request.params.year),
  });
  // It changes data, so a link (or another site's image tag) must not be able to run it.
  app.get('/api/hebrew-calendar/sync/:year', {
    schema: { tags, summary: 'Refused: syncing changes data, use POST', params: yearParams, response: { 405: errorBody } },
    handler: async (_request, reply) => reply.status(405).header('allow', 'POST').send({ message: 'Syncing changes data: use POST /api/hebrew-calendar/sync/{year}.', code: 'USE_POST' }),
  });
};
