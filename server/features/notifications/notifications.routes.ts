import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../../contract/errors.contract.ts';
import {
  markAllReadResponse,
  markReadResponse,
  notificationIdParams,
  notificationList,
} from '../../../contract/notifications.contract.ts';
import { authOf, type Guards } from '../../plugins/authenticate.ts';
import type { NotificationsService } from './notifications.service.ts';

export const notificationsRoutes: FastifyPluginAsyncZod<{ notifications: NotificationsService; guards: Guards }> = async (
  app,
  { notifications, guards },
) => {
  app.get('/api/user/notifications', {
    preHandler: guards.authenticate,
    schema: { tags: ['notifications'], summary: 'My notifications, newest first', response: { 200: notificationList, 401: errorBody } },
    handler: (request) => notifications.list(authOf(request)),
  });

  app.post('/api/user/notifications/:id/read', {
    preHandler: guards.authenticate,
    schema: {
      tags: ['notifications'],
      summary: 'Mark one notification read',
      params: notificationIdParams,
      response: { 200: markReadResponse, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
    },
    handler: async (request) => {
      await notifications.markRead(authOf(request), request.params.id);
      return { success: true as const };
    },
  });

  app.post('/api/user/notifications/mark-all-read', {
    preHandler: guards.authenticate,
    schema: {
      tags: ['notifications'],
      summary: 'Mark all my notifications read',
      response: { 200: markAllReadResponse, 401: errorBody, 403: errorBody },
    },
    handler: async (request) => ({ success: true as const, updated: await notifications.markAllRead(authOf(request)) }),
  });
};
