import type { App, Core } from '../../core.ts';
import type { ServiceSettings } from '../../../contract/settings.contract.ts';
import type { DocumentSource } from '../documents/index.ts';
import { createAgreementsRepository } from './agreements.repository.ts';
import { agreementsRoutes } from './agreements.routes.ts';
import { createAgreementsService, type AgreementsDeps } from './agreements.service.ts';

/** The vehicle-use agreement: terms, the drawn signature and the signed PDF. */
type Deps = Omit<AgreementsDeps, 'agreements' | 'serviceName'> & { core: Core; settings: () => ServiceSettings; provideDocuments: (type: 'agreement', source: DocumentSource) => void };

export async function register(app: App, { core, settings, provideDocuments, ...deps }: Deps): Promise<void> {
  const agreements = createAgreementsService({ ...deps, agreements: createAgreementsRepository(core.db), serviceName: () => settings().serviceName });
  await app.register(agreementsRoutes, { agreements });
  provideDocuments('agreement', { file: async (ctx, doc) => ({ contentType: 'application/pdf', body: (await agreements.pdf(ctx, doc.document.bookingId!)).body }) });
}
