import type { Actor } from './actor.ts';
import type { AuditEntity } from '../contract/audit.contract.ts';
import type { Tx } from './db/transaction.ts';

/** One admin change as the audit log keeps it: the thing, what was done, its public view before and after. */
export interface Change {
  entity: AuditEntity;
  entityId: number | string;
  action: string;
  before?: object | null;
  after?: object | null;
}

/** How a feature records an admin change (the audit feature); `within` writes it on the change's own transaction. */
export type RecordChange = (actor: Actor, change: Change, within?: Tx) => Promise<void>;
