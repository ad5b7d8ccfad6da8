import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { calendarFeeds, users } from '../../db/schema.ts';

export function createCalendarFeedsRepository(db: Database) {
  return {
    async find(userId: number) {
      const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
      return row;
    },
    /** The member of a feed secret, if their account is still active: a disabled account's feed goes dark. */
    async userOfToken(tokenHash: string): Promise<number | undefined> {
      const [row] = await db
        .select({ userId: calendarFeeds.userId })
        .from(calendarFeeds)
        .innerJoin(users, eq(users.id, calendarFeeds.userId))
        .where(and(eq(calendarFeeds.tokenHash, tokenHash), eq(users.isActive, true)));
      return row?.userId;
    },
    /** Replaces any earlier secret: the old subscription URL stops working. */
    async replace(userId: number, tokenHash: string) {
      const [row] = await db
        .insert(calendarFeeds)
        .values({ userId, tokenHash })
        .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt: new Date() } })
        .returning();
      return row!;
    },
    async remove(userId: number): Promise<void> {
      await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
    },
  };
}
export type CalendarFeedsRepository = ReturnType<typeof createCalendarFeedsRepository>;
