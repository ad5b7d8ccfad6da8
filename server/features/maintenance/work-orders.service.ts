import { createProgramsRepository } from './programs.repository.ts';
import { createWorkOrdersRepository, type WorkOrderFileRow, type WorkOrderWithNames, type WorkOrdersRepository } from './work-orders.repository.ts';
import { localDateOf } from '../../../contract/jerusalem-time.ts';
import {
  WORK_ORDER_STATUSES,
  type CreateWorkOrderRequest,
  type UpdateWorkOrderRequest,
  type WorkOrder,
  type WorkOrderStatus,
} from '../../../contract/work-orders.contract.ts';
import type { RecordChange } from '../../audit-port.ts';
import { assertAdmin, type AuthContext } from '../../auth-context.ts';
import type { Events, Tx, VehicleCheckFact } from '../../events.ts';
import { badRequest, conflict, notFound, said } from '../../http-errors.ts';
import type { Notify } from '../../notify-port.ts';
import type { VehicleRow } from '../vehicles/index.ts';

export interface WorkOrdersDeps {
  repository: WorkOrdersRepository;
  /** The documents of checks or damage reports, by their ids (the documents feature). */
  documentsOf: (type: 'vehicle_check' | 'damage_report', sourceIds: number[]) => Promise<Map<number, number>>;
  /** The uploaded file of a request, and it made safe: a PDF, or an image re-encoded (the documents feature). */
  readFile: (read: () => Promise<{ fileName: string; data: Buffer }>) => Promise<{ fileName: string; contentType: string; data: Buffer }>;
  /** The vehicle, read on a change's transaction when given. */
  findVehicle: (id: number, within?: Tx) => Promise<VehicleRow | undefined>;
  adminIds: (within?: Tx) => Promise<number[]>;
  notify: Notify;
  recordChange: RecordChange;
  events: Pick<Events, 'publish'>;
  now?: () => Date;
}

/** A work order as the API shows it; its files and source document when read for showing (an audit entry keeps none). */
export const toWorkOrder = (row: WorkOrderWithNames, files: WorkOrderFileRow[] = [], sourceDocumentId: number | null = null): WorkOrder => ({
  id: row.id,
  vehicleId: row.vehicleId,
  vehicleNumber: row.vehicleNumber,
  kind: row.kind,
  source: row.source,
  sourceId: row.sourceId,
  title: row.title,
  details: row.details,
  blocking: row.blocking,
  programKey: row.programKey,
  status: row.status,
  cost: row.cost,
  parts: row.parts,
  notes: row.notes,
  openedBy: row.openedByName,
  openedAt: row.openedAt.toISOString(),
  startedAt: row.startedAt?.toISOString() ?? null,
  doneAt: row.doneAt?.toISOString() ?? null,
  doneBy: row.doneByName,
  sourceDocumentId,
  files: files.map((f) => ({
    id: f.id,
    fileName: f.fileName,
    contentType: f.contentType,
    size: f.size,
    uploadedBy: f.uploadedByName,
    uploadedAt: f.uploadedAt.toISOString(),
    fileUrl: `/api/admin/work-orders/${row.id}/files/${f.id}`,
  })),
});

/** The document type of each source that has one. */
const SOURCE_DOCUMENTS = { check: 'vehicle_check', damage_report: 'damage_report' } as const;

/** Steps a work order may take: only forward (open → in progress → done; open → done too). */
const mayStep = (from: WorkOrderStatus, to: WorkOrderStatus) => WORK_ORDER_STATUSES.indexOf(to) > WORK_ORDER_STATUSES.indexOf(from);

/**
 * Work orders (docs/decisions/027): opened by hand, by a failed check (blocking: the vehicle waits
 * for it) or its shortages (a restock), or by a damage review that took the vehicle out; closed by
 * admins, the vehicle back in service when its last blocking order is done.
 */
export function createWorkOrdersService(deps: WorkOrdersDeps) {
  const { repository, now = () => new Date() } = deps;

  /** A service's work order done: the programme's last service, at the odometer now; its counters start again. */
  async function recordService(order: WorkOrderWithNames, tx: Tx): Promise<void> {
    const vehicle = await deps.findVehicle(order.vehicleId, tx);
    await createProgramsRepository(tx).addService({
      vehicleId: order.vehicleId,
      programKey: order.programKey!,
      doneOn: localDateOf(now()),
      odometer: vehicle?.mileage ?? null,
      workOrderId: order.id,
    });
  }

  /** Orders as the API shows them: with their files and the document of their check or damage report. */
  async function present(rows: WorkOrderWithNames[]): Promise<WorkOrder[]> {
    const files = await repository.filesOf(rows.map((r) => r.id));
    const documents = new Map<string, Map<number, number>>();
    for (const [source, type] of Object.entries(SOURCE_DOCUMENTS)) {
      const ids = rows.filter((r) => r.source === source && r.sourceId !== null).map((r) => r.sourceId!);
      documents.set(source, await deps.documentsOf(type, ids));
    }
    return rows.map((row) =>
      toWorkOrder(
        row,
        files.filter((f) => f.workOrderId === row.id),
        row.sourceId === null ? null : (documents.get(row.source)?.get(row.sourceId) ?? null),
      ),
    );
  }
  const presentOne = async (id: number) => (await present([await existing(id)]))[0]!;

  async function fileOf(id: number, fileId: number) {
    const file = await repository.file(id, fileId);
    if (!file) throw notFound(said('workOrder.fileNotFound', { id: String(fileId) }));
    return file;
  }

  async function existing(id: number): Promise<WorkOrderWithNames> {
    const row = await repository.findById(id);
    if (!row) throw notFound(said('workOrder.notFound', { id: String(id) }));
    return row;
  }

  return {
    async list(admin: AuthContext, filter: Parameters<WorkOrdersRepository['list']>[0]): Promise<WorkOrder[]> {
      assertAdmin(admin);
      return present(await repository.list(filter));
    },

    async create(admin: AuthContext, input: CreateWorkOrderRequest & { kind: WorkOrder['kind']; blocking: boolean }): Promise<WorkOrder> {
      assertAdmin(admin);
      const vehicle = await deps.findVehicle(input.vehicleId);
      if (!vehicle) throw badRequest(said('vehicle.missing', { id: String(input.vehicleId) }));
      const values = {
        vehicleId: vehicle.id,
        kind: input.kind,
        source: 'manual' as const,
        title: input.title,
        details: input.details?.trim() || null,
        blocking: input.blocking,
        programKey: input.programKey?.trim() || null,
        openedBy: admin.user.id,
        openedAt: now(),
      };
      // A blocking order takes its vehicle out at once, on the order's transaction: the admin says it must not be driven.
      const row = (await repository.insertThen(values, async (tx, order) => {
        await deps.recordChange(
          admin,
          {
            entity: 'work_order',
            entityId: order.id,
            action: 'create',
            after: toWorkOrder({ ...order, vehicleNumber: vehicle.vehicleNumber, openedByName: admin.user.name, doneByName: null }),
          },
          tx,
        );
        if (order.blocking) await deps.events.publish(tx, 'workOrder.blocking', { vehicleId: vehicle.id, workOrderId: order.id, admin });
      }))!;
      return presentOne(row.id);
    },

    /** A step forward, the cost, parts and notes; done: the vehicle is back when no blocking work is left. */
    async update(admin: AuthContext, id: number, patch: UpdateWorkOrderRequest): Promise<WorkOrder> {
      assertAdmin(admin);
      const before = await existing(id);
      const to = patch.status ?? before.status;
      if (to !== before.status && !mayStep(before.status, to)) throw conflict(said('workOrder.badStep', { from: before.status, to }), 'WORK_ORDER_STEP');
      const at = now();
      const changes = {
        status: to,
        ...(patch.cost !== undefined && { cost: patch.cost }),
        ...(patch.parts !== undefined && { parts: patch.parts?.trim() || null }),
        ...(patch.notes !== undefined && { notes: patch.notes?.trim() || null }),
        ...(to === 'in_progress' && before.status === 'open' && { startedAt: at }),
        ...(to === 'done' && before.status !== 'done' && { doneAt: at, doneBy: admin.user.id, startedAt: before.startedAt ?? at }),
      };
      const row = await repository.update(before, changes, async (tx, updated) => {
        const after = toWorkOrder({ ...before, ...updated, doneByName: updated.doneBy === admin.user.id ? admin.user.name : before.doneByName });
        await deps.recordChange(admin, { entity: 'work_order', entityId: id, action: 'update', before: toWorkOrder(before), after }, tx);
        const finished = to === 'done' && before.status !== 'done';
        if (finished && before.programKey) await recordService(before, tx);
        if (finished && before.blocking && !(await createWorkOrdersRepository(tx).blockingLeft(before.vehicleId)))
          await deps.events.publish(tx, 'workOrders.cleared', { vehicleId: before.vehicleId, admin });
      });
      if (!row) throw conflict(said('workOrder.changed'), 'WORK_ORDER_CHANGED');
      return presentOne(id);
    },

    /** A file attached (a PDF, or an image re-encoded; 10 MB at most); audited. */
    async addFile(admin: AuthContext, id: number, read: () => Promise<{ fileName: string; data: Buffer }>): Promise<WorkOrder> {
      assertAdmin(admin);
      const order = await existing(id);
      const file = await deps.readFile(read);
      const values = {
        workOrderId: id,
        fileName: file.fileName,
        contentType: file.contentType,
        data: file.data,
        size: file.data.length,
        uploadedBy: admin.user.id,
      };
      await repository.addFile(values, (tx) =>
        deps.recordChange(admin, { entity: 'work_order', entityId: id, action: 'update', before: toWorkOrder(order), after: { fileAdded: file.fileName } }, tx),
      );
      return presentOne(id);
    },

    file: (admin: AuthContext, id: number, fileId: number) => {
      assertAdmin(admin);
      return fileOf(id, fileId);
    },

    /** A file removed; audited. */
    async removeFile(admin: AuthContext, id: number, fileId: number): Promise<WorkOrder> {
      assertAdmin(admin);
      const file = await fileOf(id, fileId);
      await repository.removeFile(id, fileId, (tx) =>
        deps.recordChange(admin, { entity: 'work_order', entityId: id, action: 'update', before: { fileRemoved: file.fileName }, after: null }, tx),
      );
      return presentOne(id);
    },

    /**
     * A check's faults, on its transaction: a failed one opens a blocking repair with the check
     * attached, shortages a restock; the admins are told either way.
     */
    async openFromCheck(check: VehicleCheckFact, tx: Tx): Promise<void> {
      const orders = createWorkOrdersRepository(tx);
      const base = { vehicleId: check.vehicleId, source: 'check' as const, sourceId: check.checkId, openedAt: now() };
      const about = { bookingId: check.bookingId, vehicle: check.vehicleNumber, member: check.member, restock: check.restock.join(', ') };
      const restock = check.restock.length
        ? await orders.insert({ ...base, kind: 'restock', blocking: false, title: `Restock: ${about.restock}`.slice(0, 200) })
        : undefined;
      if (check.result === 'failed') {
        const failed = check.failed.join(', ');
        const repair = await orders.insert({ ...base, kind: 'repair', blocking: true, title: `Failed check: ${failed}`.slice(0, 200) });
        const params = { ...about, failed, workOrderId: repair?.id ?? 0, restockGiven: check.restock.length ? 'yes' : 'no' };
        await deps.notify(await deps.adminIds(tx), { type: 'system_update', text: 'check.failed', params }, tx);
      } else if (restock) {
        await deps.notify(await deps.adminIds(tx), { type: 'system_update', text: 'check.restock', params: { ...about, workOrderId: restock.id } }, tx);
      }
    },

    /** An overdue service of a vehicle no booking holds: its work order, and the vehicle out (`service.due`), on one transaction. */
    async takeOutForService(vehicle: VehicleRow, program: { key: string; name: string }): Promise<void> {
      const values = {
        vehicleId: vehicle.id,
        kind: 'service' as const,
        source: 'service_due' as const,
        programKey: program.key,
        blocking: true,
        title: `Service due: ${program.name}`.slice(0, 200),
        openedAt: now(),
      };
      await repository.insertThen(values, (tx, order) => deps.events.publish(tx, 'service.due', { vehicleId: vehicle.id, workOrderId: order.id }));
    },

    /** A damage review that took the vehicle out opens its repair, on the review's transaction. */
    async openFromDamage(admin: AuthContext, reportId: number, vehicleId: number, notes: string | null, tx: Tx): Promise<void> {
      await createWorkOrdersRepository(tx).insert({
        vehicleId,
        kind: 'repair',
        source: 'damage_report',
        sourceId: reportId,
        blocking: true,
        title: `Damage report #${reportId}`,
        details: notes,
        openedBy: admin.user.id,
        openedAt: now(),
      });
    },
  };
}
export type WorkOrdersService = ReturnType<typeof createWorkOrdersService>;
