import { createLicenceAnalysisService } from './licence-analysis.service.ts';
import { createLicencesRepository } from './licences.repository.ts';
import { licencesRoutes } from './licences.routes.ts';
import { createLicencesService } from './licences.service.ts';
import { photoCaptureRoutes } from './photo-capture.routes.ts';
import { createPhotoCaptureService, createUploadSignals } from './photo-capture.service.ts';
import { createPhotoCapturesRepository, PHOTO_CAPTURED_CHANNEL } from './photo-captures.repository.ts';
import { createOcr } from '../../adapters/ocr.adapter.ts';
import type { App, FeatureDeps } from '../../core.ts';
import { publisherOn } from '../../events.ts';
import { notFound, said } from '../../http-errors.ts';
import { expiryNoticesJob } from '../../jobs/expiry-notices.job.ts';

/** Licence validity, the expiry panel and notices, the scanner (OCR) and the phone-photo link. */
export async function register(app: App, { core, events, ports }: FeatureDeps): Promise<void> {
  const repository = createLicencesRepository(core.db);
  const licences = createLicencesService({ licences: repository, findUser: ports.of('users').findUser, notify: ports.of('notices').notify });
  const ocr = createOcr({ workers: core.config.ocrWorkers });
  core.onClose(() => ocr.close());
  const analysis = createLicenceAnalysisService({
    licences: repository,
    ocr,
    publish: publisherOn(events, core.db),
    recordDocument: ports.of('documents').record,
  });
  ports.contribute('documentSource', 'license_scan', {
    file: async (_ctx, doc) => {
      const scan = await repository.findScan(doc.document.sourceId!);
      if (!scan) throw notFound(said('licence.scanGone'));
      return { contentType: scan.contentType, body: scan.data };
    },
  });
  await app.register(licencesRoutes, { licences, analysis });
  const uploads = createUploadSignals();
  await core.listen(PHOTO_CAPTURED_CHANNEL, { onMessage: (id) => uploads.signal(id), onState: () => undefined });
  const captures = createPhotoCaptureService({ captures: createPhotoCapturesRepository(core.db), publicUrl: core.config.publicUrl }, uploads);
  await app.register(photoCaptureRoutes, { captures });
  core.addJob(expiryNoticesJob('licence expiry notices', () => licences.generateNotifications()));
}
