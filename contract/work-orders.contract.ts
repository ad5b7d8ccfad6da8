import { z } from 'zod';
import { money, pathId, recordId } from './common.contract.ts';

/** open → in progress → done (docs/decisions/027). */
export const WORK_ORDER_STATUSES = ['open', 'in_progress', 'done'] as const;
export type WorkOrderStatus = (typeof WORK_ORDER_STATUSES)[number];
/** What it is: a repair (the vehicle waits for it), a restock of kit, a service. */
export const WORK_ORDER_KINDS = ['repair', 'restock', 'service'] as const;
/** What opened it: an admin by hand, a failed check, a check's shortages, a damage report, a service due. */
export const WORK_ORDER_SOURCES = ['manual', 'check', 'damage_report', 'service_due'] as const;

const text = (name: string, max: number) => z.string().trim().max(max, `${name} are at most ${max} characters`);
const cost = money(10_000_000, '10,000,000');

export const createWorkOrderRequest = z.object({
  vehicleId: recordId('Please select a vehicle'),
  kind: z.enum(WORK_ORDER_KINDS, { error: `kind must be one of ${WORK_ORDER_KINDS.join(', ')}` }).default('repair'),
  title: z.string({ error: 'A work order needs a title' }).trim().max(200, 'The title is at most 200 characters').min(1, 'A work order needs a title'),
  details: text('Details', 5000).nullish(),
  /** The vehicle stays out of booking until the order is done. */
  blocking: z.boolean({ error: 'blocking must be true or false' }).default(true),
  /** A service of this maintenance programme of the vehicle's category: done, it resets the programme's counters. */
  programKey: z.string().max(40, 'A programme key is at most 40 characters').nullish(),
});
export type CreateWorkOrderRequest = z.input<typeof createWorkOrderRequest>;

export const updateWorkOrderRequest = z
  .object({
    status: z.enum(WORK_ORDER_STATUSES, { error: `status must be one of ${WORK_ORDER_STATUSES.join(', ')}` }).optional(),
    cost: cost.nullish(),
    parts: text('Parts', 2000).nullish(),
    notes: text('Notes', 5000).nullish(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), 'Send a status, cost, parts or notes to change');
export type UpdateWorkOrderRequest = z.input<typeof updateWorkOrderRequest>;

export const workOrderQuery = z.object({
  status: z.enum([...WORK_ORDER_STATUSES, 'unfinished'], { error: `status must be one of ${WORK_ORDER_STATUSES.join(', ')}, unfinished` }).optional(),
  vehicleId: z.coerce.number({ error: 'vehicleId must be a positive whole number' }).int().positive().max(2_147_483_647).optional(),
});

/** A file of a work order: an invoice, a photo, a garage's report (PDF, JPG or PNG, 10 MB at most). */
export const workOrderFile = z.object({
  id: z.number().int(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  uploadedBy: z.string().nullable(),
  uploadedAt: z.string(),
  /** Where to read it (admin): GET, `?download=1` to save it. */
  fileUrl: z.string(),
});
export type WorkOrderFile = z.infer<typeof workOrderFile>;

export const workOrderFileParams = z.object({ id: pathId('id must be a positive whole number'), fileId: pathId('fileId must be a positive whole number') });

export const workOrder = z.object({
  id: z.number().int(),
  vehicleId: z.number().int(),
  vehicleNumber: z.string(),
  kind: z.enum(WORK_ORDER_KINDS),
  source: z.enum(WORK_ORDER_SOURCES),
  /** The check or damage report it came from. */
  sourceId: z.number().int().nullable(),
  title: z.string(),
  details: z.string().nullable(),
  blocking: z.boolean(),
  programKey: z.string().nullable(),
  status: z.enum(WORK_ORDER_STATUSES),
  cost: z.number().nullable(),
  parts: z.string().nullable(),
  notes: z.string().nullable(),
  openedBy: z.string().nullable(),
  openedAt: z.string(),
  startedAt: z.string().nullable(),
  doneAt: z.string().nullable(),
  doneBy: z.string().nullable(),
  /** The document of the check or damage report it came from (GET /api/documents/{id}/file), when there is one. */
  sourceDocumentId: z.number().int().nullable(),
  files: z.array(workOrderFile),
});
export type WorkOrder = z.infer<typeof workOrder>;
