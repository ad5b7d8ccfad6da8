import type { App, Core } from '../../core.ts';
import { createDamageReportsRepository } from './damage-reports.repository.ts';
import { damageReportsRoutes } from './damage-reports.routes.ts';
import { createDamageReportsService, type DamageReportsDeps } from './damage-reports.service.ts';

/** Damage reports with photos, and the admins' review of them. */
export async function register(app: App, { core, ...deps }: Omit<DamageReportsDeps, 'reports'> & { core: Core }) {
  const reports = createDamageReportsService({ ...deps, reports: createDamageReportsRepository(core.db) });
  await app.register(damageReportsRoutes, { reports });
  return { pendingReports: reports.pendingCount };
}
