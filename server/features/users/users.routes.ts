import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../../contract/errors.contract.ts';
import { adminUserUpdate, profileUpdate, user, userIdParams, userList } from '../../../contract/user.contract.ts';
import { authOf, requireAdmin } from '../../plugins/authenticate.ts';
import type { UsersService } from './users.service.ts';

export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (app, { users }) => {
  app.get('/api/user/profile', {
    schema: { tags: ['users'], summary: 'The signed-in user', response: { 200: user, 401: errorBody } },
    handler: (request) => users.profile(authOf(request)),
  });

  app.patch('/api/user/profile', {
    schema: {
      tags: ['users'],
      summary: 'Edit my profile (the email is read-only; the monthly hour limit is for admins)',
      body: profileUpdate,
      response: { 200: user, 400: errorBody, 401: errorBody, 403: errorBody },
    },
    handler: (request) => users.updateProfile(authOf(request), request.body),
  });

  app.get('/api/users', {
    onRequest: requireAdmin,
    schema: { tags: ['users'], summary: 'All users (admin)', response: { 200: userList, 401: errorBody, 403: errorBody } },
    handler: () => users.list(),
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
