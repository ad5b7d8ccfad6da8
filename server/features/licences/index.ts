import { createOcr } from '../../adapters/ocr.adapter.ts';
import type { App, Core } from '../../core.ts';
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
};

/** Licence validity, the expiry panel and notices, the scanner (OCR) and the phone-photo link. */
export async function register(app: App, { core, forgetUser, ...deps }: Deps): Promise<void> {
  const repository = createLicencesRepository(core.db);
  const licences = createLicencesService({ ...deps, licences: repository });
  const ocr = createOcr({ workers: core.config.ocrWorkers });
  core.onClose(() => ocr.close());
  const analysis = createLicenceAnalysisService({ licences: repository, ocr, forgetUser });
  await app.register(licencesRoutes, { licences, analysis });
  const uploads = createUploadSignals();
  await core.listen(PHOTO_CAPTURED_CHANNEL, { onMessage: (id) => uploads.signal(id), onState: () => undefined });
  const captures = createPhotoCaptureService({ captures: createPhotoCapturesRepository(core.db), publicUrl: core.config.publicUrl }, uploads);
  await app.register(photoCaptureRoutes, { captures });
  core.addJob(licenceExpiryJob(() => licences.generateNotifications()));
}
