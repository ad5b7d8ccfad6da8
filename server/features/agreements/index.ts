import { createAgreementsRepository } from './agreements.repository.ts';
import { agreementsRoutes } from './agreements.routes.ts';
import { createAgreementsService } from './agreements.service.ts';
import { systemActor } from '../../actor.ts';
import type { App, FeatureDeps } from '../../core.ts';

/** The vehicle-use agreement: terms, the drawn signature and the signed PDF (a document, and the e-mail's attachment). */
export async function register(app: App, { core, ports }: FeatureDeps): Promise<void> {
  const [bookings, { findUser }, templates] = [ports.of('bookings'), ports.of('users'), ports.of('templates')];
  const repository = createAgreementsRepository(core.db);
  const agreements = createAgreementsService({
    agreements: repository,
    getCrewBooking: bookings.getCrewBooking,
    findUser,
    findVehicle: ports.of('vehicles').findVehicle,
    serviceName: () => ports.of('settings').service().serviceName,
    currentTemplate: templates.current,
    templateVersion: templates.version,
    recordDocument: ports.of('documents').record,
    notify: ports.of('notices').notify,
  });
  await app.register(agreementsRoutes, { agreements });
  ports.provide('agreements', { signersOf: (bookingIds) => repository.signersOf(bookingIds) });
  ports.contribute('attachment', 'agreement_signed', async (userId, { bookingId }) => {
    const member = await findUser(userId);
    if (!member || typeof bookingId !== 'number') return [];
    const { fileName, body } = await agreements.pdf(systemActor('outbox'), bookingId, member.language ?? 'en', member.id);
    return [{ filename: fileName, content: body, contentType: 'application/pdf' }];
  });
  ports.contribute('documentSource', 'agreement', {
    file: async (ctx, doc, language) => ({
      contentType: 'application/pdf',
      body: (await agreements.pdf(ctx, doc.document.bookingId!, language, doc.document.userId)).body,
    }),
  });
}
