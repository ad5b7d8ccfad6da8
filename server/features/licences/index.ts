import { createOcr } from '../../adapters/ocr.adapter.ts';
import type { App, Core } from '../../core.ts';
import { notFound, said } from '../../http-errors.ts';
import type { DocumentSource } from '../documents/index.ts';
import { licenceExpiryJob } from '../../jobs/licence-expiry.job.ts';
import { createLicenceAnalysisService } from './licence-analysis.service.ts';
import { photoCaptureRoutes } from './photo-capture.routes.ts';
import { createPhotoCaptureService, createUploadSignals } from './photo-capture.service.ts';
import { createPhotoCapturesRepository, PHOTO_CAPTURED_CHANNEL } from './photo-captures.repository.ts';
import { createLicencesRepository } from './licences.repository.ts';
import { licencesRoutes } from './licences.routes.ts';
import { createLicencesService, type LicencesDeps } from './licences.service.ts';

type Deps = Omit<LicencesDeps, 'licences'> & {
  core: Core;
  /** The user's cached session copy is stale once a scan is stored (the auth feature). */
  forgetUser: (userId: number) => void;
  recordDocument: (values: { type: 'license_scan'; userId: number; sourceId: number; fileName: string }) => Promise<unknown>;
  provideDocuments: (type: 'license_scan', source: DocumentSource) => void;
  /** An approved scan verifies the member's licence; a rejected one leaves it unverified (the users feature). */
  setLicenceVerified: (userId: number, verified: boolean) => Promise<void>;
};

/** Licence validity, the expiry panel and notices, the scanner (OCR) and the phone-photo link. */
export async function register(app: App, { core, forgetUser, recordDocument, provideDocuments, setLicenceVerified, ...deps }: Deps): Promise<void> {
  const repository = createLicencesRepository(core.db);
  const licences = createLicencesService({ ...deps, licences: repository });
  const ocr = createOcr({ workers: core.config.ocrWorkers });
  core.onClose(() => ocr.close());
  const analysis = createLicenceAnalysisService({ licences: repository, ocr, forgetUser, recordDocument });
  provideDocuments('license_scan', {
    file: async (_ctx, doc) => {
      const scan = await repository.findScan(doc.document.sourceId!);
      if (!scan) throw notFound(said('licence.scanGone'));
      return { contentType: scan.contentType, body: scan.data };
    },
    onReviewed: async (_admin, doc, status) => {
      await setLicenceVerified(doc.document.userId, status === 'approved');
      forgetUser(doc.document.userId);
    },
  });
  await app.register(licencesRoutes, { licences, analysis });
  const uploads = createUploadSignals();
  await core.listen(PHOTO_CAPTURED_CHANNEL, { onMessage: (id) => uploads.signal(id), onState: () => undefined });
  const captures = createPhotoCaptureService({ captures: createPhotoCapturesRepository(core.db), publicUrl: core.config.publicUrl }, uploads);
  await app.register(photoCaptureRoutes, { captures });
  core.addJob(licenceExpiryJob(() => licences.generateNotifications()));
}
