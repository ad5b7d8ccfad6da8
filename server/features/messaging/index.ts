import { createEmailChannel, createSmsChannel, createWhatsappChannel } from '../../adapters/channels.adapter.ts';
import type { App, Core } from '../../core.ts';
import { outboxJob } from '../../jobs/outbox.job.ts';
import { createMessagingRepository } from './messaging.repository.ts';
import { messagingRoutes } from './messaging.routes.ts';
import { messagingTestRoutes } from './messaging-tests.routes.ts';
import { createMessagingService } from './messaging.service.ts';

/** Notification settings, the outbox of e-mail, SMS and WhatsApp messages and its delivery (issue 14). */
export type { AttachmentSource } from './messaging.service.ts';

export async function register(app: App, { core }: { core: Core }) {
  const whatsapp = createWhatsappChannel(core.config.whatsapp);
  const messaging = createMessagingService({
    repository: createMessagingRepository(core.db),
    repositoryOn: createMessagingRepository,
    channels: { email: createEmailChannel(core.config.mail), sms: createSmsChannel(core.config.sms), whatsapp },
  });
  await app.register(messagingRoutes, { messaging });
  core.addJob(outboxJob(() => messaging.deliverDue(), core.config.outboxSeconds));
  return {
    outbound: messaging.outbound,
    useRenderer: messaging.useRenderer,
    settingsOf: messaging.settingsOfMany,
    attachWith: messaging.attachWith,
    /** The spec's messaging tests need bookings and members: registered once those features are. */
    registerTests: (deps: Pick<Parameters<typeof messagingTestRoutes>[1], 'getBooking' | 'findUser'>) => app.register(messagingTestRoutes, { ...deps, messaging, whatsapp }),
  };
}
