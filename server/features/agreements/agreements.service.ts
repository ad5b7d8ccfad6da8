import { createHash } from 'node:crypto';
import type { SignAgreementRequest } from '../../../contract/agreements.contract.ts';
import type { Booking } from '../../../contract/bookings.contract.ts';
import { conflict, forbidden, notFound } from '../../http-errors.ts';
import { IMAGE_KINDS, normaliseImage, readBase64Image } from '../../images.ts';
import type { AuthContext } from '../../auth-context.ts';
import type { UserRow } from '../users/index.ts';
import type { VehicleRow } from '../vehicles/index.ts';
import { renderAgreementPdfIsolated } from './isolated-pdf.ts';
import { AGREEMENT_TERMS, TERMS_VERSION } from './agreement-terms.ts';
import type { AgreementRow, AgreementsRepository } from './agreements.repository.ts';
import { BLOCKING_STATUSES } from '../../../contract/constants.ts';

export interface AgreementsDeps {
  agreements: AgreementsRepository;
  getBooking: (ctx: AuthContext, id: number) => Promise<Booking>;
  findUser: (id: number) => Promise<UserRow | undefined>;
  findVehicle: (id: number) => Promise<VehicleRow | undefined>;
  serviceName: string;
}

/** A booking that still holds its vehicle may have its agreement signed. */
const SIGNABLE = new Set<string>(BLOCKING_STATUSES);

/** The hash binds the terms, the booking, the member and the signature image together. */
function contentHash(parts: { booking: Booking; user: UserRow; fullName: string; png: Buffer; signedAt: Date }): string {
  return createHash('sha256')
    .update(JSON.stringify({ terms: AGREEMENT_TERMS, version: TERMS_VERSION, booking: [parts.booking.id, parts.booking.vehicleId, parts.booking.startTime, parts.booking.endTime], member: [parts.user.id, parts.user.email], fullName: parts.fullName, signedAt: parts.signedAt.toISOString() }))
    .update(parts.png)
    .digest('hex');
}

/**
 * A stored signature made safe again before it is drawn: signatures stored before uploads were
 * re-encoded may be bombs or damaged, and one of those must not take the PDF (or more) down.
 */
async function storedSignature(base64: string): Promise<Buffer | null> {
  try {
    return (await normaliseImage(Buffer.from(base64, 'base64'), IMAGE_KINDS.signature, { notImage: 'stored signature' })).data;
  } catch {
    return null;
  }
}

const toStatus = (row: AgreementRow) => ({ bookingId: row.bookingId, fullName: row.fullName, signedAt: row.signedAt.toISOString(), contentHash: row.contentHash, termsVersion: row.termsVersion });

export function createAgreementsService({ agreements, getBooking, findUser, findVehicle, serviceName }: AgreementsDeps) {
  return {
    terms: () => ({ version: TERMS_VERSION, terms: AGREEMENT_TERMS }),

    async sign(ctx: AuthContext, bookingId: number, input: SignAgreementRequest, ipAddress: string | undefined) {
      const booking = await getBooking(ctx, bookingId);
      if (booking.userId !== ctx.user.id) throw forbidden('Only the member who made the booking can sign its agreement.');
      if (!SIGNABLE.has(booking.status)) throw conflict(`This booking is ${booking.status}; its agreement can no longer be signed.`);
      const png = (await readBase64Image(input.signature, IMAGE_KINDS.signature, { notImage: 'The signature must be a PNG image (data:image/png;base64,…).' })).data;
      const signedAt = new Date();
      const row = await agreements.sign({
        bookingId,
        userId: ctx.user.id,
        fullName: input.fullName,
        signaturePng: png.toString('base64'),
        termsVersion: TERMS_VERSION,
        contentHash: contentHash({ booking, user: ctx.user, fullName: input.fullName, png, signedAt }),
        signedAt,
        ipAddress,
      });
      if (!row) throw conflict('This agreement is already signed.');
      return toStatus(row);
    },

    async pdf(ctx: AuthContext, bookingId: number): Promise<{ fileName: string; body: Buffer }> {
      const booking = await getBooking(ctx, bookingId);
      const row = await agreements.find(bookingId);
      if (!row) throw notFound('This booking has no signed agreement yet.');
      const [member, vehicle] = await Promise.all([findUser(row.userId), findVehicle(booking.vehicleId)]);
      const body = await renderAgreementPdfIsolated({
        serviceName,
        termsVersion: row.termsVersion,
        booking: {
          id: booking.id,
          vehicleNumber: booking.vehicleNumber,
          vehicleDescription: vehicle ? `${vehicle.make} ${vehicle.model}, ${vehicle.category}` : 'vehicle',
          startTime: new Date(booking.startTime),
          endTime: new Date(booking.endTime),
          notes: booking.notes,
        },
        member: { name: member?.name ?? row.fullName, email: member?.email ?? '', licenseNumber: member?.licenseNumber ?? null, licenseExpiryDate: member?.licenseExpiryDate ?? null },
        fullName: row.fullName,
        signaturePng: await storedSignature(row.signaturePng),
        signedAt: row.signedAt,
        contentHash: row.contentHash,
      });
      return { fileName: `agreement-${booking.vehicleNumber}-${booking.id}.pdf`, body };
    },
  };
}
export type AgreementsService = ReturnType<typeof createAgreementsService>;
