import type { AuditEntity } from '../contract/audit.contract.ts';
import type { Actor } from './actor.ts';

/** One admin change as the audit log keeps it: the thing, what was done, its public view before and after. */
export interface Change {
  entity: AuditEntity;
  entityId: number | string;
  action: string;
  before?: object | null;
  after?: object | null;
}

/** How a feature records an admin change (the audit feature). */
export type RecordChange = (actor: Actor, change: Change) => Promise<void>;
