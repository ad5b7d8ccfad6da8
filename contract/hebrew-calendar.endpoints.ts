import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { errorBody } from './errors.contract.ts';
import { dateRangeQuery, holiday, initializeResult, nextShabbatInfo, restrictedPeriod, syncResult, yearParams } from './hebrew-calendar.contract.ts';

/** The endpoints of hebrew calendar (server/features/hebrew-calendar/hebrew-calendar.routes.ts). */
export const hebrewCalendarEndpoints = {
  holidays: endpoint({
    method: 'GET',
    path: '/api/hebrew-calendar/holidays',
    tags: ['hebrew-calendar'],
    summary: 'Jewish holidays between two dates (default: the next 30 days)',
    query: dateRangeQuery,
    responses: { 200: z.array(holiday), 400: errorBody, 401: errorBody },
  }),
  shabbatUpcoming: endpoint({
    method: 'GET',
    path: '/api/hebrew-calendar/shabbat-upcoming',
    tags: ['hebrew-calendar'],
    summary: 'Shabbat and festival times with their restricted periods',
    query: dateRangeQuery,
    responses: { 200: z.array(restrictedPeriod), 400: errorBody, 401: errorBody },
  }),
  shabbatThisWeek: endpoint({
    method: 'GET',
    path: '/api/hebrew-calendar/shabbat-this-week',
    tags: ['hebrew-calendar'],
    summary: 'The coming Shabbat (or festival) and its restricted period',
    responses: { 200: z.array(restrictedPeriod), 401: errorBody },
  }),
  nextShabbatInfo: endpoint({
    method: 'GET',
    path: '/api/bookings/next-shabbat-info',
    tags: ['hebrew-calendar'],
    summary: 'When the next restricted period starts and ends',
    responses: { 200: nextShabbatInfo, 401: errorBody },
  }),
  initialize: endpoint({
    method: 'POST',
    path: '/api/hebrew-calendar/initialize',
    tags: ['hebrew-calendar'],
    summary: 'Fill the holiday table for this year and the next (admin)',
    responses: { 200: initializeResult, 401: errorBody, 403: errorBody },
  }),
  sync: endpoint({
    method: 'POST',
    path: '/api/hebrew-calendar/sync/:year',
    tags: ['hebrew-calendar'],
    summary: 'Fill the holiday table for one year (admin)',
    params: yearParams,
    responses: { 200: syncResult, 400: errorBody, 401: errorBody, 403: errorBody },
  }),
  syncRefused: endpoint({
    method: 'GET',
    path: '/api/hebrew-calendar/sync/:year',
    tags: ['hebrew-calendar'],
    summary: 'Refused: syncing changes data, use POST',
    params: yearParams,
    responses: { 405: errorBody },
  }),
};
