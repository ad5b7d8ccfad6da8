import type { Database } from '../../db/client.ts';
import { remindersSent } from '../../db/schema.ts';

export function createRemindersRepository(db: Database) {
  return {
    /** True for the one caller that records this reminder first, across instances. */
    async claim(bookingId: number, kind: string): Promise<boolean> {
      const rows = await db.insert(remindersSent).values({ bookingId, kind }).onConflictDoNothing().returning({ bookingId: remindersSent.bookingId });
      return rows.length > 0;
    },
  };
}
export type RemindersRepository = ReturnType<typeof createRemindersRepository>;
