import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { licenceNotices, licenceScans, users } from '../../db/schema.ts';
import { transaction } from '../../db/transaction.ts';

export function createLicencesRepository(db: Database) {
  return {
    /** Active users with a licence expiry date on file. */
    withExpiryDates: () =>
      db
        .select({ id: users.id, name: users.name, email: users.email, licenseNumber: users.licenseNumber, licenseExpiryDate: users.licenseExpiryDate })
        .from(users)
        .where(and(eq(users.isActive, true), isNotNull(users.licenseExpiryDate)))
        .orderBy(asc(users.licenseExpiryDate)) as Promise<
        { id: number; name: string; email: string; licenseNumber: string | null; licenseExpiryDate: string }[]
      >,
    /** Records a notice; false when this one was sent before (by this or another instance). */
    /** Records this notice once across instances and writes it (`send`) in the same transaction; false if it was recorded already. */
    recordNotice(userId: number, expiryDate: string, thresholdDays: number, send: (tx: Database) => Promise<void>): Promise<boolean> {
      return transaction(db, async (tx) => {
        const rows = await tx
          .insert(licenceNotices)
          .values({ userId, expiryDate, thresholdDays })
          .onConflictDoNothing()
          .returning({ userId: licenceNotices.userId });
        if (rows.length) await send(tx);
        return rows.length > 0;
      });
    },
    async insertScan(values: { userId: number; side: 'front' | 'back'; contentType: string; data: Buffer }): Promise<number> {
      const [row] = await db.insert(licenceScans).values(values).returning({ id: licenceScans.id });
      return row!.id;
    },
    async findScan(id: number) {
      const [row] = await db.select().from(licenceScans).where(eq(licenceScans.id, id));
      return row;
    },
    async setFrontScanUrl(userId: number, url: string): Promise<void> {
      await db.update(users).set({ licenseFrontScanUrl: url, updatedAt: new Date() }).where(eq(users.id, userId));
    },
  };
}
export type LicencesRepository = ReturnType<typeof createLicencesRepository>;
