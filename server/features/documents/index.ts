import type { App, Core } from '../../core.ts';
import { createDocumentsRepository } from './documents.repository.ts';
import { documentsRoutes } from './documents.routes.ts';
import { createDocumentsService, type DocumentsDeps } from './documents.service.ts';

export type { DocumentSource } from './documents.service.ts';
export { renderTextPdf, type TextDocument } from './text-pdf.ts';

/** The register of documents members hand in, and the admins' review (issue 13.3). */
export async function register(app: App, { core, ...deps }: Omit<DocumentsDeps, 'repository'> & { core: Core }) {
  const documents = createDocumentsService({ ...deps, repository: createDocumentsRepository(core.db) });
  await app.register(documentsRoutes, { documents });
  return { recordDocument: documents.record, provideDocuments: documents.provide, settleDocument: documents.settle };
}
