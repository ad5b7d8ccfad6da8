import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../../contract/errors.contract.ts';
import {
  markAllReadResponse,
  markReadResponse,
  notificationIdParams,
  notificationList,
} from '../../../contract/notifications.contract.ts';
import { authOf } from '../../plugins/authenticate.ts';
import { requestLanguage } from '../../request-language.ts';
import type { NoticeHub } from './notice-stream.ts';
import type { NotificationsService } from './notifications.service.ts';

export const notificationsRoutes: FastifyPluginAsyncZod<{ notifications: NotificationsService; hub: NoticeHub }> = async (
  app,
  { notifications, hub },
) => {
  app.get('/api/user/notifications/stream', {
    schema: { tags: ['notifications'], summary: 'Server-Sent Events: a "notice" event whenever a notification of mine is written (on any instance); polling stays the fallback', response: { 401: errorBody } },
    handler: (request, reply) => hub.open(request, reply, authOf(request).user.id),
  });
  app.get('/api/user/notifications', {
    schema: { tags: ['notifications'], summary: 'My notifications, newest first, in my language (profile, else Accept-Language)', response: { 200: notificationList, 401: errorBody } },
    handler: (request) => {
      const ctx = authOf(request);
      return notifications.list(ctx, requestLanguage(request, ctx.user.language));
    },
  });

  app.post('/api/user/notifications/:id/read', {
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
    schema: {
      tags: ['notifications'],
      summary: 'Mark all my notifications read',
      response: { 200: markAllReadResponse, 401: errorBody, 403: errorBody },
    },
    handler: async (request) => ({ success: true as const, updated: await notifications.markAllRead(authOf(request)) }),
  });
};
