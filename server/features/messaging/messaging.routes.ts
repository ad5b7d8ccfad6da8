import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../../contract/common.contract.ts';
import { errorBody } from '../../../contract/errors.contract.ts';
import { deliveryEntry, deliveryQuery, notificationSettings, pushEndpoint, pushPublicKey, pushSubscriptionRequest } from '../../../contract/messaging.contract.ts';
import { notFound, said } from '../../http-errors.ts';
import { requestLanguage } from '../../request-language.ts';
import { authOf, requireAdmin } from '../../plugins/authenticate.ts';
import type { MessagingService } from './messaging.service.ts';

const refusals = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

export const messagingRoutes: FastifyPluginAsyncZod<{ messaging: MessagingService; vapidPublicKey: string | undefined }> = async (app, { messaging, vapidPublicKey }) => {
  app.get('/api/push/public-key', {
    schema: { tags: ['notifications'], summary: 'The Web Push (VAPID) public key a device subscribes with; 404 when push is off on this server', response: { 200: pushPublicKey, 401: errorBody, 404: errorBody } },
    handler: () => {
      if (!vapidPublicKey) throw notFound(said('push.notConfigured'));
      return { publicKey: vapidPublicKey };
    },
  });
  app.post('/api/user/push-subscriptions', {
    schema: { tags: ['notifications'], summary: 'This device takes Web Push for me (PushSubscription.toJSON()): reminders, codes and every notice my settings let through', body: pushSubscriptionRequest, response: { 204: z.null(), ...refusals } },
    handler: async (request, reply) => {
      await messaging.subscribePush(authOf(request), request.body);
      return reply.code(204).send(null);
    },
  });
  app.delete('/api/user/push-subscriptions', {
    schema: { tags: ['notifications'], summary: 'This device takes no more Web Push for me', body: pushEndpoint, response: { 204: z.null(), ...refusals } },
    handler: async (request, reply) => {
      await messaging.unsubscribePush(authOf(request), request.body.endpoint);
      return reply.code(204).send(null);
    },
  });
  app.get('/api/user/notification-settings', {
    schema: { tags: ['notifications'], summary: 'My notification settings (defaults until I save mine)', response: { 200: notificationSettings, 401: errorBody } },
    handler: (request) => messaging.settings(authOf(request)),
  });
  app.put('/api/user/notification-settings', {
    schema: {
      tags: ['notifications'],
      summary: 'Save my notification settings: channels (e-mail, SMS and WhatsApp need a phone), kinds, reminder timing 15/30/60/120/180 min, restriction warning 1/2/3/6/12/24 h',
      body: notificationSettings,
      response: { 200: notificationSettings, ...refusals },
    },
    handler: (request) => messaging.saveSettings(authOf(request), request.body),
  });
  app.get('/api/admin/messages', {
    onRequest: requireAdmin,
    schema: { tags: ['messaging'], summary: 'Delivery log (admin): outbound messages, newest first, by member, booking and status, with attempts, last error and provider id', querystring: deliveryQuery, response: { 200: z.array(deliveryEntry), ...refusals } },
    handler: (request) => {
      const ctx = authOf(request);
      return messaging.deliveryLog(ctx, request.query, requestLanguage(request, ctx.user.language));
    },
  });
  app.post('/api/admin/messages/:id/retry', {
    onRequest: requireAdmin,
    schema: { tags: ['messaging'], summary: 'Send a failed or unsent message again (admin)', params: idParams, response: { 200: deliveryEntry, ...refusals } },
    handler: (request) => messaging.retry(authOf(request), request.params.id),
  });
};
