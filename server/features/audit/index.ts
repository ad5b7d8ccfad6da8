import { createAuditRepository } from './audit.repository.ts';
import { auditRoutes } from './audit.routes.ts';
import { createAuditService } from './audit.service.ts';
import type { App, FeatureDeps } from '../../core.ts';

/** The audit log: other features record their admin changes through the `audit` port. */
export async function register(app: App, { core, ports }: FeatureDeps): Promise<void> {
  const audit = createAuditService(createAuditRepository(core.db), createAuditRepository);
  await app.register(auditRoutes, { audit });
  ports.provide('audit', { recordChange: (actor, change, within) => audit.record(actor, change, within) });
}
