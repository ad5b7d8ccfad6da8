import { endpoint } from './endpoint.ts';
import { errorBody } from './errors.contract.ts';
import { markAllReadResponse, markReadResponse, notificationIdParams, notificationList } from './notifications.contract.ts';

/** The endpoints of notifications (server/features/notifications/notifications.routes.ts). */
export const notificationsEndpoints = {
  stream: endpoint({
    method: 'GET',
    path: '/api/user/notifications/stream',
    tags: ['notifications'],
    summary: 'Server-Sent Events: a "notice" event whenever a notification of mine is written (on any instance); polling stays the fallback',
    description:
      "Opens with `ready`, whose id is where the stream starts (my newest notice, or where I came back to). Each `notice` event is the notification, in my language (its `id` in the data); the event id is the stream's place: the newest notice id sent, `@`, and the database snapshot of the read that sent it (`42@1201:1205:1203`). Every notice reaches an open stream once, also one whose transaction commits after a newer notice (it then comes after that one). An app that reconnects with `Last-Event-ID` (browsers do so by themselves) gets what it missed, oldest first, at most the newest 50: the notices with a higher id, and those still being written when it left. A bare notice id is taken too (then only the notices with a higher id); any other Last-Event-ID starts afresh.",
    responses: { 401: errorBody },
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/user/notifications',
    tags: ['notifications'],
    summary: 'My notifications, newest first, in my language (profile, else Accept-Language)',
    responses: { 200: notificationList, 401: errorBody },
  }),
  markRead: endpoint({
    method: 'POST',
    path: '/api/user/notifications/:id/read',
    tags: ['notifications'],
    summary: 'Mark one notification read',
    params: notificationIdParams,
    responses: { 200: markReadResponse, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
  }),
  markAllRead: endpoint({
    method: 'POST',
    path: '/api/user/notifications/mark-all-read',
    tags: ['notifications'],
    summary: 'Mark all my notifications read',
    responses: { 200: markAllReadResponse, 401: errorBody, 403: errorBody },
  }),
};
