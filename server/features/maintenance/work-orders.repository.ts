import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { WorkOrderStatus } from '../../../contract/work-orders.contract.ts';
import type { Database } from '../../db/client.ts';
import { users, vehicles, workOrderFiles, workOrders } from '../../db/schema.ts';
import { transaction, type Tx } from '../../db/transaction.ts';

export type WorkOrderRow = typeof workOrders.$inferSelect;
export type NewWorkOrder = typeof workOrders.$inferInsert;
export type WorkOrderWithNames = WorkOrderRow & { vehicleNumber: string; openedByName: string | null; doneByName: string | null };

const fileColumns = {
  id: workOrderFiles.id,
  workOrderId: workOrderFiles.workOrderId,
  fileName: workOrderFiles.fileName,
  contentType: workOrderFiles.contentType,
  size: workOrderFiles.size,
  uploadedAt: workOrderFiles.uploadedAt,
  uploadedByName: users.name,
};
export type WorkOrderFileRow = {
  id: number;
  workOrderId: number;
  fileName: string;
  contentType: string;
  size: number;
  uploadedAt: Date;
  uploadedByName: string | null;
};

const openers = alias(users, 'openers');
const closers = alias(users, 'closers');

/** Work orders, with their vehicle's number and the names of who opened and closed them. */
export function createWorkOrdersRepository(db: Database) {
  const select = () =>
    db
      .select({ order: workOrders, vehicleNumber: vehicles.vehicleNumber, openedByName: openers.name, doneByName: closers.name })
      .from(workOrders)
      .innerJoin(vehicles, eq(vehicles.id, workOrders.vehicleId))
      .leftJoin(openers, eq(openers.id, workOrders.openedBy))
      .leftJoin(closers, eq(closers.id, workOrders.doneBy));
  type Selected = Awaited<ReturnType<ReturnType<typeof select>['execute']>>;
  const flat = (rows: Selected): WorkOrderWithNames[] =>
    rows.map((r) => ({ ...r.order, vehicleNumber: r.vehicleNumber, openedByName: r.openedByName, doneByName: r.doneByName }));

  return {
    async list(filter: { status?: WorkOrderStatus | 'unfinished' | undefined; vehicleId?: number | undefined }): Promise<WorkOrderWithNames[]> {
      const status = filter.status === 'unfinished' ? ne(workOrders.status, 'done') : filter.status ? eq(workOrders.status, filter.status) : undefined;
      const vehicle = filter.vehicleId ? eq(workOrders.vehicleId, filter.vehicleId) : undefined;
      return flat(
        await select()
          .where(and(status, vehicle))
          .orderBy(sql`${workOrders.status} = 'done'`, desc(workOrders.openedAt))
          .limit(500),
      );
    },
    findById: async (id: number): Promise<WorkOrderWithNames | undefined> => flat(await select().where(eq(workOrders.id, id)))[0],
    /** The files of these orders (without their bytes), oldest first. */
    filesOf: (orderIds: number[]): Promise<WorkOrderFileRow[]> =>
      orderIds.length
        ? db
            .select(fileColumns)
            .from(workOrderFiles)
            .leftJoin(users, eq(users.id, workOrderFiles.uploadedBy))
            .where(inArray(workOrderFiles.workOrderId, orderIds))
            .orderBy(workOrderFiles.id)
        : Promise.resolve([]),
    addFile: async (values: typeof workOrderFiles.$inferInsert, also: (tx: Tx) => Promise<void>): Promise<void> =>
      transaction(db, async (tx) => {
        await tx.insert(workOrderFiles).values(values);
        await also(tx);
      }),
    /** A file of the order, with its bytes. */
    async file(orderId: number, fileId: number) {
      const [row] = await db
        .select()
        .from(workOrderFiles)
        .where(and(eq(workOrderFiles.workOrderId, orderId), eq(workOrderFiles.id, fileId)));
      return row;
    },
    /** The file gone, with what follows on the same transaction; false when there was none. */
    removeFile: (orderId: number, fileId: number, also: (tx: Tx) => Promise<void>): Promise<boolean> =>
      transaction(db, async (tx) => {
        const gone = await tx
          .delete(workOrderFiles)
          .where(and(eq(workOrderFiles.workOrderId, orderId), eq(workOrderFiles.id, fileId)))
          .returning({ id: workOrderFiles.id });
        if (gone.length) await also(tx);
        return gone.length > 0;
      }),
    /** A work order; one per source and kind (a fact heard twice opens it once): undefined then. */
    insert: async (values: NewWorkOrder): Promise<WorkOrderRow | undefined> =>
      (await db.insert(workOrders).values(values).onConflictDoNothing().returning())[0],
    /**
     * The change, if the order is still in `from`, with what follows on the same transaction; its
     * vehicle's row is locked first, so two orders of one vehicle closed at once each see the other.
     */
    update: (order: WorkOrderRow, changes: Partial<NewWorkOrder>, also: (tx: Tx, row: WorkOrderRow) => Promise<void>) =>
      transaction(db, async (tx) => {
        await tx.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.id, order.vehicleId)).for('update');
        const [row] = await tx
          .update(workOrders)
          .set(changes)
          .where(and(eq(workOrders.id, order.id), eq(workOrders.status, order.status)))
          .returning();
        if (row) await also(tx, row);
        return row;
      }),
    /** A work order and what follows from it, on one transaction; nothing when one of its source and kind exists. */
    insertThen: (values: NewWorkOrder, also: (tx: Tx, row: WorkOrderRow) => Promise<void>) =>
      transaction(db, async (tx) => {
        const [row] = await tx.insert(workOrders).values(values).onConflictDoNothing().returning();
        if (row) await also(tx, row);
        return row;
      }),
    /** Whether the vehicle has blocking work not done (on the change's transaction). */
    blockingLeft: async (vehicleId: number): Promise<boolean> =>
      (
        await db
          .select({ id: workOrders.id })
          .from(workOrders)
          .where(and(eq(workOrders.vehicleId, vehicleId), eq(workOrders.blocking, true), inArray(workOrders.status, ['open', 'in_progress'])))
          .limit(1)
      ).length > 0,
  };
}
export type WorkOrdersRepository = ReturnType<typeof createWorkOrdersRepository>;
