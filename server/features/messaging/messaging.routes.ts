import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MessagingService } from './messaging.service.ts';
import { messagingEndpoints } from '../../../contract/messaging.endpoints.ts';
import { notFound, said } from '../../http-errors.ts';
import { authOf, requireAdmin } from '../../plugins/authenticate.ts';
import { routeOf } from '../../plugins/route-of.ts';
import { requestLanguage } from '../../request-language.ts';

export const messagingRoutes: FastifyPluginAsyncZod<{ messaging: MessagingService; vapidPublicKey: string | undefined }> = async (
  app,
  { messaging, vapidPublicKey },
) => {
  app.route({
    ...routeOf(messagingEndpoints.pushPublicKey),
    handler: () => {
      if (!vapidPublicKey) throw notFound(said('push.notConfigured'));
      return { publicKey: vapidPublicKey };
    },
  });
  app.route({
    ...routeOf(messagingEndpoints.subscribePush),
    handler: async (request, reply) => {
      await messaging.subscribePush(authOf(request), request.body);
      return reply.code(204).send(null);
    },
  });
  app.route({
    ...routeOf(messagingEndpoints.unsubscribePush),
    handler: async (request, reply) => {
      await messaging.unsubscribePush(authOf(request), request.body.endpoint);
      return reply.code(204).send(null);
    },
  });
  app.route({
    ...routeOf(messagingEndpoints.settings),
    handler: (request) => messaging.settings(authOf(request)),
  });
  app.route({
    ...routeOf(messagingEndpoints.saveSettings),
    handler: (request) => messaging.saveSettings(authOf(request), request.body),
  });
  app.route({
    ...routeOf(messagingEndpoints.deliveryLog),
    onRequest: requireAdmin,
    handler: (request) => {
      const ctx = authOf(request);
      return messaging.deliveryLog(ctx, request.query, requestLanguage(request, ctx.user.language));
    },
  });
  app.route({
    ...routeOf(messagingEndpoints.retry),
    onRequest: requireAdmin,
    handler: (request) => messaging.retry(authOf(request), request.params.id),
  });
};
