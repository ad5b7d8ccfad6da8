import type { SQL } from 'drizzle-orm';
import type { NoticeCursor, NotificationRow, NotificationsRepository, Transaction } from './notifications.repository.ts';
import type { Language } from '../../../contract/constants.ts';
import type { Notification } from '../../../contract/notifications.contract.ts';
import type { AuthContext } from '../../auth-context.ts';
import { notFound, said } from '../../http-errors.ts';
import type { Notice, RecordedNotice, StoredNotice } from '../../notify-port.ts';
import { isNoticeText, renderNotice, type NoticeParams } from '../../texts/render-notice.ts';

/** The dropdown and the activity feed show the newest; older ones stay in the table. */
const LIST_LIMIT = 50;

/** The values of a notice's sealed parameters (the immobilizer's `{code}`), worked out for its reader when it is shown. */
export type FillIn = (userId: number, params: NoticeParams) => Promise<Record<string, string>>;

/**
 * What else a notice causes (the messaging feature's outbox): read on the notice's transaction
 * (nothing inside a transaction reads outside it: PGlite has one connection), and answered as
 * the write to make with the notice's own, in its statement (none when it sends nothing).
 */
export type Outbound = (userIds: number[], notice: RecordedNotice, tx: Transaction) => Promise<SQL | undefined>;

/** `fillInOf`: how a kind of notice's sealed parameters are filled in, if any (the immobilizer's `{code}`). */
export function createNotificationsService(repository: NotificationsRepository, outbound: Outbound, fillInOf: (type: string) => FillIn | undefined) {
  /** A notice's title and message in its reader's language, its sealed parameters filled in. */
  async function render(stored: StoredNotice, language?: Language): Promise<{ title: string; message: string; language: Language; link?: string }> {
    const fillIn = fillInOf(stored.type);
    const sealed = fillIn && stored.params && stored.userId ? await fillIn(stored.userId, stored.params) : {};
    if (!isNoticeText(stored.textKey)) {
      // Written before notices were data (migration 0020): English, `{placeholders}` filled in.
      return { title: stored.title, message: stored.message.replace(/\{(\w+)\}/g, (whole, name: string) => sealed[name] ?? whole), language: 'en' };
    }
    const reader = language ?? (stored.userId ? await repository.languageOf(stored.userId) : null) ?? 'en';
    // A sealed `{link}` (a confirmation link) is also the e-mail's button.
    return { ...renderNotice(stored.textKey, { ...stored.params, ...sealed }, reader), language: reader, ...(sealed.link ? { link: sealed.link } : {}) };
  }

  /** An open seat offered, or an invitation to one: joined in one tap from the notice. */
  const actionOf = ({ textKey, params }: NotificationRow): Pick<Notification, 'action'> => {
    const { bookingId, seatKey } = (params ?? {}) as { bookingId?: unknown; seatKey?: unknown };
    const offersSeat = textKey === 'crew.openSeat' || textKey === 'crew.invited';
    return offersSeat && typeof bookingId === 'number' && typeof seatKey === 'string' ? { action: { kind: 'joinSeat', bookingId, seat: seatKey } } : {};
  };

  const pick = ({ title, message }: { title: string; message: string }) => ({ title, message });

  const toNotification = async (row: NotificationRow, language: Language): Promise<Notification> => ({
    id: row.id,
    type: row.type,
    ...pick(await render(row, language)),
    read: row.read,
    createdAt: row.createdAt.toISOString(),
    ...actionOf(row),
  });

  return {
    async list(ctx: AuthContext, language: Language): Promise<Notification[]> {
      return Promise.all((await repository.listForUser(ctx.user.id, LIST_LIMIT)).map((row) => toNotification(row, language)));
    },
    /** What a live stream at `since` has not sent, oldest first (at most the newest the list shows), and where it is after sending them. */
    async noticesSince(userId: number, since: NoticeCursor, language: Language): Promise<{ notices: Notification[]; next: NoticeCursor }> {
      const newestFirst = await repository.listSince(userId, since, LIST_LIMIT);
      const [newest] = newestFirst;
      return {
        notices: await Promise.all(newestFirst.reverse().map((row) => toNotification(row, language))),
        next: newest ? { id: Math.max(since.id, newest.id), snapshot: newest.snapshot } : since,
      };
    },
    latestNotice: (userId: number) => repository.latestOf(userId),
    async markRead(ctx: AuthContext, id: number): Promise<void> {
      if (!(await repository.markRead(ctx.user.id, id))) throw notFound(said('notification.notFound', { id: String(id) }));
    },
    markAllRead: (ctx: AuthContext) => repository.markAllRead(ctx.user.id),
    render,
    /** One notification to each of these users, and the messages it sends, together (other features call this). */
    notify: async (userIds: number[], n: Notice, within?: Transaction) => {
      const unique = [...new Set(userIds)];
      // The English text is kept with the row as its record (sealed values as their names); readers get it rendered anew.
      const english = renderNotice(n.text, { ...n.params, ...Object.fromEntries((n.sealed ?? []).map((name) => [name, `{${name}}`])) }, 'en');
      await repository.insert(
        unique.map((userId) => ({ userId, type: n.type, textKey: n.text, params: n.params, ...english })),
        (tx) => outbound(unique, { ...n, ...english }, tx),
        within,
      );
    },
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
