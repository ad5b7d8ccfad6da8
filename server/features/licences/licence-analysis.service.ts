import { parseLicenceText } from './licence-parser.ts';
import type { LicencesRepository } from './licences.repository.ts';
import { LICENCE_IMAGE_MAX_BYTES, type ExtractedLicence, type LicenceAnalysis } from '../../../contract/licences.contract.ts';
import type { Ocr } from '../../adapters/ocr.adapter.ts';
import type { AuthContext } from '../../auth-context.ts';
import type { Publish } from '../../events.ts';
import { badRequest, notFound, said } from '../../http-errors.ts';
import { decodeBase64Image, IMAGE_KINDS, normaliseImageForReading } from '../../images.ts';

interface Deps {
  licences: LicencesRepository;
  ocr: Ocr;
  /** States `user.changed`: the user's cached session copy is stale once the scan URL is set. */
  publish: Publish;
  /** A read scan joins the documents admins review (the documents feature). */
  recordDocument: (values: { type: 'license_scan'; userId: number; sourceId: number; fileName: string }) => Promise<unknown>;
}

/** The fields a licence must give for the analysis to count, with what to say when one is missing. */
const KEY_FIELDS: [keyof ExtractedLicence, string][] = [
  ['licenseNumber', 'Could not read the license number'],
  ['expiryDate', 'Could not read the expiry date'],
  ['issueDate', 'Could not read the issue date'],
  ['lastName', 'Could not read the name'],
  ['licenseClass', 'Could not read the license class'],
];

/** The image made safe, small enough for OCR and lossless for it, or the spec's 400 (docs/spec/admin-app.md 5, licence image upload). */
const readImage = (base64: string) =>
  normaliseImageForReading(decodeBase64Image(base64), IMAGE_KINDS.licence, { maxBytes: LICENCE_IMAGE_MAX_BYTES, upload: 'licence' });

export function createLicenceAnalysisService({ licences, ocr, publish, recordDocument }: Deps) {
  async function recognise(image: Buffer) {
    try {
      return await ocr.read(image);
    } catch {
      throw badRequest(said('licence.unreadable'), 'UNREADABLE_IMAGE');
    }
  }

  return {
    /** OCR of the front (and back), the licence's fields, and the images kept privately. */
    async analyze(ctx: AuthContext, input: { frontImage: string; backImage?: string | null | undefined }): Promise<LicenceAnalysis> {
      const front = await readImage(input.frontImage);
      const back = input.backImage ? await readImage(input.backImage) : null;
      const [frontText, backText] = await Promise.all([recognise(front.lossless), back ? recognise(back.lossless) : null]);
      const rawText = [frontText.text, backText?.text].filter(Boolean).join('\n');
      const extractedData = parseLicenceText(rawText);
      const errors = KEY_FIELDS.filter(([key]) => !extractedData[key]).map(([, message]) => message);
      const found = KEY_FIELDS.length - errors.length;
      const confidence = Math.round(frontText.confidence * (found / KEY_FIELDS.length) * 100) / 100;
      const success = !!extractedData.licenseNumber && !!extractedData.expiryDate;
      const frontId = await licences.insertScan({ userId: ctx.user.id, side: 'front', data: front.data, contentType: front.contentType });
      if (back) await licences.insertScan({ userId: ctx.user.id, side: 'back', data: back.data, contentType: back.contentType });
      const frontScanUrl = `/api/license/scans/${frontId}`;
      if (success) {
        await licences.setFrontScanUrl(ctx.user.id, frontScanUrl);
        await publish('user.changed', { userId: ctx.user.id });
        await recordDocument({
          type: 'license_scan',
          userId: ctx.user.id,
          sourceId: frontId,
          fileName: `license-front-${frontId}.${front.contentType === 'image/png' ? 'png' : 'jpg'}`,
        });
      }
      return { success, confidence, extractedData, errors, rawText, frontScanUrl };
    },

    /** A stored licence image, for its owner or an admin; 404 for anyone else. */
    async scan(ctx: AuthContext, id: number) {
      const row = await licences.findScan(id);
      if (!row || (row.userId !== ctx.user.id && !ctx.isAdmin)) throw notFound(said('licence.scanNotFound', { id: String(id) }));
      return { contentType: row.contentType, data: row.data };
    },
  };
}
export type LicenceAnalysisService = ReturnType<typeof createLicenceAnalysisService>;
