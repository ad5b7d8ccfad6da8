import { z } from 'zod';

/** What the audit log records changes of (docs/decisions/016). */
export const AUDIT_ENTITIES = [
  'user',
  'vehicle',
  'reservation',
  'calendar_event',
  'availability_rule',
  'settings',
  'document',
  'override_request',
  'template',
  'immobilizer',
  'backup',
  'position_hold',
  'check_template',
  'vehicle_check',
  'work_order',
  'credential_type',
  'credential',
  'maintenance_program',
  'crew_seats',
  'crew',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** GET /api/admin/audit: the newest first, of one kind of thing or one thing. */
export const auditQuery = z.object({
  entity: z.enum(AUDIT_ENTITIES, { error: `entity must be one of ${AUDIT_ENTITIES.join(', ')}` }).optional(),
  id: z.string().trim().min(1).max(64, 'id is at most 64 characters').optional(),
  limit: z.coerce.number().int().min(1).max(500, 'limit is at most 500').default(100),
});
export type AuditQuery = z.infer<typeof auditQuery>;

export const auditEntry = z.object({
  id: z.number().int(),
  actorId: z.number().int().nullable(),
  actorName: z.string(),
  entity: z.enum(AUDIT_ENTITIES),
  entityId: z.string(),
  action: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;
