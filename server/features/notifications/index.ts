import type { App, Core } from '../../core.ts';
import { createNotificationsRepository } from './notifications.repository.ts';
import { notificationsRoutes } from './notifications.routes.ts';
import { createNotificationsService, type FillIn } from './notifications.service.ts';

export type { FillIn } from './notifications.service.ts';

/** The bell and the activity feed: notices kept for each user; other features tell people through `notify`. */
export async function register(app: App, { core }: { core: Core }) {
  const notifications = createNotificationsService(createNotificationsRepository(core.db));
  await app.register(notificationsRoutes, { notifications });
  return { notify: notifications.notify, fillInWith: (type: string, fillIn: FillIn) => notifications.fillInWith(type, fillIn) };
}
