import { and, desc, eq } from 'drizzle-orm';
import type { AuditQuery } from '../../../contract/audit.contract.ts';
import type { Database } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';

export type AuditRow = typeof auditLog.$inferSelect;

export function createAuditRepository(db: Database) {
  return {
    async insert(values: typeof auditLog.$inferInsert): Promise<void> {
      await db.insert(auditLog).values(values);
    },
    list: ({ entity, id, limit }: AuditQuery): Promise<AuditRow[]> =>
      db
        .select()
        .from(auditLog)
        .where(and(entity ? eq(auditLog.entity, entity) : undefined, id ? eq(auditLog.entityId, id) : undefined))
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(limit),
  };
}
export type AuditRepository = ReturnType<typeof createAuditRepository>;
