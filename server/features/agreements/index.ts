import type { App, Core } from '../../core.ts';
import type { ServiceSettings } from '../../../contract/settings.contract.ts';
import type { DocumentSource } from '../documents/index.ts';
import type { AttachmentSource } from '../messaging/index.ts';
import { createAgreementsRepository } from './agreements.repository.ts';
import { agreementsRoutes } from './agreements.routes.ts';
import { createAgreementsService, type AgreementsDeps } from './agreements.service.ts';

/** The vehicle-use agreement: terms, the drawn signature and the signed PDF. */
type Deps = Omit<AgreementsDeps, 'agreements' | 'serviceName'> & {
  core: Core;
  settings: () => ServiceSettings;
  provideDocuments: (type: 'agreement', source: DocumentSource) => void;
  /** The signed PDF rides with the agreement's e-mail (the messaging feature). */
  attachWith: (kind: 'agreement_signed', source: AttachmentSource) => void;
};

export async function register(app: App, { core, settings, provideDocuments, attachWith, ...deps }: Deps): Promise<void> {
  const agreements = createAgreementsService({ ...deps, agreements: createAgreementsRepository(core.db), serviceName: () => settings().serviceName });
  await app.register(agreementsRoutes, { agreements });
  attachWith('agreement_signed', async (userId, { bookingId }) => {
    const member = await deps.findUser(userId);
    if (!member || typeof bookingId !== 'number') return [];
    const { fileName, body } = await agreements.pdf({ user: member, isAdmin: false, sessionId: 'outbox' }, bookingId, member.language ?? 'en');
    return [{ filename: fileName, content: body, contentType: 'application/pdf' }];
  });
  provideDocuments('agreement', { file: async (ctx, doc, language) => ({ contentType: 'application/pdf', body: (await agreements.pdf(ctx, doc.document.bookingId!, language)).body }) });
}
