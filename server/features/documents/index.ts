import { createDocumentsRepository } from './documents.repository.ts';
import { documentsRoutes } from './documents.routes.ts';
import { createDocumentsService } from './documents.service.ts';
import type { App, FeatureDeps } from '../../core.ts';

export { readUpload, safeFileName, type DocumentSource } from './documents.service.ts';
export { readUploadForm } from './upload-form.ts';
export { renderTextPdf, type TextDocument } from './text-pdf.ts';

/** The register of documents members hand in, and the admins' review. */
export async function register(app: App, { core, events, ports }: FeatureDeps): Promise<void> {
  const repository = createDocumentsRepository(core.db);
  const [bookings, templates, vehicles] = [ports.of('bookings'), ports.of('templates'), ports.of('vehicles')];
  const documents = createDocumentsService({
    repository,
    sourceOf: (type) => ports.contributionOf('documentSource', type),
    events,
    getBooking: bookings.getBooking,
    endBookingOnReturn: bookings.endBookingOnReturn,
    currentTemplate: templates.current,
    templateVersion: templates.version,
    notify: ports.of('notices').notify,
    recordChange: ports.of('audit').recordChange,
    odometerOf: async (id) => (await vehicles.findVehicle(id))?.mileage ?? null,
  });
  await app.register(documentsRoutes, { documents });
  ports.provide('documents', {
    record: (values) => documents.record(values),
    resubmit: (values) => repository.resubmit(values),
    file: (ctx, id, language) => documents.file(ctx, id, language),
    idsBySource: (type, sourceIds) => repository.idsBySource(type, sourceIds),
  });
  events.within('damage.reviewed', 'documents', "reviews the report's pending document with it", async ({ admin, reportId, notes }, tx) => {
    await createDocumentsRepository(tx).settle('damage_report', reportId, { status: 'reviewed', notes, reviewedBy: admin.user.id, reviewedAt: new Date() });
  });
  events.within('vehicleCheck.done', 'documents', 'records the check as a document of its booking', async (check, tx) => {
    await createDocumentsRepository(tx).insert({
      type: 'vehicle_check',
      userId: check.userId,
      bookingId: check.bookingId,
      sourceId: check.checkId,
      fileName: `vehicle-check-${check.vehicleNumber}-${check.bookingId}.pdf`,
    });
  });
}
