import type { Notification } from '../../../contract/notifications.contract.ts';
import { notFound } from '../../http-errors.ts';
import type { AuthContext } from '../../auth-context.ts';
import type { NotificationRow, NotificationsRepository } from './notifications.repository.ts';
import type { Notice } from '../../notify-port.ts';

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

/** The values of a notice's `{placeholders}`, worked out for its reader when it is shown. */
export type FillIn = (userId: number, params: Record<string, string | number>) => Promise<Record<string, string>>;


export function createNotificationsService(repository: NotificationsRepository) {
  const fillIns = new Map<string, FillIn>();

  async function filledIn(row: NotificationRow): Promise<NotificationRow> {
    const fillIn = fillIns.get(row.type);
    if (!fillIn || !row.params) return row;
    const values = await fillIn(row.userId, row.params);
    return { ...row, message: row.message.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole) };
  }

  return {
    async list(ctx: AuthContext): Promise<Notification[]> {
      return Promise.all((await repository.listForUser(ctx.user.id, LIST_LIMIT)).map(async (row) => toNotification(await filledIn(row))));
    },
    /** A feature whose notices carry `{placeholders}` says here how to fill them in (the immobilizer's `{code}`). */
    fillInWith(type: string, fillIn: FillIn): void {
      fillIns.set(type, fillIn);
    },
    async markRead(ctx: AuthContext, id: number): Promise<void> {
      if (!(await repository.markRead(ctx.user.id, id))) throw notFound(`No notification with id ${id}.`);
    },
    markAllRead: (ctx: AuthContext) => repository.markAllRead(ctx.user.id),
    /** One notification to each of these users (other features call this). */
    notify: (userIds: number[], n: Notice) =>
      repository.insert([...new Set(userIds)].map((userId) => ({ userId, ...n }))),
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
