import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noticeCursorOf } from './notice-cursor.ts';
import type { NoticeHub } from './notice-stream.ts';
import type { NotificationsService } from './notifications.service.ts';
import { notificationsEndpoints } from '../../../contract/notifications.endpoints.ts';
import { authOf } from '../../plugins/authenticate.ts';
import { routeOf } from '../../plugins/route-of.ts';
import { requestLanguage } from '../../request-language.ts';

export const notificationsRoutes: FastifyPluginAsyncZod<{ notifications: NotificationsService; hub: NoticeHub }> = async (app, { notifications, hub }) => {
  app.route({
    ...routeOf(notificationsEndpoints.stream),
    handler: (request, reply) => {
      const { user } = authOf(request);
      hub.open(request, reply, user.id, requestLanguage(request, user.language), noticeCursorOf(request.headers['last-event-id']));
    },
  });
  app.route({
    ...routeOf(notificationsEndpoints.list),
    handler: (request) => {
      const ctx = authOf(request);
      return notifications.list(ctx, requestLanguage(request, ctx.user.language));
    },
  });

  app.route({
    ...routeOf(notificationsEndpoints.markRead),
    handler: async (request) => {
      await notifications.markRead(authOf(request), request.params.id);
      return { success: true as const };
    },
  });

  app.route({
    ...routeOf(notificationsEndpoints.markAllRead),
    handler: async (request) => ({ success: true as const, updated: await notifications.markAllRead(authOf(request)) }),
  });
};
