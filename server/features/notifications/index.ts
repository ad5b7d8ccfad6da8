import { createNoticeHub } from './notice-stream.ts';
import { createNotificationsRepository } from './notifications.repository.ts';
import { notificationsRoutes } from './notifications.routes.ts';
import { createNotificationsService } from './notifications.service.ts';
import type { App, FeatureDeps } from '../../core.ts';

/** Fired by the notifications table's trigger (migration 0019) with the reader's id. */
const NOTICE_CHANNEL = 'notice_added';

export type { FillIn, Outbound } from './notifications.service.ts';

/** The bell and the activity feed: notices kept for each user; other features tell people through `notify`. */
export async function register(app: App, { core, ports }: FeatureDeps): Promise<void> {
  const notifications = createNotificationsService(createNotificationsRepository(core.db), ports.of('messages').outbound, (type) =>
    ports.contributionOf('noticeFillIn', type),
  );
  const hub = createNoticeHub(notifications, (error) => app.log.warn({ err: error }, 'live notice update failed'));
  await core.listen(NOTICE_CHANNEL, { onMessage: (userId) => hub.added(Number(userId)), onState: () => undefined });
  await app.register(notificationsRoutes, { notifications, hub });
  ports.provide('notices', { notify: notifications.notify, render: notifications.render });
}
