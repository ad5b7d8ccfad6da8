import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { damageReportPhotos, damageReports, users, vehicles } from '../../db/schema.ts';
import { transaction, type Tx } from '../../db/transaction.ts';

export type DamageReportRow = typeof damageReports.$inferSelect & { vehicleNumber: string; reporterName: string; photoIds: number[] };
type NewReport = typeof damageReports.$inferInsert;

/** The newest reports an admin's list shows; older ones stay in the table. */
const LIST_LIMIT = 200;

export function createDamageReportsRepository(db: Database) {
  async function withNames(where: ReturnType<typeof eq> | undefined): Promise<DamageReportRow[]> {
    const rows = await db
      .select({ report: damageReports, vehicleNumber: vehicles.vehicleNumber, reporterName: users.name })
      .from(damageReports)
      .innerJoin(vehicles, eq(vehicles.id, damageReports.vehicleId))
      .innerJoin(users, eq(users.id, damageReports.userId))
      .where(where)
      .orderBy(desc(damageReports.createdAt), desc(damageReports.id))
      .limit(LIST_LIMIT);
    const ids = rows.map((r) => r.report.id);
    const photos = ids.length
      ? await db
          .select({ id: damageReportPhotos.id, reportId: damageReportPhotos.reportId })
          .from(damageReportPhotos)
          .where(inArray(damageReportPhotos.reportId, ids))
          .orderBy(damageReportPhotos.id)
      : [];
    return rows.map(({ report, vehicleNumber, reporterName }) => ({
      ...report,
      vehicleNumber,
      reporterName,
      photoIds: photos.filter((p) => p.reportId === report.id).map((p) => p.id),
    }));
  }

  return {
    /** The report and its photos, and what `also` writes with them, together or not at all. */
    async insert(report: NewReport, photos: { contentType: string; data: Buffer }[], also: (tx: Tx, id: number) => Promise<void>): Promise<number> {
      return transaction(db, async (tx) => {
        const [row] = await tx.insert(damageReports).values(report).returning({ id: damageReports.id });
        if (photos.length) await tx.insert(damageReportPhotos).values(photos.map((p) => ({ ...p, reportId: row!.id })));
        await also(tx, row!.id);
        return row!.id;
      });
    },
    findById: async (id: number) => (await withNames(eq(damageReports.id, id)))[0],
    listAll: () => withNames(undefined),
    listOfUser: (userId: number) => withNames(eq(damageReports.userId, userId)),
    async photo(reportId: number, photoId: number) {
      const [row] = await db
        .select({ contentType: damageReportPhotos.contentType, data: damageReportPhotos.data })
        .from(damageReportPhotos)
        .where(and(eq(damageReportPhotos.id, photoId), eq(damageReportPhotos.reportId, reportId)));
      return row;
    },
    /** Marks a submitted report reviewed; undefined when it was not submitted (any more). */
    /** Submitted → reviewed, once; `tell` writes the reporter's notice on the same transaction. */
    review(id: number, values: { reviewedBy: number; reviewNotes: string | null }, tell?: (tx: Database) => Promise<void>) {
      return transaction(db, async (tx) => {
        const [row] = await tx
          .update(damageReports)
          .set({ ...values, status: 'reviewed', reviewedAt: new Date() })
          .where(and(eq(damageReports.id, id), eq(damageReports.status, 'submitted')))
          .returning({ id: damageReports.id });
        if (row && tell) await tell(tx);
        return row;
      });
    },
    async countSubmitted(userId?: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(damageReports)
        .where(and(eq(damageReports.status, 'submitted'), userId === undefined ? undefined : eq(damageReports.userId, userId)));
      return row?.n ?? 0;
    },
  };
}
export type DamageReportsRepository = ReturnType<typeof createDamageReportsRepository>;
