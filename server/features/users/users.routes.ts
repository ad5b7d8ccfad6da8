import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../../contract/errors.contract.ts';
import { z } from 'zod';
import {
  adminUserCreate,
  adminUserUpdate,
  bulkUploadResult,
  csvProblem,
  csvValidation,
  deleteUserResult,
  notificationEmailConfirmation,
  notificationEmailConfirmed,
  profileUpdate,
  user,
  USER_CSV_MAX_BYTES,
  userIdParams,
  userList,
  userListQuery,
} from '../../../contract/user.contract.ts';
import { authOf, requireAdmin } from '../../plugins/authenticate.ts';
import { readCsvUpload } from './csv-upload.ts';
import { USER_CSV_TEMPLATE } from './users-csv.ts';
import { CsvRefusal, type UsersService } from './users.service.ts';
import { contentDisposition } from '../../content-disposition.ts';

const csvRefusalBody = errorBody.extend({ errors: z.array(csvProblem).optional() });
/** The CSV text of a request, read before validation (multipart or text/csv). */
const csvTexts = new WeakMap<FastifyRequest, string>();

export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (app, { users }) => {
  app.get('/api/user/profile', {
    schema: { tags: ['users'], summary: 'The signed-in user', response: { 200: user, 401: errorBody } },
    handler: (request) => users.profile(authOf(request)),
  });

  app.patch('/api/user/profile', {
    schema: {
      tags: ['users'],
      summary: 'Edit my profile (the email is read-only; the monthly hour limit is for admins; a new preferredEmail other than the sign-in address waits as pendingPreferredEmail until the link e-mailed to it is opened: 429 past 5 such e-mails an hour)',
      body: profileUpdate,
      response: { 200: user, 400: errorBody, 401: errorBody, 403: errorBody, 429: errorBody },
    },
    handler: (request) => users.updateProfile(authOf(request), request.body),
  });

  app.post('/api/user/preferred-email/confirm', {
    config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    schema: {
      tags: ['users'],
      summary: "Confirm a new address for notices with the token of the link e-mailed to it (no sign-in needed: the link is the proof; it works once, for 24 hours)",
      body: notificationEmailConfirmation,
      response: { 200: notificationEmailConfirmed, 400: errorBody, 429: errorBody },
    },
    handler: (request) => users.confirmNotificationEmail(request.body.token),
  });
  app.post('/api/user/preferred-email/resend', {
    schema: {
      tags: ['users'],
      summary: 'Send the confirmation link of my pending notification address again (at most 5 an hour)',
      response: { 200: user, 401: errorBody, 404: errorBody, 429: errorBody },
    },
    handler: (request) => users.resendEmailConfirmation(authOf(request)),
  });
  app.delete('/api/user/preferred-email/pending', {
    schema: { tags: ['users'], summary: 'Drop my pending notification address: notices keep going where they went', response: { 200: user, 401: errorBody } },
    handler: (request) => users.cancelEmailConfirmation(authOf(request)),
  });

  app.get('/api/users', {
    onRequest: requireAdmin,
    schema: {
      tags: ['users'],
      summary: 'Users (admin): search q (name, e-mail, phone), userType, status; all of them, or a page with page and pageSize; X-Total-Count says how many match',
      querystring: userListQuery,
      response: { 200: userList, 400: errorBody, 401: errorBody, 403: errorBody },
    },
    handler: async (request, reply) => {
      const { users: list, total } = await users.list(authOf(request), request.query);
      return reply.header('x-total-count', total).send(list);
    },
  });

  app.post('/api/users', {
    onRequest: requireAdmin,
    schema: {
      tags: ['users'],
      summary: 'Add one user (admin; User Management\'s Add user beside the CSV upload): name and email required; phone, address, userTypes (default driver), monthlyHourLimit, isActive and the licence optional; 409 when the e-mail is taken',
      body: adminUserCreate,
      response: { 201: user, 400: errorBody, 401: errorBody, 403: errorBody, 409: errorBody },
    },
    handler: async (request, reply) => reply.code(201).send(await users.create(authOf(request), request.body)),
  });

  app.delete('/api/users/:id', {
    onRequest: requireAdmin,
    schema: {
      tags: ['users'],
      summary: 'Delete a user (admin): one with bookings or documents is deactivated and anonymised instead; their sessions end at once',
      params: userIdParams,
      response: { 200: deleteUserResult, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
    },
    handler: (request) => users.remove(authOf(request), request.params.id),
  });

  app.get('/api/users/csv-template', {
    onRequest: requireAdmin,
    schema: { tags: ['users'], summary: 'The bulk-upload CSV template (admin): the columns and a sample row', produces: ['text/csv'] },
    handler: async (_request, reply) => reply.type('text/csv; charset=utf-8').header('content-disposition', contentDisposition('attachment', 'users-template.csv')).send(USER_CSV_TEMPLATE),
  });

  // A CSV sent as the body itself arrives as text; the parser serves this plugin's routes only.
  app.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: USER_CSV_MAX_BYTES }, (_request, body, done) => done(null, body));
  const csvRoute = { onRequest: requireAdmin, bodyLimit: USER_CSV_MAX_BYTES, preValidation: async (request: FastifyRequest) => void csvTexts.set(request, await readCsvUpload(request)) };
  const csvText = (request: FastifyRequest) => csvTexts.get(request)!;

  app.post('/api/users/validate-csv', {
    ...csvRoute,
    schema: {
      tags: ['users'],
      summary: 'Check a bulk-upload CSV without writing (admin): text/csv or multipart (file, validateOnly); each problem with its line and column, and the first 5 rows',
      consumes: ['text/csv', 'multipart/form-data'],
      response: { 200: csvValidation, 400: errorBody, 401: errorBody, 403: errorBody, 413: errorBody },
    },
    handler: (request) => users.validateCsv(authOf(request), csvText(request)),
  });

  app.post('/api/users/bulk-upload', {
    ...csvRoute,
    schema: {
      tags: ['users'],
      summary: 'Create and update users from a CSV (admin), matched by e-mail, in one transaction: one bad row and nothing is written (400 with every problem)',
      consumes: ['text/csv', 'multipart/form-data'],
      response: { 200: bulkUploadResult, 400: csvRefusalBody, 401: errorBody, 403: errorBody, 409: errorBody, 413: errorBody },
    },
    handler: async (request, reply) => {
      try {
        return await users.bulkUpload(authOf(request), csvText(request));
      } catch (error) {
        if (!(error instanceof CsvRefusal)) throw error;
        return reply.status(400).send({ message: error.message, code: error.code, errors: error.validation.errors });
      }
    },
  });

  app.patch('/api/users/:id', {
    onRequest: requireAdmin,
    schema: {
      tags: ['users'],
      summary: 'Edit a user (admin); isActive false ends their sessions',
      params: userIdParams,
      body: adminUserUpdate,
      response: { 200: user, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody },
    },
    handler: (request) => users.update(authOf(request), request.params.id, request.body),
  });
};
