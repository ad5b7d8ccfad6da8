import type { Database } from '../../db/client.ts';
import { remindersSent } from '../../db/schema.ts';
import { transaction } from '../../db/transaction.ts';

export function createRemindersRepository(db: Database) {
  return {
    /**
     * For the one caller that records this reminder first, across instances: records it and
     * writes its notice (`send`) in one transaction, and answers true.
     */
    claim(bookingId: number, kind: string, send: (tx: Database) => Promise<void>): Promise<boolean> {
      return transaction(db, async (tx) => {
        const rows = await tx.insert(remindersSent).values({ bookingId, kind }).onConflictDoNothing().returning({ bookingId: remindersSent.bookingId });
        if (rows.length) await send(tx);
        return rows.length > 0;
      });
    },
  };
}
export type RemindersRepository = ReturnType<typeof createRemindersRepository>;
