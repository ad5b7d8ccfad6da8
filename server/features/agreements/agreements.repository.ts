import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { agreements, bookings } from '../../db/schema.ts';
import { transaction } from '../../db/transaction.ts';

export type AgreementRow = typeof agreements.$inferSelect;

export function createAgreementsRepository(db: Database) {
  return {
    async find(bookingId: number, userId: number): Promise<AgreementRow | undefined> {
      const [row] = await db
        .select()
        .from(agreements)
        .where(and(eq(agreements.bookingId, bookingId), eq(agreements.userId, userId)));
      return row;
    },
    /** Who of each booking's crew signed its agreement. */
    async signersOf(bookingIds: number[]): Promise<{ bookingId: number; userId: number }[]> {
      if (!bookingIds.length) return [];
      return db.select({ bookingId: agreements.bookingId, userId: agreements.userId }).from(agreements).where(inArray(agreements.bookingId, bookingIds));
    },
    /**
     * Stores the signature and writes the signer's notice (`tell`), together, and marks the booking
     * signed when its booker signed; undefined if they had signed already.
     */
    async sign(values: typeof agreements.$inferInsert, byBooker: boolean, tell: (tx: Database) => Promise<void>): Promise<AgreementRow | undefined> {
      return transaction(db, async (tx) => {
        const [row] = await tx.insert(agreements).values(values).onConflictDoNothing().returning();
        if (row) {
          if (byBooker) await tx.update(bookings).set({ agreementSigned: true, updatedAt: new Date() }).where(eq(bookings.id, values.bookingId));
          await tell(tx);
        }
        return row;
      });
    },
  };
}
export type AgreementsRepository = ReturnType<typeof createAgreementsRepository>;
