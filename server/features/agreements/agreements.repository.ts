import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { agreements, bookings } from '../../db/schema.ts';
import { transaction } from '../../db/transaction.ts';

export type AgreementRow = typeof agreements.$inferSelect;

export function createAgreementsRepository(db: Database) {
  return {
    async find(bookingId: number): Promise<AgreementRow | undefined> {
      const [row] = await db.select().from(agreements).where(eq(agreements.bookingId, bookingId));
      return row;
    },
    /** Stores the signature, marks the booking signed and writes the member's notice (`tell`), together; undefined if already signed. */
    async sign(values: typeof agreements.$inferInsert, tell: (tx: Database) => Promise<void>): Promise<AgreementRow | undefined> {
      return transaction(db, async (tx) => {
        const [row] = await tx.insert(agreements).values(values).onConflictDoNothing().returning();
        if (row) {
          await tx.update(bookings).set({ agreementSigned: true, updatedAt: new Date() }).where(eq(bookings.id, values.bookingId));
          await tell(tx);
        }
        return row;
      });
    },
  };
}
export type AgreementsRepository = ReturnType<typeof createAgreementsRepository>;
