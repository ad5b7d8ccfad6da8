import { createHash } from 'node:crypto';
import type { AgreementRow, AgreementsRepository } from './agreements.repository.ts';
import { renderAgreementPdfIsolated } from './isolated-pdf.ts';
import type { SignAgreementRequest } from '../../../contract/agreements.contract.ts';
import type { Booking } from '../../../contract/bookings.contract.ts';
import { type Language, BLOCKING_STATUSES } from '../../../contract/constants.ts';
import { fillTemplate, templateTextIn, type TemplateKind, type TemplateValues, type TemplateView } from '../../../contract/templates.contract.ts';
import { isSystem, type Actor } from '../../actor.ts';
import type { AuthContext } from '../../auth-context.ts';
import { conflict, forbidden, notFound, said } from '../../http-errors.ts';
import { IMAGE_KINDS, normaliseImage, readBase64Image } from '../../images.ts';
import type { Notify } from '../../notify-port.ts';
import { AGREEMENT_WITHOUT_BOOKING } from '../../texts/agreement-pdf.ts';
import { formatLocalDateIn, formatLocalIn } from '../../time.ts';
import type { UserRow } from '../users/index.ts';
import type { VehicleRow } from '../vehicles/index.ts';

export interface AgreementsDeps {
  agreements: AgreementsRepository;
  /** The booking for its booker, one of its crew or an admin (the bookings feature). */
  getCrewBooking: (actor: Actor, id: number) => Promise<{ booking: Booking; isCrew: boolean }>;
  findUser: (id: number) => Promise<UserRow | undefined>;
  findVehicle: (id: number) => Promise<VehicleRow | undefined>;
  serviceName: () => string;
  /** The agreement template (the templates feature): the current version, and any one version. */
  currentTemplate: (kind: TemplateKind) => Promise<TemplateView>;
  templateVersion: (kind: TemplateKind, version: number) => Promise<TemplateView>;
  /** The signed agreement joins the documents admins review (the documents feature). */
  recordDocument: (values: { type: 'agreement'; userId: number; bookingId: number; fileName: string }) => Promise<unknown>;
  /** The member gets the signed agreement (its PDF rides with the e-mail). */
  notify: Notify;
}

/** Agreements signed before templates were kept name the built-in terms, which are version 1. */
const LEGACY_TERMS_VERSION = '2026-11';
const versionOf = (termsVersion: string) => (termsVersion === LEGACY_TERMS_VERSION ? 1 : Number(termsVersion) || 1);

/** A template's title and clauses in `language` (English when it has no Hebrew) with the booking's and member's values. */
function filled(template: TemplateView, language: Language, values: (language: Language) => TemplateValues) {
  const text = templateTextIn(template, language);
  const filledIn = values(text.language);
  return { language: text.language, title: fillTemplate(text.title, filledIn), terms: text.items.map((item) => fillTemplate(item, filledIn)) };
}

/** A booking that still holds its vehicle may have its agreement signed. */
const SIGNABLE = new Set<string>(BLOCKING_STATUSES);

/** The hash binds the terms, the booking, the member and the signature image together. */
function contentHash(parts: { terms: string[]; version: string; booking: Booking; user: UserRow; fullName: string; png: Buffer; signedAt: Date }): string {
  return createHash('sha256')
    .update(
      JSON.stringify({
        terms: parts.terms,
        version: parts.version,
        booking: [parts.booking.id, parts.booking.vehicleId, parts.booking.startTime, parts.booking.endTime],
        member: [parts.user.id, parts.user.email],
        fullName: parts.fullName,
        signedAt: parts.signedAt.toISOString(),
      }),
    )
    .update(parts.png)
    .digest('hex');
}

/**
 * A stored signature made safe again before it is drawn: signatures stored before uploads were
 * re-encoded may be bombs or damaged, and one of those must not take the PDF (or more) down.
 */
async function storedSignature(base64: string): Promise<Buffer | null> {
  try {
    return (await normaliseImage(Buffer.from(base64, 'base64'), IMAGE_KINDS.signature, { upload: 'signature' })).data;
  } catch {
    return null;
  }
}

const toStatus = (row: AgreementRow) => ({
  bookingId: row.bookingId,
  fullName: row.fullName,
  signedAt: row.signedAt.toISOString(),
  contentHash: row.contentHash,
  termsVersion: row.termsVersion,
  termsLanguage: row.termsLanguage,
});

export function createAgreementsService({
  agreements,
  getCrewBooking,
  findUser,
  findVehicle,
  serviceName,
  currentTemplate,
  templateVersion,
  recordDocument,
  notify,
}: AgreementsDeps) {
  const valuesOf =
    (memberName: string, at: Date, booking?: { vehicleNumber: string; startTime: string | Date; endTime: string | Date }, vehicleDescription?: string) =>
    (language: Language): TemplateValues => ({
      serviceName: serviceName(),
      memberName,
      date: formatLocalDateIn(language, at),
      ...(booking
        ? {
            vehicleNumber: booking.vehicleNumber,
            vehicleDescription: vehicleDescription ?? booking.vehicleNumber,
            startTime: formatLocalIn(language, new Date(booking.startTime)),
            endTime: formatLocalIn(language, new Date(booking.endTime)),
          }
        : AGREEMENT_WITHOUT_BOOKING[language]),
    });

  /**
   * The booking as one of its crew sees it: its booker or a member in one of its seats; an admin
   * who is neither may read it but not sign it. Others are told there is no such booking.
   */
  async function crewBooking(ctx: AuthContext, bookingId: number): Promise<{ booking: Booking; signer: boolean }> {
    const { booking, isCrew } = await getCrewBooking(ctx, bookingId);
    return { booking, signer: isCrew };
  }

  return {
    /** The current agreement's text for the caller in their language (English when it has no Hebrew): what they sign now. */
    async terms(ctx: AuthContext, language: Language) {
      const template = await currentTemplate('agreement');
      return { version: String(template.version), ...filled(template, language, valuesOf(ctx.user.name, new Date())) };
    },

    /** The current agreement template as a PDF with sample values (Templates tab). */
    async samplePdf(language: Language): Promise<{ fileName: string; body: Buffer }> {
      const template = await currentTemplate('agreement');
      const start = new Date(Date.now() + 3600_000);
      const booking = {
        id: 0,
        vehicleNumber: 'A3',
        vehicleDescription: 'Mercedes Sprinter, Ambulances',
        startTime: start,
        endTime: new Date(start.getTime() + 4 * 3600_000),
        notes: 'Sample booking',
      };
      const body = await renderAgreementPdfIsolated({
        serviceName: serviceName(),
        ...filled(template, language, valuesOf('Sample Member', new Date(), booking, booking.vehicleDescription)),
        termsVersion: `${template.version} (sample)`,
        booking,
        member: { name: 'Sample Member', email: 'member@example.org', licenseNumber: '1234567', licenseExpiryDate: '2030-12-31' },
        fullName: 'Sample Member',
        signaturePng: null,
        signedAt: new Date(),
        contentHash: 'sample: not a signed agreement',
        language,
      });
      return { fileName: `sample-agreement-v${template.version}.pdf`, body };
    },

    /** Its booker and each member in a seat sign the booking's agreement, each once. */
    async sign(ctx: AuthContext, bookingId: number, input: SignAgreementRequest, ipAddress: string | undefined) {
      const { booking, signer } = await crewBooking(ctx, bookingId);
      if (!signer) throw forbidden(said('agreement.notOwner'));
      if (!SIGNABLE.has(booking.status)) throw conflict(said('agreement.notSignable', { status: booking.status }));
      const png = (await readBase64Image(input.signature, IMAGE_KINDS.signature, { upload: 'signature' })).data;
      const signedAt = new Date();
      const template = await currentTemplate('agreement');
      const version = String(template.version);
      // The terms in the language the member read them in (GET /api/agreements/terms said which).
      const { terms, language: termsLanguage } = filled(template, input.language ?? 'en', valuesOf(input.fullName, signedAt, booking));
      const notice = { type: 'agreement_signed', text: 'agreement.signed', params: { bookingId, vehicle: booking.vehicleNumber } } as const;
      const row = await agreements.sign(
        {
          bookingId,
          userId: ctx.user.id,
          fullName: input.fullName,
          signaturePng: png.toString('base64'),
          termsVersion: version,
          termsLanguage,
          contentHash: contentHash({ terms, version, booking, user: ctx.user, fullName: input.fullName, png, signedAt }),
          signedAt,
          ipAddress,
        },
        booking.userId === ctx.user.id,
        (tx) => notify([ctx.user.id], notice, tx),
      );
      if (!row) throw conflict(said('agreement.alreadySigned'));
      await recordDocument({ type: 'agreement', userId: ctx.user.id, bookingId, fileName: `agreement-${booking.vehicleNumber}-${bookingId}.pdf` });
      return toStatus(row);
    },

    /**
     * The agreement `signerId` signed (the booker's when not said), its words around the terms in the
     * reader's language: a member reads their own; an admin or the service anyone's.
     */
    async pdf(actor: Actor, bookingId: number, language: Language, signerId?: number): Promise<{ fileName: string; body: Buffer }> {
      const { booking, isCrew } = await getCrewBooking(actor, bookingId);
      const whose = signerId ?? (isCrew && !isSystem(actor) ? actor.user.id : booking.userId);
      if (!isSystem(actor) && !actor.isAdmin && whose !== actor.user.id) throw notFound(said('agreement.notSigned'));
      const row = await agreements.find(bookingId, whose);
      if (!row) throw notFound(said('agreement.notSigned'));
      const [member, vehicle, template] = await Promise.all([
        findUser(row.userId),
        findVehicle(booking.vehicleId),
        templateVersion('agreement', versionOf(row.termsVersion)),
      ]);
      const vehicleDescription = vehicle ? `${vehicle.make} ${vehicle.model}, ${vehicle.category}` : 'vehicle';
      const body = await renderAgreementPdfIsolated({
        serviceName: serviceName(),
        // The version signed, in the language signed, with the values of the booking: the PDF never changes afterwards.
        ...filled(template, row.termsLanguage, valuesOf(row.fullName, row.signedAt, booking, vehicleDescription)),
        termsVersion: row.termsVersion,
        booking: {
          id: booking.id,
          vehicleNumber: booking.vehicleNumber,
          vehicleDescription,
          startTime: new Date(booking.startTime),
          endTime: new Date(booking.endTime),
          notes: booking.notes,
        },
        member: {
          name: member?.name ?? row.fullName,
          email: member?.email ?? '',
          licenseNumber: member?.licenseNumber ?? null,
          licenseExpiryDate: member?.licenseExpiryDate ?? null,
        },
        fullName: row.fullName,
        signaturePng: await storedSignature(row.signaturePng),
        signedAt: row.signedAt,
        contentHash: row.contentHash,
        language,
      });
      return { fileName: `agreement-${booking.vehicleNumber}-${booking.id}.pdf`, body };
    },
  };
}
export type AgreementsService = ReturnType<typeof createAgreementsService>;
