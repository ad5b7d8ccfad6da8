import type { Notification } from '../../../contract/notifications.contract.ts';
import { notFound } from '../../http-errors.ts';
import type { AuthContext } from '../auth/auth.service.ts';
import type { NotificationRow, NotificationsRepository } from './notifications.repository.ts';

/** The dropdown and the activity feed show the newest; older ones stay in the table. */
const LIST_LIMIT = 50;

const toNotification = ({ id, type, title, message, read, createdAt }: NotificationRow): Notification => ({
  id,
  type,
  title,
  message,
  read,
  createdAt: createdAt.toISOString(),
});

export function createNotificationsService(repository: NotificationsRepository) {
  return {
    async list(ctx: AuthContext): Promise<Notification[]> {
      return (await repository.listForUser(ctx.user.id, LIST_LIMIT)).map(toNotification);
    },
    async markRead(ctx: AuthContext, id: number): Promise<void> {
      if (!(await repository.markRead(ctx.user.id, id))) throw notFound(`No notification with id ${id}.`);
    },
    markAllRead: (ctx: AuthContext) => repository.markAllRead(ctx.user.id),
    /** One notification to each of these users (other features call this). */
    notify: (userIds: number[], n: { type: string; title: string; message: string }) =>
      repository.insert([...new Set(userIds)].map((userId) => ({ userId, ...n }))),
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
