import type { App, Core } from '../../core.ts';
import type { DocumentSource } from '../documents/index.ts';
import { createDamageReportsRepository } from './damage-reports.repository.ts';
import { damageReportsRoutes } from './damage-reports.routes.ts';
import { createDamageReportsService, type DamageReportsDeps } from './damage-reports.service.ts';

/** Damage reports with photos, and the admins' review of them. */
type Deps = Omit<DamageReportsDeps, 'reports'> & { core: Core; provideDocuments: (type: 'damage_report', source: DocumentSource) => void };

export async function register(app: App, { core, provideDocuments, ...deps }: Deps) {
  const reports = createDamageReportsService({ ...deps, reports: createDamageReportsRepository(core.db) });
  await app.register(damageReportsRoutes, { reports });
  provideDocuments('damage_report', {
    file: (ctx, doc, language) => reports.asDocument(ctx, doc.document.sourceId!, doc.document.templateVersion, language),
    onReviewed: (admin, doc, _status, notes) => reports.reviewedAsDocument(admin, doc.document.sourceId!, notes),
  });
  return { pendingReports: reports.pendingCount };
}
