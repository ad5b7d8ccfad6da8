import type { App, Core } from '../../core.ts';
import { createNoticeHub } from './notice-stream.ts';
import { createNotificationsRepository } from './notifications.repository.ts';

/** Fired by the notifications table's trigger (migration 0019) with the reader's id. */
const NOTICE_CHANNEL = 'notice_added';
import { notificationsRoutes } from './notifications.routes.ts';
import { createNotificationsService, type FillIn, type Outbound } from './notifications.service.ts';

export type { FillIn, Outbound } from './notifications.service.ts';

/** The bell and the activity feed: notices kept for each user; other features tell people through `notify`. */
export async function register(app: App, { core, outbound }: { core: Core; outbound: Outbound }) {
  const notifications = createNotificationsService(createNotificationsRepository(core.db), outbound);
  const hub = createNoticeHub();
  await core.listen(NOTICE_CHANNEL, { onMessage: (userId) => hub.added(Number(userId)), onState: () => undefined });
  app.addHook('preClose', async () => hub.closeAll());
  await app.register(notificationsRoutes, { notifications, hub });
  return { notify: notifications.notify, fillInWith: (type: string, fillIn: FillIn) => notifications.fillInWith(type, fillIn), render: notifications.render };
}
