import { z } from 'zod';
import { bookingIdParams, idParams } from './common.contract.ts';
import { endpoint } from './endpoint.ts';
import { errorBody } from './errors.contract.ts';
import {
  deliveryEntry,
  deliveryQuery,
  messagingResult,
  notificationSettings,
  pushEndpoint,
  pushPublicKey,
  pushSubscriptionRequest,
  sendChannelsRequest,
  sendIturanRequest,
  sendReminderRequest,
  whatsappQr,
  whatsappStatus,
  whatsappTestRequest,
} from './messaging.contract.ts';

const tags = ['messaging'];

/** WhatsApp tests a member may send themselves in an hour. */
const MEMBER_TESTS_PER_HOUR = 3;

const refusals = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

/** The endpoints of messaging tests (server/features/messaging/messaging-tests.routes.ts). */
export const messagingTestsEndpoints = {
  whatsappTest: endpoint({
    method: 'POST',
    path: '/api/whatsapp/test',
    tags,
    summary: `Send a WhatsApp test message (through the outbox): admins to any number; members to their own WhatsApp (or phone) number only, at most ${MEMBER_TESTS_PER_HOUR} an hour (403 for another number, 429 past the limit)`,
    body: whatsappTestRequest,
    responses: { 200: messagingResult, ...refusals, 429: errorBody },
  }),
  sendConfirmation: endpoint({
    method: 'POST',
    path: '/api/whatsapp/send-confirmation/:bookingId',
    tags,
    summary: "Send a booking's confirmation again (admin)",
    params: bookingIdParams,
    body: sendChannelsRequest,
    responses: { 200: messagingResult, ...refusals },
  }),
  sendReminder: endpoint({
    method: 'POST',
    path: '/api/whatsapp/send-reminder/:bookingId',
    tags,
    summary: "Send a booking's reminder now (admin): 15min or 1hour",
    params: bookingIdParams,
    body: sendReminderRequest,
    responses: { 200: messagingResult, ...refusals },
  }),
  sendAgreement: endpoint({
    method: 'POST',
    path: '/api/whatsapp/send-agreement/:bookingId',
    tags,
    summary: "Remind the member to sign the booking's agreement (admin)",
    params: bookingIdParams,
    body: sendChannelsRequest,
    responses: { 200: messagingResult, ...refusals },
  }),
  sendIturan: endpoint({
    method: 'POST',
    path: '/api/whatsapp/send-ituran/:bookingId',
    tags,
    summary:
      "Send the member the immobilizer code given (admin), by e-mail and/or WhatsApp: only for a confirmed or active booking, from 1 hour before it starts until it ends (docs/architecture.md's window); otherwise 409 saying why",
    params: bookingIdParams,
    body: sendIturanRequest,
    responses: { 200: messagingResult, ...refusals },
  }),
  whatsappStatus: endpoint({
    method: 'GET',
    path: '/api/whatsapp/status',
    tags,
    summary: 'The WhatsApp instance state: unknown, authorized or notAuthorized (admin)',
    responses: { 200: whatsappStatus, ...refusals },
  }),
  whatsappQr: endpoint({
    method: 'GET',
    path: '/api/whatsapp/qr',
    tags,
    summary: 'The QR code that authorises the WhatsApp instance (admin)',
    responses: { 200: whatsappQr, ...refusals },
  }),
};

/** The endpoints of messaging (server/features/messaging/messaging.routes.ts). */
export const messagingEndpoints = {
  pushPublicKey: endpoint({
    method: 'GET',
    path: '/api/push/public-key',
    tags: ['notifications'],
    summary: 'The Web Push (VAPID) public key a device subscribes with; 404 when push is off on this server',
    responses: { 200: pushPublicKey, 401: errorBody, 404: errorBody },
  }),
  subscribePush: endpoint({
    method: 'POST',
    path: '/api/user/push-subscriptions',
    tags: ['notifications'],
    summary: 'This device takes Web Push for me (PushSubscription.toJSON()): reminders, codes and every notice my settings let through',
    body: pushSubscriptionRequest,
    responses: { 204: z.null(), ...refusals },
  }),
  unsubscribePush: endpoint({
    method: 'DELETE',
    path: '/api/user/push-subscriptions',
    tags: ['notifications'],
    summary: 'This device takes no more Web Push for me',
    body: pushEndpoint,
    responses: { 204: z.null(), ...refusals },
  }),
  settings: endpoint({
    method: 'GET',
    path: '/api/user/notification-settings',
    tags: ['notifications'],
    summary: 'My notification settings (defaults until I save mine)',
    responses: { 200: notificationSettings, 401: errorBody },
  }),
  saveSettings: endpoint({
    method: 'PUT',
    path: '/api/user/notification-settings',
    tags: ['notifications'],
    summary:
      'Save my notification settings: channels (e-mail, SMS and WhatsApp need a phone), kinds, reminder timing 15/30/60/120/180 min, restriction warning 1/2/3/6/12/24 h',
    body: notificationSettings,
    responses: { 200: notificationSettings, ...refusals },
  }),
  deliveryLog: endpoint({
    method: 'GET',
    path: '/api/admin/messages',
    tags: ['messaging'],
    summary: 'Delivery log (admin): outbound messages, newest first, by member, booking and status, with attempts, last error and provider id',
    query: deliveryQuery,
    responses: { 200: z.array(deliveryEntry), ...refusals },
  }),
  retry: endpoint({
    method: 'POST',
    path: '/api/admin/messages/:id/retry',
    tags: ['messaging'],
    summary: 'Send a failed or unsent message again (admin)',
    params: idParams,
    responses: { 200: deliveryEntry, ...refusals },
  }),
};
