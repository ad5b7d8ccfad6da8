import type { Notification } from '../../../contract/notifications.contract.ts';
import { notFound } from '../../http-errors.ts';
import type { AuthContext } from '../../auth-context.ts';
import type { NotificationRow, NotificationsRepository, Transaction } from './notifications.repository.ts';
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


/**
 * What else a notice causes (the messaging feature's outbox), read and written on the notice's
 * transaction (nothing inside a transaction reads outside it: PGlite has one connection).
 */
export type Outbound = (userIds: number[], notice: Notice, tx: Transaction) => Promise<void>;

export function createNotificationsService(repository: NotificationsRepository, outbound: Outbound) {
  const fillIns = new Map<string, FillIn>();

  /** A notice's message with its `{placeholders}` filled in for its reader. */
  async function render(type: string, userId: number, message: string, params: Record<string, string | number> | null): Promise<string> {
    const fillIn = fillIns.get(type);
    if (!fillIn || !params) return message;
    const values = await fillIn(userId, params);
    return message.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
  }
  const filledIn = async (row: NotificationRow): Promise<NotificationRow> => ({ ...row, message: await render(row.type, row.userId, row.message, row.params) });

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
    render,
    /** One notification to each of these users, and the messages it sends, together (other features call this). */
    notify: async (userIds: number[], n: Notice, within?: Transaction) => {
      const unique = [...new Set(userIds)];
      await repository.insert(
        unique.map((userId) => ({ userId, ...n })),
        (tx) => outbound(unique, n, tx),
        within,
      );
    },
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
