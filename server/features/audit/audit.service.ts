import type { AuditRepository, AuditRow } from './audit.repository.ts';
import type { AuditEntity, AuditEntry, AuditQuery } from '../../../contract/audit.contract.ts';
import { auditNameOf, type Actor } from '../../actor.ts';
import type { Change } from '../../audit-port.ts';
import { assertAdmin, type AuthContext } from '../../auth-context.ts';
import type { Tx } from '../../events.ts';

/** A view as JSON keeps it (dates as text), so the log holds what the API showed. */
const plain = (value: object | null | undefined) => (value ? (JSON.parse(JSON.stringify(value)) as Record<string, unknown>) : null);

const toEntry = (row: AuditRow): AuditEntry => ({ ...row, entity: row.entity as AuditEntity, createdAt: row.createdAt.toISOString() });

/** The audit log of admin changes (docs/decisions/016): recorded by the features, read by admins. */
export function createAuditService(repository: AuditRepository, repositoryOn: (tx: Tx) => AuditRepository) {
  return {
    record: async (actor: Actor, { entity, entityId, action, before, after }: Change, within?: Tx): Promise<void> =>
      (within ? repositoryOn(within) : repository).insert({
        ...auditNameOf(actor),
        entity,
        entityId: String(entityId),
        action,
        before: plain(before),
        after: plain(after),
      }),

    async list(admin: AuthContext, query: AuditQuery): Promise<AuditEntry[]> {
      assertAdmin(admin);
      return (await repository.list(query)).map(toEntry);
    },
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
