import { and, desc, eq, getTableColumns, gt, or, sql, type SQL } from 'drizzle-orm';
import type { Language } from '../../../contract/constants.ts';
import type { Database } from '../../db/client.ts';
import { notifications, users } from '../../db/schema.ts';
import { transaction } from '../../db/transaction.ts';
import { writeTogether } from '../../db/write-together.ts';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;
/** Where a live stream of notices is: the newest id it sent, and the snapshot (PostgreSQL's pg_snapshot, as text) of its last read. */
export interface NoticeCursor {
  id: number;
  snapshot: string;
}
/** The transaction a notice is written on. */
export type { Tx as Transaction } from '../../db/transaction.ts';

export function createNotificationsRepository(db: Database) {
  return {
    listForUser(userId: number, limit: number): Promise<NotificationRow[]> {
      return db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit);
    },
    /**
     * The user's notices a stream has not sent, newest first: those after `since.id`, and those
     * `since.snapshot` could not see (written by a transaction still open then, whatever their
     * id), each with the snapshot this read saw (the stream's next `since`).
     */
    listSince(userId: number, since: NoticeCursor, limit: number): Promise<(NotificationRow & { snapshot: string })[]> {
      return db
        .select({ ...getTableColumns(notifications), snapshot: sql<string>`pg_current_snapshot()::text` })
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, userId),
            or(gt(notifications.id, since.id), sql`not pg_visible_in_snapshot(${notifications.writtenIn}, ${since.snapshot}::pg_snapshot)`),
          ),
        )
        .orderBy(desc(notifications.id))
        .limit(limit);
    },
    /** The id of the user's newest notice (0: none yet), and the snapshot it was read in. */
    async latestOf(userId: number): Promise<NoticeCursor> {
      const [row] = await db
        .select({ id: sql<number>`coalesce(max(${notifications.id}), 0)::int`, snapshot: sql<string>`pg_current_snapshot()::text` })
        .from(notifications)
        .where(eq(notifications.userId, userId));
      return row!;
    },
    /** The language a user chose (null: none). */
    async languageOf(userId: number): Promise<Language | null> {
      const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
      return row?.language ?? null;
    },
    /** Answers false when the notification is not this user's. */
    async markRead(userId: number, id: number): Promise<boolean> {
      const rows = await db
        .update(notifications)
        .set({ read: true })
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
        .returning({ id: notifications.id });
      return rows.length > 0;
    },
    async markAllRead(userId: number): Promise<number> {
      const rows = await db
        .update(notifications)
        .set({ read: true })
        .where(and(eq(notifications.userId, userId), eq(notifications.read, false)))
        .returning({ id: notifications.id });
      return rows.length;
    },
    /**
     * The notices and the write `also` plans (the messages they send, read on the same transaction),
     * in one statement: on `within`, else in a transaction of their own.
     */
    async insert(values: NewNotification[], also: (tx: Database) => Promise<SQL | undefined>, within?: Database): Promise<void> {
      const write = async (tx: Database) => writeTogether(tx, [values.length ? tx.insert(notifications).values(values).getSQL() : undefined, await also(tx)]);
      await (within ? write(within) : transaction(db, write));
    },
  };
}
export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
