import { and, desc, eq, gt, max } from 'drizzle-orm';
import type { Language } from '../../../contract/constants.ts';
import type { Database } from '../../db/client.ts';
import { notifications, users } from '../../db/schema.ts';
import { transaction } from '../../db/transaction.ts';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;
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
    /** The user's notices after `afterId`, newest first. */
    listAfter(userId: number, afterId: number, limit: number): Promise<NotificationRow[]> {
      return db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), gt(notifications.id, afterId)))
        .orderBy(desc(notifications.id))
        .limit(limit);
    },
    /** The id of the user's newest notice (0: none yet). */
    async latestIdOf(userId: number): Promise<number> {
      const [row] = await db
        .select({ id: max(notifications.id) })
        .from(notifications)
        .where(eq(notifications.userId, userId));
      return row?.id ?? 0;
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
    /** The notices and what `also` writes (the messages they send), in one transaction: `within`, else their own. */
    async insert(values: NewNotification[], also: (tx: Database) => Promise<void>, within?: Database): Promise<void> {
      const write = async (tx: Database) => {
        if (values.length) await tx.insert(notifications).values(values);
        await also(tx);
      };
      await (within ? write(within) : transaction(db, write));
    },
  };
}
export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
