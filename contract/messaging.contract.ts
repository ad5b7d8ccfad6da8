import { z } from 'zod';
import { NOTIFICATION_TYPES } from './constants.ts';

/** docs/spec/admin-app.md 3 and 9: the choices of the reminder and the restriction warning. */
export const REMINDER_TIMINGS = [15, 30, 60, 120, 180] as const;
export const WARNING_TIMINGS = [1, 2, 3, 6, 12, 24] as const;

const oneOf = (choices: readonly number[], what: string) =>
  z.number({ error: `${what} must be one of ${choices.join(', ')}` }).refine((n) => choices.includes(n), `${what} must be one of ${choices.join(', ')}`);

/** Notification settings (docs/spec/admin-app.md 3), each member's own. */
export const notificationSettings = z.object({
  emailNotifications: z.boolean(),
  smsNotifications: z.boolean(),
  whatsappNotifications: z.boolean(),
  bookingConfirmations: z.boolean(),
  bookingReminders: z.boolean(),
  reminderTiming: oneOf(REMINDER_TIMINGS, 'reminderTiming (minutes)'),
  adminApprovalNotifications: z.boolean(),
  shabbatRestrictionWarnings: z.boolean(),
  restrictionWarningTiming: oneOf(WARNING_TIMINGS, 'restrictionWarningTiming (hours)'),
});
export type NotificationSettings = z.infer<typeof notificationSettings>;

/** What a member has before they choose: e-mail on, phone channels off until they add a phone. */
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  emailNotifications: true,
  smsNotifications: false,
  whatsappNotifications: false,
  bookingConfirmations: true,
  bookingReminders: true,
  reminderTiming: 60,
  adminApprovalNotifications: true,
  shabbatRestrictionWarnings: true,
  restrictionWarningTiming: 24,
};

export const MESSAGE_CHANNELS = ['email', 'sms', 'whatsapp', 'push'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];
/** queued → sending → sent; failed after the last try; not_sent when a channel is not configured. */
export const MESSAGE_STATUSES = ['queued', 'sending', 'sent', 'failed', 'not_sent'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const deliveryQuery = z.object({
  userId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  bookingId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  status: z.enum(MESSAGE_STATUSES, { error: `status must be one of ${MESSAGE_STATUSES.join(', ')}` }).optional(),
});
export type DeliveryQuery = z.infer<typeof deliveryQuery>;

/** One outbound message as the Delivery log shows it. */
export const deliveryEntry = z.object({
  id: z.number().int(),
  userId: z.number().int().nullable(),
  userName: z.string().nullable(),
  bookingId: z.number().int().nullable(),
  channel: z.enum(MESSAGE_CHANNELS),
  kind: z.enum(NOTIFICATION_TYPES),
  recipient: z.string(),
  subject: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  providerId: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
});
export type DeliveryEntry = z.infer<typeof deliveryEntry>;

/** The spec's messaging tests (admin-app 7): which channels to send on. */
const channelsChoice = { email: z.boolean().default(true), whatsapp: z.boolean().default(true) };
export const whatsappTestRequest = z.object({
  phoneNumber: z
    .string({ error: 'Please enter a phone number for testing.' })
    .trim()
    .min(1, 'Please enter a phone number for testing.')
    .max(30, 'The phone number is at most 30 characters'),
});
export const sendChannelsRequest = z.object(channelsChoice);
export const sendReminderRequest = z.object({ reminderType: z.enum(['15min', '1hour'], { error: 'reminderType must be 15min or 1hour' }), ...channelsChoice });
export const sendIturanRequest = z.object({
  ituranCode: z.string({ error: 'Please enter an Ituran code.' }).trim().min(1, 'Please enter an Ituran code.').max(12, 'The code is at most 12 characters'),
  ...channelsChoice,
});
export const messagingResult = z.object({ success: z.boolean(), message: z.string() });
export const WHATSAPP_STATES = ['unknown', 'authorized', 'notAuthorized'] as const;
export const whatsappStatus = z.object({ status: z.enum(WHATSAPP_STATES) });
export const whatsappQr = z.object({ type: z.string(), image: z.string().nullable(), message: z.string() });

/** A browser's push subscription as PushSubscription.toJSON() gives it (docs/decisions/020). */
const base64url = (name: string, max: number) =>
  z
    .string({ error: `${name} is required` })
    .regex(/^[A-Za-z0-9_-]+=*$/, `${name} must be base64url`)
    .max(max, `${name} is too long`);
export const pushSubscriptionRequest = z.object({
  endpoint: z.url({ protocol: /^https?$/, error: 'endpoint must be the push service URL' }).max(2000, 'endpoint is too long'),
  keys: z.object({ p256dh: base64url('keys.p256dh', 200), auth: base64url('keys.auth', 100) }),
});
export type PushSubscriptionRequest = z.infer<typeof pushSubscriptionRequest>;
export const pushEndpoint = z.object({ endpoint: z.string().max(2000) });
export const pushPublicKey = z.object({ publicKey: z.string() });
