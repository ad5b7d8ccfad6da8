import { and, count, desc, eq, getTableColumns, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DocumentQuery, DocumentStatus, DocumentType } from '../../../contract/documents.contract.ts';
import type { Database } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { bookings, documents, users, vehicles } from '../../db/schema.ts';
import { transaction } from '../../db/transaction.ts';

export type DocumentRow = typeof documents.$inferSelect;
export type NewDocument = Pick<DocumentRow, 'type' | 'userId' | 'fileName'> &
  Partial<Pick<DocumentRow, 'bookingId' | 'sourceId' | 'contentType' | 'data' | 'details' | 'templateVersion'>>;
export interface DocumentWithNames {
  document: Omit<DocumentRow, 'data'>;
  user: { id: number; name: string; email: string };
  booking: { id: number; startTime: Date; endTime: Date } | null;
  vehicle: { vehicleNumber: string; make: string; model: string } | null;
}

/** The list never reads the uploaded bytes. */
const { data: _data, ...listed } = getTableColumns(documents);

export function createDocumentsRepository(db: Database) {
  const select = (where: SQL | undefined) =>
    db
      .select({
        document: listed,
        user: { id: users.id, name: users.name, email: users.email },
        booking: { id: bookings.id, startTime: bookings.startTime, endTime: bookings.endTime },
        vehicle: { vehicleNumber: vehicles.vehicleNumber, make: vehicles.make, model: vehicles.model },
      })
      .from(documents)
      .innerJoin(users, eq(users.id, documents.userId))
      .leftJoin(bookings, eq(bookings.id, documents.bookingId))
      .leftJoin(vehicles, eq(vehicles.id, bookings.vehicleId))
      .where(where);
  const matching = ({ type, q }: Pick<DocumentQuery, 'type' | 'q'>) => {
    const like = q ? containsPattern(q) : undefined;
    return and(
      type ? eq(documents.type, type) : undefined,
      like ? or(ilike(users.name, like), ilike(users.email, like), ilike(vehicles.vehicleNumber, like), ilike(documents.fileName, like)) : undefined,
    );
  };

  return {
    /** Records a document; one agreement and one checklist per booking, one per source (undefined when it exists). */
    /** The newest return checklist of a vehicle's bookings. */
    async lastChecklistOfVehicle(vehicleId: number): Promise<DocumentRow | undefined> {
      const [row] = await db
        .select({ document: documents })
        .from(documents)
        .innerJoin(bookings, eq(bookings.id, documents.bookingId))
        .where(and(eq(bookings.vehicleId, vehicleId), eq(documents.type, 'checklist')))
        .orderBy(desc(documents.uploadedAt), desc(documents.id))
        .limit(1);
      return row?.document;
    },
    async insert(values: NewDocument): Promise<DocumentRow | undefined> {
      const [row] = await db.insert(documents).values(values).onConflictDoNothing().returning();
      return row;
    },
    /**
     * A source's document handed in again (a credential's new scan): its file replaced and waiting
     * for review again, one document per source; the earlier review stays in the audit log.
     */
    async resubmit(values: NewDocument & { sourceId: number }): Promise<DocumentRow> {
      const [row] = await db
        .insert(documents)
        .values(values)
        .onConflictDoUpdate({
          target: [documents.type, documents.sourceId],
          targetWhere: sql`${documents.sourceId} is not null`,
          set: {
            fileName: values.fileName,
            contentType: values.contentType,
            data: values.data,
            status: 'pending',
            notes: null,
            reviewedBy: null,
            reviewedAt: null,
            uploadedAt: new Date(),
          },
        })
        .returning();
      return row!;
    },
    /** Records a document and what `also` writes about it, in one transaction (undefined if it was already). */
    insertWith(values: NewDocument, also: (tx: Database, row: DocumentRow) => Promise<void>): Promise<DocumentRow | undefined> {
      return transaction(db, async (tx) => {
        const [row] = await tx.insert(documents).values(values).onConflictDoNothing().returning();
        if (row) await also(tx, row);
        return row;
      });
    },
    list: (query: DocumentQuery) =>
      select(and(matching(query), query.status ? eq(documents.status, query.status) : undefined))
        .orderBy(desc(documents.uploadedAt), desc(documents.id))
        .limit(500) as Promise<DocumentWithNames[]>,
    /** How many match the type and search, by status (the four tiles). */
    async counts(query: DocumentQuery): Promise<Partial<Record<DocumentStatus, number>>> {
      const rows = await db
        .select({ status: documents.status, n: count() })
        .from(documents)
        .innerJoin(users, eq(users.id, documents.userId))
        .leftJoin(bookings, eq(bookings.id, documents.bookingId))
        .leftJoin(vehicles, eq(vehicles.id, bookings.vehicleId))
        .where(matching(query))
        .groupBy(documents.status);
      return Object.fromEntries(rows.map((r) => [r.status, r.n]));
    },
    find: async (id: number): Promise<DocumentWithNames | undefined> => (await select(eq(documents.id, id)))[0],
    async bytes(id: number): Promise<{ contentType: string | null; data: Buffer | null } | undefined> {
      const [row] = await db.select({ contentType: documents.contentType, data: documents.data }).from(documents).where(eq(documents.id, id));
      return row;
    },
    ofBooking: (bookingId: number) => select(eq(documents.bookingId, bookingId)).orderBy(desc(documents.uploadedAt)) as Promise<DocumentWithNames[]>,
    /** Pending → approved or rejected, once: undefined when it was no longer pending. */
    /** Pending → reviewed, once; `tell` writes the member's notice on the same transaction. */
    review(
      id: number,
      changes: { status: DocumentStatus; notes: string | null; reviewedBy: number; reviewedAt: Date },
      tell: (tx: Database) => Promise<void>,
    ): Promise<DocumentRow | undefined> {
      return transaction(db, async (tx) => {
        const [row] = await tx
          .update(documents)
          .set(changes)
          .where(and(eq(documents.id, id), eq(documents.status, 'pending')))
          .returning();
        if (row) await tell(tx);
        return row;
      });
    },
    /** The documents of these sources of a type (a check, a damage report), by source. */
    async idsBySource(type: DocumentType, sourceIds: number[]): Promise<Map<number, number>> {
      if (!sourceIds.length) return new Map();
      const rows = await db
        .select({ id: documents.id, sourceId: documents.sourceId })
        .from(documents)
        .where(and(eq(documents.type, type), inArray(documents.sourceId, sourceIds)));
      return new Map(rows.map((r) => [r.sourceId!, r.id]));
    },
    /** A source reviewed elsewhere (a damage report's own review): its document follows. */
    async settle(
      type: DocumentType,
      sourceId: number,
      changes: { status: DocumentStatus; notes: string | null; reviewedBy: number; reviewedAt: Date },
    ): Promise<void> {
      await db
        .update(documents)
        .set(changes)
        .where(and(eq(documents.type, type), eq(documents.sourceId, sourceId), eq(documents.status, 'pending')));
    },
  };
}
export type DocumentsRepository = ReturnType<typeof createDocumentsRepository>;
