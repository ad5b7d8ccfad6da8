import { createDamageReportsRepository } from './damage-reports.repository.ts';
import { damageReportsRoutes } from './damage-reports.routes.ts';
import { createDamageReportsService } from './damage-reports.service.ts';
import type { App, FeatureDeps } from '../../core.ts';

/** Damage reports with photos, and the admins' review of them. */
export async function register(app: App, { core, events, ports }: FeatureDeps): Promise<void> {
  const [users, notices, templates, settings] = [ports.of('users'), ports.of('notices'), ports.of('templates'), ports.of('settings')];
  const reports = createDamageReportsService({
    reports: createDamageReportsRepository(core.db),
    getBooking: ports.of('bookings').getBooking,
    findVehicle: ports.of('vehicles').findVehicle,
    events,
    notify: notices.notify,
    adminIds: users.adminIds,
    recordDocument: ports.of('documents').record,
    currentTemplate: templates.current,
    templateVersion: templates.version,
    serviceName: () => settings.service().serviceName,
  });
  await app.register(damageReportsRoutes, { reports });
  ports.contribute('documentSource', 'damage_report', {
    file: (ctx, doc, language) => reports.asDocument(ctx, doc.document.sourceId!, doc.document.templateVersion, language),
  });
  events.within('document.reviewed', 'damage-reports', 'a report reviewed in Document Management is reviewed', async ({ admin, type, sourceId, notes }, tx) => {
    if (type !== 'damage_report' || sourceId === null) return;
    await createDamageReportsRepository(tx).review(sourceId, { reviewedBy: admin.user.id, reviewNotes: notes });
  });
  ports.provide('damageReports', { pendingCount: reports.pendingCount });
}
