import type { AuthContext } from '../../auth-context.ts';
import type { Change } from '../../audit-port.ts';
import type { App, Core } from '../../core.ts';
import { createAuditRepository } from './audit.repository.ts';
import { auditRoutes } from './audit.routes.ts';
import { createAuditService } from './audit.service.ts';

/** The audit log: other features record their admin changes with `recordChange`. */
export async function register(app: App, { core }: { core: Core }) {
  const audit = createAuditService(createAuditRepository(core.db));
  await app.register(auditRoutes, { audit });
  return { recordChange: (actor: AuthContext, change: Change) => audit.record(actor, change) };
}
