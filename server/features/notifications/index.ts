import type { App, Core } from '../../core.ts';
import { createNotificationsRepository } from './notifications.repository.ts';
import { notificationsRoutes } from './notifications.routes.ts';
import { createNotificationsService, type FillIn, type Outbound } from './notifications.service.ts';

export type { FillIn, Outbound } from './notifications.service.ts';

/** The bell and the activity feed: notices kept for each user; other features tell people through `notify`. */
export async function register(app: App, { core, outbound }: { core: Core; outbound: Outbound }) {
  const notifications = createNotificationsService(createNotificationsRepository(core.db), outbound);
  await app.register(notificationsRoutes, { notifications });
  return { notify: notifications.notify, fillInWith: (type: string, fillIn: FillIn) => notifications.fillInWith(type, fillIn), render: notifications.render };
}
