import { readFileSync } from 'node:fs';
import { messagingTestRoutes } from './messaging-tests.routes.ts';
import { createMessagingRepository } from './messaging.repository.ts';
import { messagingRoutes } from './messaging.routes.ts';
import { createMessagingService } from './messaging.service.ts';
import { createEmailChannel, createPushChannel, createSmsChannel, createWhatsappChannel } from '../../adapters/channels.adapter.ts';
import type { App, Core, FeatureDeps } from '../../core.ts';
import { outboxJob } from '../../jobs/outbox.job.ts';
import { addressList } from '../../net-addresses.ts';

/** Notification settings, the outbox of e-mail, SMS and WhatsApp messages and its delivery (docs/decisions/018). */
export type { AttachmentSource } from './messaging.service.ts';

export async function register(app: App, { core, ports }: FeatureDeps): Promise<void> {
  const whatsapp = createWhatsappChannel(core.config.whatsapp);
  const repository = createMessagingRepository(core.db);
  // VAPID names who sends: the site when it is https, else the mail sender (RFC 8292 takes https: or mailto:).
  const sender = core.config.publicUrl.startsWith('https:')
    ? core.config.publicUrl
    : `mailto:${/<([^>]+)>/.exec(core.config.mail.from)?.[1] ?? core.config.mail.from}`;
  const privateAddresses = addressList(core.config.pushPrivateAddresses);
  const extraCa = core.config.pushServiceCaFile && readFileSync(core.config.pushServiceCaFile, 'utf8');
  const push = createPushChannel(
    core.config.vapid,
    sender,
    { find: (endpoint) => repository.pushTarget(endpoint), forget: (endpoint) => repository.forgetEndpoint(endpoint) },
    {
      extraCa: extraCa || undefined,
      privateAddresses,
    },
  );
  const messaging = createMessagingService({
    repository,
    repositoryOn: createMessagingRepository,
    channels: { email: createEmailChannel(core.config.mail), sms: createSmsChannel(core.config.sms), whatsapp, push },
    render: ports.of('notices').render,
    attachmentOf: (kind) => ports.contributionOf('attachment', kind),
    pushPrivateAddresses: privateAddresses,
  });
  await app.register(messagingRoutes, { messaging, vapidPublicKey: core.config.vapid?.publicKey });
  core.addJob(outboxJob(() => messaging.deliverDue(), core.config.outboxSeconds));
  app.addHook('preClose', async () => messaging.stopClaiming());
  measureOutbox(core, repository);
  ports.provide('messages', { outbound: messaging.outbound, settingsOf: messaging.settingsOfMany, sendToMember: messaging.sendToMember });
  const bookings = ports.of('bookings');
  await app.register(messagingTestRoutes, { messaging, whatsapp, getBooking: bookings.getBooking, findUser: ports.of('users').findUser });
}

/** The outbox on GET /metrics, read when scraped: what waits, since when, and what failed for good, by channel. */
function measureOutbox({ metrics }: Core, repository: ReturnType<typeof createMessagingRepository>): void {
  const health = metrics.perScrape(() => repository.health());
  metrics.reading('medfleet_outbox_waiting_messages', 'Messages queued or being sent, by channel.', ['channel'], async () =>
    (await health()).map((row) => ({ labels: { channel: row.channel }, value: row.waiting })),
  );
  metrics.reading(
    'medfleet_outbox_oldest_waiting_seconds',
    'How long the oldest message that is due has waited to be sent, by channel (0: none).',
    ['channel'],
    async () =>
      (await health()).map((row) => ({
        labels: { channel: row.channel },
        value: row.oldestDueAt ? Math.max(0, (Date.now() - row.oldestDueAt.getTime()) / 1000) : 0,
      })),
  );
  metrics.reading('medfleet_outbox_failed_messages', 'Messages that failed for good (their retries spent), by channel.', ['channel'], async () =>
    (await health()).map((row) => ({ labels: { channel: row.channel }, value: row.failed })),
  );
}
