import { BlockList } from 'node:net';
import type { MessagingRepository, NewMessage, OutboxRow, Transaction } from './messaging.repository.ts';
import { type NotificationType, type Language } from '../../../contract/constants.ts';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  type PushSubscriptionRequest,
  type DeliveryEntry,
  type DeliveryQuery,
  type MessageChannel,
  type NotificationSettings,
} from '../../../contract/messaging.contract.ts';
import type { Channel, OutboundMessage } from '../../adapters/channels.adapter.ts';
import { assertAdmin, type AuthContext } from '../../auth-context.ts';
import { badRequest, conflict, notFound, said } from '../../http-errors.ts';
import { callableHttpsUrl, isLocalName } from '../../net-addresses.ts';
import type { RecordedNotice, StoredNotice } from '../../notify-port.ts';
import { emailHtml } from '../../texts/email-html.ts';
import { isNoticeText, renderNotice } from '../../texts/render-notice.ts';

/** A stored notice's title and message in its reader's language, sealed values filled in (the notifications feature). */
export type Render = (stored: StoredNotice) => Promise<{ title: string; message: string; language: Language; link?: string }>;

/** Files an e-mail of a kind carries (the booking's .ics with its confirmation), from the notice's params. */
export type AttachmentSource = (userId: number, params: Record<string, string | number>) => Promise<OutboundMessage['attachments']>;

/** Notices that leave the app, and the setting that lets each through; null: the channels decide alone. */
const SENT: Partial<Record<NotificationType, keyof NotificationSettings | null>> = {
  booking_confirmation: 'bookingConfirmations',
  booking_confirmed: 'bookingConfirmations',
  booking_reminder: 'bookingReminders',
  restriction_warning: 'shabbatRestrictionWarnings',
  booking_created: 'adminApprovalNotifications',
  admin_approval: 'adminApprovalNotifications',
  booking_cancelled: null,
  agreement_reminder: null,
  agreement_signed: null,
  ituran_code: null,
  license_expiry: null,
  damage_report_reviewed: null,
  vehicle_withdrawn: null,
  waitlist_offer: null,
  shift_handover: null,
  monthly_report: null,
};

/** Tries of a message before it is failed; the waits between grow: 10 s, 20 s, 40 s … at most an hour. */
const MAX_ATTEMPTS = 8;
export const backoffMs = (attempts: number) => Math.min(10_000 * 2 ** (attempts - 1), 3_600_000);
/** How long a sender holds the messages it claimed. */
const CLAIM_MS = 60_000;
const BATCH = 50;
/** A pass drains the outbox for at most this long, then lets the next tick go on. */
const PASS_MS = 20_000;

export interface MessagingDeps {
  repository: MessagingRepository;
  /** The same reads and writes on another transaction (a notice's). */
  repositoryOn: (tx: Transaction) => MessagingRepository;
  channels: Record<MessageChannel, Channel>;
  /** A stored notice in its reader's language (the notifications feature). */
  render: Render;
  /** The files a kind of message carries, if a feature adds any (an agreement's PDF, a booking's .ics). */
  attachmentOf: (kind: string) => AttachmentSource | undefined;
  /** Private addresses a push relay may have (PUSH_PRIVATE_ADDRESSES); every other endpoint must be public. */
  pushPrivateAddresses?: BlockList;
  now?: () => Date;
}

/**
 * Messages one member may be sent on a channel in an hour, so that nobody (a member booking and
 * cancelling in a loop, say) can run up the service's paid messages or a member's phone.
 */
export const HOURLY_CAP: Record<MessageChannel, number> = { email: 30, push: 30, sms: 10, whatsapp: 10 };

/** Devices one member may receive Web Push on. */
export const MAX_PUSH_DEVICES = 10;

const toEntry = ({ message: m, userName }: { message: OutboxRow; userName: string | null }): DeliveryEntry => ({
  id: m.id,
  userId: m.userId,
  userName,
  bookingId: m.bookingId,
  channel: m.channel,
  kind: m.kind,
  recipient: m.recipient,
  subject: m.subject,
  status: m.status,
  attempts: m.attempts,
  lastError: m.lastError,
  providerId: m.providerId,
  createdAt: m.createdAt.toISOString(),
  sentAt: m.sentAt?.toISOString() ?? null,
  nextAttemptAt: m.status === 'queued' ? m.nextAttemptAt.toISOString() : null,
});

/** A message's subject in the reader's language; as stored when it is no server text, or a value it needs was sealed. */
function subjectIn({ textKey, params, subject }: OutboxRow, language: Language): string {
  if (!isNoticeText(textKey)) return subject;
  try {
    return renderNotice(textKey, params ?? {}, language).title;
  } catch {
    return subject;
  }
}

/**
 * Notification settings, the outbox and its delivery (docs/decisions/018): a notice's messages are written
 * with the notice, then sent by the worker with retries; nothing is lost if a provider is down.
 */
export function createMessagingService({
  repository,
  repositoryOn,
  channels,
  render,
  attachmentOf,
  pushPrivateAddresses = new BlockList(),
  now = () => new Date(),
}: MessagingDeps) {
  let stopping = false;

  async function settingsOf(userId: number): Promise<NotificationSettings> {
    return { ...DEFAULT_NOTIFICATION_SETTINGS, ...(await repository.settingsOf([userId])).get(userId) };
  }

  /** The messages a notice sends: each recipient's chosen channels, if the kind is on for them. */
  async function plan(userIds: number[], notice: RecordedNotice, on: MessagingRepository): Promise<NewMessage[]> {
    const setting = SENT[notice.type];
    if (setting === undefined) return [];
    const contacts = await on.recipientsOf(userIds, new Date(now().getTime() - 3_600_000));
    const recent = new Map<string, number>(
      contacts.flatMap((c) => Object.entries(c.sentByChannel ?? {}).map(([channel, n]) => [`${c.id}:${channel}`, Number(n)])),
    );
    const bookingId = typeof notice.params?.bookingId === 'number' ? notice.params.bookingId : null;
    /** Past the member's hourly cap on a channel, a message is kept as not sent, with why. */
    const capped = (userId: number, channel: MessageChannel): Partial<NewMessage> => {
      const key = `${userId}:${channel}`;
      const sent = recent.get(key) ?? 0;
      recent.set(key, sent + 1);
      return sent < HOURLY_CAP[channel]
        ? {}
        : { status: 'not_sent', lastError: `not sent: this member was already sent ${HOURLY_CAP[channel]} ${channel} messages in the last hour` };
    };
    return contacts.flatMap((c) => {
      const s = { ...DEFAULT_NOTIFICATION_SETTINGS, ...c.settings };
      if (!c.isActive || (setting && !s[setting])) return [];
      const to: [MessageChannel, string | null][] = [
        ['email', s.emailNotifications ? (c.preferredEmail ?? c.email) : null],
        ['sms', s.smsNotifications ? c.phone : null],
        ['whatsapp', s.whatsappNotifications ? (c.whatsappNumber ?? c.phone) : null],
        // A device the member subscribed (their opt-in) gets every kind they let through.
        ...c.pushEndpoints.map((endpoint): [MessageChannel, string] => ['push', endpoint]),
      ];
      return to.flatMap(([channel, recipient]) =>
        recipient
          ? [
              {
                userId: c.id,
                bookingId,
                channel,
                kind: notice.type,
                recipient,
                subject: notice.title,
                body: notice.message,
                params: notice.params,
                textKey: notice.text,
                nextAttemptAt: notice.sendAt,
                ...capped(c.id, channel),
              },
            ]
          : [],
      );
    });
  }

  async function deliver(message: OutboxRow): Promise<'sent' | 'retry' | 'failed' | 'not_sent'> {
    const channel = channels[message.channel];
    if (channel.notConfigured) {
      await repository.settle(message.id, { status: 'not_sent', lastError: channel.notConfigured, lockedUntil: null });
      return 'not_sent';
    }
    try {
      const rendered = await render({
        type: message.kind,
        userId: message.userId,
        textKey: message.textKey,
        title: message.subject,
        message: message.body,
        params: message.params,
      });
      const source = message.channel === 'email' && message.params && message.userId ? attachmentOf(message.kind) : undefined;
      const files = source ? await source(message.userId!, message.params!) : undefined;
      const html = message.channel === 'email' ? emailHtml(rendered) : undefined;
      const providerId = await channel.send({ to: message.recipient, subject: rendered.title, text: rendered.message, html, attachments: files });
      await repository.settle(message.id, { status: 'sent', providerId, sentAt: now(), lastError: null, lockedUntil: null });
      return 'sent';
    } catch (error) {
      const lastError = error instanceof Error ? error.message.slice(0, 500) : String(error);
      const failed = message.attempts >= MAX_ATTEMPTS;
      await repository.settle(message.id, {
        status: failed ? 'failed' : 'queued',
        lastError,
        lockedUntil: null,
        nextAttemptAt: new Date(now().getTime() + backoffMs(message.attempts)),
      });
      return failed ? 'failed' : 'retry';
    }
  }

  return {
    /** Members' stored settings (the reminders feature fills in the defaults). */
    settingsOfMany: (userIds: number[]) => repository.settingsOf(userIds),
    /** A notice's messages, planned on the notice's transaction: the write that queues them, for the notifications feature to make with the notice's. */
    outbound: async (userIds: number[], notice: RecordedNotice, tx: Transaction) => {
      const on = repositoryOn(tx);
      return on.enqueueing(await plan(userIds, notice, on));
    },

    /**
     * One pass of the outbox worker: what is due, claimed so that each instance sends different
     * messages, batch after batch until none is left or the pass has run for a while.
     */
    /** The instance is shutting down: the pass under way sends what it claimed and claims no more (others take the rest). */
    stopClaiming(): void {
      stopping = true;
    },

    async deliverDue(): Promise<Record<'sent' | 'retry' | 'failed' | 'not_sent', number>> {
      const counts = { sent: 0, retry: 0, failed: 0, not_sent: 0 };
      const started = Date.now();
      for (;;) {
        if (stopping) return counts;
        const at = now();
        const claimed = await repository.claim(at, new Date(at.getTime() + CLAIM_MS), BATCH);
        for (const outcome of await Promise.all(claimed.map(deliver))) counts[outcome]++;
        // A claim takes a few of each recipient: go on while it finds any, not only while it is full.
        if (claimed.length === 0 || Date.now() - started > PASS_MS) return counts;
      }
    },

    /** Messages an admin sends on purpose (the messaging tests), queued like every other. */
    sendNow: (messages: NewMessage[]) => repository.enqueue(messages),
    /** A message a member asks for themselves, at most `perHour` of its kind an hour: false when over. */
    sendToMember: (message: NewMessage & { userId: number }, perHour: number) =>
      repository.enqueueCapped(message, perHour, new Date(now().getTime() - 3_600_000)),

    settings: (ctx: AuthContext) => settingsOf(ctx.user.id),
    /** This device takes Web Push for the member (their opt-in). */
    async subscribePush(ctx: AuthContext, s: PushSubscriptionRequest): Promise<void> {
      const endpoint = new URL(s.endpoint);
      if (isLocalName(endpoint) || !callableHttpsUrl(endpoint, pushPrivateAddresses))
        throw badRequest(said('push.endpointNotPublic'), 'PUSH_ENDPOINT_NOT_PUBLIC');
      if ((await repository.subscriptionCount(ctx.user.id, s.endpoint)) >= MAX_PUSH_DEVICES) {
        throw conflict(said('push.tooMany', { max: MAX_PUSH_DEVICES }), 'TOO_MANY_PUSH_DEVICES');
      }
      if (!(await repository.subscribe(ctx.user.id, { endpoint: s.endpoint, ...s.keys }))) throw conflict(said('push.endpointTaken'), 'PUSH_ENDPOINT_TAKEN');
    },
    async unsubscribePush(ctx: AuthContext, endpoint: string): Promise<void> {
      if (!(await repository.unsubscribe(ctx.user.id, endpoint))) throw notFound(said('push.notSubscribed'));
    },
    async saveSettings(ctx: AuthContext, settings: NotificationSettings): Promise<NotificationSettings> {
      if (settings.smsNotifications && !ctx.user.phone) throw badRequest(said('settings.smsNeedsPhone'), 'PHONE_REQUIRED');
      if (settings.whatsappNotifications && !(ctx.user.whatsappNumber ?? ctx.user.phone))
        throw badRequest(said('settings.whatsappNeedsPhone'), 'PHONE_REQUIRED');
      await repository.saveSettings(ctx.user.id, settings);
      return settingsOf(ctx.user.id);
    },

    /** The log, each subject in the reader's language when it is one of the server's texts. */
    async deliveryLog(admin: AuthContext, q: DeliveryQuery, language: Language = 'en'): Promise<DeliveryEntry[]> {
      assertAdmin(admin);
      return (await repository.list(q)).map((row) => ({ ...toEntry(row), subject: subjectIn(row.message, language) }));
    },
    async retry(admin: AuthContext, id: number): Promise<DeliveryEntry> {
      assertAdmin(admin);
      if (!(await repository.requeue(id, now()))) throw conflict(said('delivery.notRetryable'));
      return toEntry((await repository.entry(id))!);
    },
  };
}
export type MessagingService = ReturnType<typeof createMessagingService>;
