import type { DocumentsRepository, DocumentWithNames, NewDocument } from './documents.repository.ts';
import { renderTextPdf, type TextDocument } from './text-pdf.ts';
import type { Booking } from '../../../contract/bookings.contract.ts';
import type { Language } from '../../../contract/constants.ts';
import {
  UPLOAD_MAX_BYTES,
  type DocumentList,
  type DocumentQuery,
  type DocumentReview,
  type DocumentType,
  type DocumentView,
  type LastReturn,
  type MemberDocument,
  type ReturnChecklistRequest,
  type ReturnRefuel,
} from '../../../contract/documents.contract.ts';
import { templateTextIn, type TemplateKind, type TemplateView } from '../../../contract/templates.contract.ts';
import type { RecordChange } from '../../audit-port.ts';
import { assertAdmin, type AuthContext } from '../../auth-context.ts';
import type { Events, ReturnedRefuel } from '../../events.ts';
import { badRequest, conflict, forbidden, notFound, said } from '../../http-errors.ts';
import { IMAGE_KINDS, normaliseImage, readReceiptPhoto } from '../../images.ts';
import type { Notify } from '../../notify-port.ts';
import { documentWords } from '../../texts/document-pdf.ts';
import { formatLocalIn, formatSpanIn } from '../../time.ts';

/** A document's file as it is served: bytes and type, or a text document rendered as PDF. */
export type DocumentFile = { contentType: string; body: Buffer } | TextDocument;

/** What the feature a kind of document comes from does for it. */
export interface DocumentSource {
  /** Its file, for a caller already allowed to see the document. */
  /** The document's file, its own words in the reader's language. */
  file: (ctx: AuthContext, doc: DocumentWithNames, language: Language) => Promise<DocumentFile>;
}

export interface DocumentsDeps {
  repository: DocumentsRepository;
  /** How the feature a kind of document comes from shows it (agreements, damage reports, licence scans). */
  sourceOf: (type: DocumentType) => DocumentSource | undefined;
  /** States `document.reviewed` (the licence verified, the report reviewed) and `vehicle.returned` (the odometer moves on). */
  events: Pick<Events, 'publish'>;
  getBooking: (ctx: AuthContext, id: number) => Promise<Booking>;
  currentTemplate: (kind: TemplateKind) => Promise<TemplateView>;
  templateVersion: (kind: TemplateKind, version: number) => Promise<TemplateView>;
  notify: Notify;
  recordChange: RecordChange;
  /** Completes the booking the vehicle was given back from (the bookings feature's rules). */
  endBookingOnReturn: (ctx: AuthContext, bookingId: number) => Promise<Booking>;
  /** The vehicle's odometer now (the vehicles feature); null when it has none. */
  odometerOf: (vehicleId: number) => Promise<number | null>;
  now?: () => Date;
}

const fileUrl = (id: number) => `/api/documents/${id}/file`;
/** Faster than any vehicle of the fleet goes for hours on end, and a margin for a misread tenth. */
const MAX_KMH = 130;
const READING_MARGIN_KM = 50;

const toView = ({ document: d, user, booking, vehicle }: DocumentWithNames): DocumentView => ({
  id: d.id,
  type: d.type,
  fileName: d.fileName,
  fileUrl: fileUrl(d.id),
  status: d.status,
  notes: d.notes,
  uploadedAt: d.uploadedAt.toISOString(),
  reviewedAt: d.reviewedAt?.toISOString() ?? null,
  user,
  booking:
    booking && vehicle
      ? {
          id: booking.id,
          user: { name: user.name, email: user.email },
          vehicle,
          startTime: booking.startTime.toISOString(),
          endTime: booking.endTime.toISOString(),
        }
      : null,
});
const toMemberView = (row: DocumentWithNames): MemberDocument => {
  const { id, type, fileName, fileUrl, status, notes, uploadedAt } = toView(row);
  return { id, type, fileName, fileUrl, status, notes, uploadedAt };
};

/** PDF by its first bytes; images are checked and re-encoded like every other upload. */
export async function readUpload(file: { fileName: string; data: Buffer }): Promise<{ contentType: string; data: Buffer; fileName: string }> {
  if (file.data.length > UPLOAD_MAX_BYTES) throw badRequest(said('documents.tooLarge'), 'FILE_TOO_LARGE');
  if (file.data.subarray(0, 5).toString('latin1') === '%PDF-') return { contentType: 'application/pdf', data: file.data, fileName: file.fileName };
  const image = await normaliseImage(file.data, IMAGE_KINDS.photo, { upload: 'document' });
  return { contentType: image.contentType, data: image.data, fileName: file.fileName };
}

/** A file name as kept: letters of any script, digits, dot, dash, underscore (the header is made safe by contentDisposition). */
export const safeFileName = (name: string) => name.replace(/[^\p{L}\p{N}.-]+/gu, '_').slice(0, 120) || 'document';

/**
 * The documents members hand in and admins review once (docs/decisions/017): the signed agreement, the
 * return checklist, damage reports, uploaded files and licence scans, in one register.
 */
export function createDocumentsService(deps: DocumentsDeps) {
  const { repository } = deps;
  const now = deps.now ?? (() => new Date());

  async function visible(ctx: AuthContext, id: number): Promise<DocumentWithNames> {
    const row = await repository.find(id);
    if (!row || (row.document.userId !== ctx.user.id && !ctx.isAdmin)) throw notFound(said('documents.notFound', { id: String(id) }));
    return row;
  }

  /**
   * A returned odometer reading the vehicle could have reached since the booking began: the
   * odometer never goes back, so a typo (870,000 for 87,000) would stay for good (docs/decisions/022).
   */
  async function assertPlausibleReading(booking: Booking, reading: number): Promise<void> {
    const last = await deps.odometerOf(booking.vehicleId);
    const hours = Math.max(0, now().getTime() - new Date(booking.startTime).getTime()) / 3_600_000;
    const possible = Math.round(hours * MAX_KMH + READING_MARGIN_KM);
    if (last !== null && reading - last > possible) {
      throw badRequest(said('documents.odometerImplausible', { reading, last, vehicle: booking.vehicleNumber, possible }), 'ODOMETER_IMPLAUSIBLE');
    }
  }

  /** A fill told with the return, its receipt made safe as a damage photo is (before anything is written). */
  async function refuelOf({ receiptPhoto, ...fill }: ReturnRefuel): Promise<ReturnedRefuel> {
    const receipt = receiptPhoto ? await readReceiptPhoto(receiptPhoto) : null;
    return {
      litres: fill.litres,
      cost: fill.cost,
      station: fill.station?.trim() || null,
      receipt: receipt && { data: receipt.data, contentType: receipt.contentType },
    };
  }

  /** The member's own booking that can take documents now. */
  async function ownBooking(ctx: AuthContext, bookingId: number): Promise<Booking> {
    const booking = await deps.getBooking(ctx, bookingId);
    if (booking.userId !== ctx.user.id) throw forbidden(said('documents.notOwner'));
    return booking;
  }

  async function checklistDocument(row: DocumentWithNames, language: Language): Promise<TextDocument> {
    const d = row.document;
    const answers = (d.details ?? {}) as Partial<ReturnChecklistRequest>;
    const template = await deps.templateVersion('checklist', d.templateVersion ?? 1);
    // Answers are kept by the English item; the reader sees each item in their language, by its place.
    const shown = templateTextIn(template, language);
    const w = documentWords(language);
    return {
      language,
      title: shown.title,
      subtitle: w.returned(formatLocalIn(language, d.uploadedAt), row.user.name, template.version),
      sections: [
        {
          heading: w.booking,
          rows:
            row.booking && row.vehicle
              ? [
                  [w.vehicle, `${row.vehicle.vehicleNumber} (${row.vehicle.make} ${row.vehicle.model})`],
                  [w.booked, formatSpanIn(language, row.booking.startTime, row.booking.endTime)],
                ]
              : [],
        },
        {
          heading: w.condition,
          rows: [
            [w.fuel, answers.fuelLevel ? w.fuelLevel[answers.fuelLevel] : ''],
            [w.mileage, answers.mileage !== undefined ? w.km(answers.mileage) : w.notGiven],
            ...(answers.refuel
              ? [[w.refuelled, w.fill(answers.refuel.litres, answers.refuel.cost.toFixed(2), answers.refuel.station ?? null)] as [string, string]]
              : []),
            [w.cleanliness, answers.cleanliness ? w.cleanlinessLevel[answers.cleanliness] : ''],
            [w.damageSeen, answers.damageSeen ? w.yesWith(answers.damageDescription ?? '') : w.no],
            [w.equipmentPresent, (answers.equipmentPresent ?? []).join(', ') || w.noneListed],
            [w.equipmentMissing, (answers.equipmentMissing ?? []).join(', ') || w.none],
          ],
        },
        { heading: w.checks, rows: template.items.map((item, i): [string, string] => [shown.items[i]!, answers.items?.[item] ? w.yes : w.no]) },
        ...(answers.notes ? [{ heading: w.notes, items: [answers.notes] }] : []),
      ],
    };
  }

  return {
    /** A source feature records a document handed in (undefined if it was already). */
    record: (values: NewDocument) => repository.insert(values),

    async list(admin: AuthContext, query: DocumentQuery): Promise<DocumentList> {
      assertAdmin(admin);
      const [rows, counts] = await Promise.all([repository.list(query), repository.counts(query)]);
      return {
        documents: rows.map(toView),
        counts: { pending: counts.pending ?? 0, reviewed: counts.reviewed ?? 0, approved: counts.approved ?? 0, rejected: counts.rejected ?? 0 },
      };
    },

    /** Pending → approved or rejected, once; the member is told, with the notes; audited. */
    async review(admin: AuthContext, id: number, { status, notes }: DocumentReview): Promise<DocumentView> {
      assertAdmin(admin);
      const before = await visible(admin, id);
      const note = notes?.trim() || null;
      const d = before.document;
      const notice = {
        type: 'system_update',
        text: 'document.reviewed',
        params: { documentId: id, documentType: d.type, status, vehicle: before.vehicle?.vehicleNumber ?? '', notes: note ?? '' },
      } as const;
      const row = await repository.review(id, { status, notes: note, reviewedBy: admin.user.id, reviewedAt: now() }, async (tx) => {
        await deps.notify([d.userId], notice, tx);
        await deps.events.publish(tx, 'document.reviewed', {
          admin,
          documentId: id,
          type: d.type,
          userId: d.userId,
          sourceId: d.sourceId,
          status,
          notes: note,
        });
      });
      if (!row) throw conflict(said('documents.alreadyReviewed', { status: d.status }), 'ALREADY_REVIEWED');
      const after = (await repository.find(id))!;
      await deps.recordChange(admin, { entity: 'document', entityId: id, action: status, before: toView(before), after: toView(after) });
      return toView(after);
    },

    /** The file of a document for its member or an admin: PDF for agreements, checklists and reports. */
    async file(ctx: AuthContext, id: number, language: Language): Promise<{ contentType: string; body: Buffer; fileName: string }> {
      const row = await visible(ctx, id);
      const d = row.document;
      let file: DocumentFile;
      if (d.type === 'checklist') file = await checklistDocument(row, language);
      else if (d.type === 'upload' || d.type === 'credential_scan') {
        const stored = await repository.bytes(id);
        if (!stored?.data) throw notFound(said('documents.noFile'));
        file = { contentType: stored.contentType ?? 'application/octet-stream', body: stored.data };
      } else {
        const source = deps.sourceOf(d.type);
        if (!source) throw notFound(said('documents.cannotShow'));
        file = await source.file(ctx, row, language);
      }
      if ('body' in file) return { ...file, fileName: safeFileName(d.fileName) };
      return { contentType: 'application/pdf', body: await renderTextPdf(file), fileName: safeFileName(d.fileName) };
    },

    async ofBooking(ctx: AuthContext, bookingId: number): Promise<MemberDocument[]> {
      await deps.getBooking(ctx, bookingId);
      return (await repository.ofBooking(bookingId)).map(toMemberView);
    },

    /**
     * The vehicle given back with its return checklist, once per booking, by its member once the
     * booking has begun: the booking ends at this moment (the vehicle is free from now on) and
     * the odometer reading moves the vehicle's mileage on.
     */
    async returnChecklist(ctx: AuthContext, bookingId: number, answers: ReturnChecklistRequest): Promise<MemberDocument> {
      const booking = await ownBooking(ctx, bookingId);
      const begun = new Date(booking.startTime) <= now();
      if (booking.status === 'cancelled' || booking.status === 'pending' || !begun) throw conflict(said('documents.notBegun'), 'NOT_BEGUN');
      const template = await deps.currentTemplate('checklist');
      const unknown = Object.keys(answers.items).filter((item) => !template.items.includes(item));
      if (unknown.length) throw badRequest(said('documents.notChecklistItems', { items: unknown.slice(0, 3).join('; ') }));
      if (answers.mileage !== undefined) await assertPlausibleReading(booking, answers.mileage);
      const refuel = answers.refuel && (await refuelOf(answers.refuel));
      await deps.endBookingOnReturn(ctx, bookingId);
      const checklist = {
        type: 'checklist',
        userId: ctx.user.id,
        bookingId,
        fileName: `return-checklist-${booking.vehicleNumber}-${bookingId}.pdf`,
        // The receipt is kept with the fuel entry, not in the checklist's answers.
        details: { ...answers, refuel: answers.refuel && { ...answers.refuel, receiptPhoto: undefined } },
        templateVersion: template.version,
      } as const;
      const returned = { bookingId, vehicleId: booking.vehicleId, userId: ctx.user.id, mileage: answers.mileage ?? null, refuel: refuel ?? null };
      const row = await repository.insertWith(checklist, (tx) => deps.events.publish(tx, 'vehicle.returned', returned));
      if (!row) throw conflict(said('documents.alreadyReturned'), 'ALREADY_RETURNED');
      return toMemberView((await repository.find(row.id))!);
    },

    /** How the vehicle was last given back, for any member (the next holder): readings and notes, no names. */
    async lastReturn(vehicleId: number): Promise<LastReturn | null> {
      const row = await repository.lastChecklistOfVehicle(vehicleId);
      if (!row || !row.bookingId) return null;
      const answers = row.details as ReturnChecklistRequest;
      return {
        returnedAt: row.uploadedAt.toISOString(),
        bookingId: row.bookingId,
        mileage: answers.mileage ?? null,
        fuelLevel: answers.fuelLevel,
        cleanliness: answers.cleanliness,
        damageSeen: answers.damageSeen,
        damageDescription: answers.damageDescription ?? null,
        equipmentMissing: answers.equipmentMissing ?? [],
        notes: answers.notes ?? null,
      };
    },

    /** A file the member adds to their booking (a receipt, a form): PDF or image, 10 MB at most. */
    async upload(ctx: AuthContext, bookingId: number, read: () => Promise<{ fileName: string; data: Buffer }>): Promise<MemberDocument> {
      const booking = await ownBooking(ctx, bookingId);
      if (booking.status === 'cancelled') throw conflict(said('documents.cancelled'));
      // The body is read only for the booking's own member.
      const stored = await readUpload(await read());
      const row = await repository.insert({
        type: 'upload',
        userId: ctx.user.id,
        bookingId,
        fileName: safeFileName(stored.fileName),
        contentType: stored.contentType,
        data: stored.data,
      });
      return toMemberView((await repository.find(row!.id))!);
    },
  };
}
export type DocumentsService = ReturnType<typeof createDocumentsService>;
