import type { DamageReportRow, DamageReportsRepository } from './damage-reports.repository.ts';
import type { Booking } from '../../../contract/bookings.contract.ts';
import type { Language } from '../../../contract/constants.ts';
import { DAMAGE_PHOTO_MAX_BYTES, DAMAGE_PHOTOS_MAX, type CreateDamageReportRequest, type DamageReport } from '../../../contract/damage-reports.contract.ts';
import { fillTemplate, templateTextIn, type TemplateView } from '../../../contract/templates.contract.ts';
import { assertAdmin, type AuthContext } from '../../auth-context.ts';
import type { Events } from '../../events.ts';
import { badRequest, conflict, notFound, said } from '../../http-errors.ts';
import { IMAGE_KINDS, readBase64Image, type ImageRules, type StoredImage } from '../../images.ts';
import type { Notify } from '../../notify-port.ts';
import { documentWords } from '../../texts/document-pdf.ts';
import { formatLocalIn } from '../../time.ts';
import type { TextDocument } from '../documents/index.ts';
import type { VehicleRow } from '../vehicles/index.ts';

export interface DamageReportsDeps {
  reports: DamageReportsRepository;
  /** The booking if the caller may see it (owner or admin); 404 otherwise. */
  getBooking: (ctx: AuthContext, id: number) => Promise<Booking>;
  findVehicle: (id: number) => Promise<VehicleRow | undefined>;
  /** States `damage.reported` with the report (its booking's positions held) and `damage.reviewed` on the review's transaction. */
  events: Pick<Events, 'publish'>;
  notify: Notify;
  adminIds: () => Promise<number[]>;
  /** Reports join the documents admins review (the documents feature). */
  recordDocument: (values: {
    type: 'damage_report';
    userId: number;
    bookingId: number | null;
    sourceId: number;
    fileName: string;
    templateVersion: number;
  }) => Promise<unknown>;
  currentTemplate: (kind: 'damage_report') => Promise<TemplateView>;
  templateVersion: (kind: 'damage_report', version: number) => Promise<TemplateView>;
  serviceName: () => string;
  now?: () => Date;
}

/** Clocks of phones and servers differ a little; an incident is not "in the future" within this. */
const CLOCK_SKEW_MS = 5 * 60_000;

const toReport = (row: DamageReportRow): DamageReport => ({
  id: row.id,
  vehicleId: row.vehicleId,
  vehicleNumber: row.vehicleNumber,
  bookingId: row.bookingId,
  userId: row.userId,
  reporterName: row.reporterName,
  incidentDate: row.incidentDate.toISOString(),
  location: row.location,
  description: row.description,
  injuries: row.injuries,
  policeNotified: row.policeNotified,
  otherParties: row.otherParties,
  witnesses: row.witnesses,
  additionalComments: row.additionalComments,
  status: row.status,
  reviewedAt: row.reviewedAt?.toISOString() ?? null,
  reviewNotes: row.reviewNotes,
  photoUrls: row.photoIds.map((photoId) => `/api/damage-reports/${row.id}/photos/${photoId}`),
  createdAt: row.createdAt.toISOString(),
});

/** The rules of the report's photo number `n` (1-based): at most 10 MB, an image by its bytes (400 naming it). */
export const photoRules = (n: number): ImageRules => ({ maxBytes: DAMAGE_PHOTO_MAX_BYTES, upload: 'photo', n });

/** One photo at a time: a report's ten photos never hold ten decoders' memory at once. */
async function readPhotos(photos: string[]): Promise<StoredImage[]> {
  const stored: StoredImage[] = [];
  for (const [i, photo] of photos.entries()) {
    stored.push(await readBase64Image(photo, IMAGE_KINDS.photo, photoRules(i + 1)));
  }
  return stored;
}

const nullIfBlank = (text: string | null | undefined) => text?.trim() || null;

export function createDamageReportsService(deps: DamageReportsDeps) {
  const { reports } = deps;
  const now = deps.now ?? (() => new Date());

  /** The report if the caller may see it (its reporter or an admin); 404 otherwise. */
  async function visible(ctx: AuthContext, id: number): Promise<DamageReportRow> {
    const row = await reports.findById(id);
    if (!row || (row.userId !== ctx.user.id && !ctx.isAdmin)) throw notFound(said('damage.notFound', { id: String(id) }));
    return row;
  }

  return {
    /** A report with photos sent as base64 in `input.photos` and/or already made safe (`uploaded`, multipart). */
    async create(ctx: AuthContext, input: CreateDamageReportRequest, uploaded: StoredImage[] = []): Promise<DamageReport> {
      if (input.photos.length + uploaded.length > DAMAGE_PHOTOS_MAX)
        throw badRequest(said('damage.tooManyPhotos', { max: DAMAGE_PHOTOS_MAX }), 'TOO_MANY_FILES');
      const vehicle = await deps.findVehicle(input.vehicleId);
      if (!vehicle) throw badRequest(said('damage.noVehicle'));
      if (input.bookingId) {
        const booking = await deps.getBooking(ctx, input.bookingId);
        if (booking.vehicleId !== vehicle.id)
          throw badRequest(said('damage.bookingOfOther', { booking: booking.id, bookingVehicle: booking.vehicleNumber, vehicle: vehicle.vehicleNumber }));
      }
      const incidentDate = new Date(input.incidentDate);
      if (incidentDate.getTime() > now().getTime() + CLOCK_SKEW_MS) throw badRequest(said('damage.future'));
      const photos = [...uploaded, ...(await readPhotos(input.photos))];
      const id = await reports.insert(
        {
          userId: ctx.user.id,
          vehicleId: vehicle.id,
          bookingId: input.bookingId ?? null,
          incidentDate,
          location: input.location,
          description: input.description,
          injuries: input.injuries,
          policeNotified: input.policeNotified,
          otherParties: nullIfBlank(input.otherParties),
          witnesses: nullIfBlank(input.witnesses),
          additionalComments: nullIfBlank(input.additionalComments),
        },
        photos,
        (tx, reportId) => deps.events.publish(tx, 'damage.reported', { reportId, vehicleId: vehicle.id, bookingId: input.bookingId ?? null }),
      );
      const template = await deps.currentTemplate('damage_report');
      await deps.recordDocument({
        type: 'damage_report',
        userId: ctx.user.id,
        bookingId: input.bookingId ?? null,
        sourceId: id,
        fileName: `damage-report-${vehicle.vehicleNumber}-${id}.pdf`,
        templateVersion: template.version,
      });
      await deps.notify(await deps.adminIds(), {
        type: 'damage_report_submitted',
        text: 'damage.submitted',
        params: {
          damageReportId: id,
          member: ctx.user.name,
          vehicle: vehicle.vehicleNumber,
          location: input.location,
          injuries: input.injuries ? 'yes' : 'no',
        },
      });
      return toReport((await reports.findById(id))!);
    },

    /** Admins see every report (unless they ask for their own); members their own. */
    async list(ctx: AuthContext, mineOnly: boolean): Promise<DamageReport[]> {
      const rows = ctx.isAdmin && !mineOnly ? await reports.listAll() : await reports.listOfUser(ctx.user.id);
      return rows.map(toReport);
    },

    async photo(ctx: AuthContext, id: number, photoId: number) {
      await visible(ctx, id);
      const photo = await reports.photo(id, photoId);
      if (!photo) throw notFound(said('damage.photoNotFound', { photo: String(photoId), id: String(id) }));
      return photo;
    },

    /** An admin marks a report reviewed, may take the vehicle off the road, and the reporter is told. */
    async review(ctx: AuthContext, id: number, input: { notes?: string | undefined; setVehicleMaintenance: boolean }): Promise<DamageReport> {
      assertAdmin(ctx);
      const existing = await visible(ctx, id);
      const notice = {
        type: 'damage_report_reviewed',
        text: 'damage.reviewed',
        params: {
          damageReportId: id,
          vehicle: existing.vehicleNumber,
          maintenance: input.setVehicleMaintenance ? 'yes' : 'no',
          notes: input.notes?.trim() ?? '',
        },
      } as const;
      const notes = nullIfBlank(input.notes);
      const reviewed = await reports.review(id, { reviewedBy: ctx.user.id, reviewNotes: notes }, async (tx) => {
        await deps.notify([existing.userId], notice, tx);
        await deps.events.publish(tx, 'damage.reviewed', {
          admin: ctx,
          reportId: id,
          vehicleId: existing.vehicleId,
          notes,
          setVehicleMaintenance: input.setVehicleMaintenance,
        });
      });
      if (!reviewed) throw conflict(said('damage.alreadyReviewed'));
      return toReport((await reports.findById(id))!);
    },

    /** The report as a text document (Document Management's View and Download), headed by its template version. */
    async asDocument(ctx: AuthContext, id: number, templateVersion: number | null, language: Language): Promise<TextDocument> {
      const r = await visible(ctx, id);
      const template = templateTextIn(await deps.templateVersion('damage_report', templateVersion ?? 1), language);
      const values = { serviceName: deps.serviceName(), memberName: r.reporterName ?? '', vehicleNumber: r.vehicleNumber };
      const [w, at] = [documentWords(language), (when: Date) => formatLocalIn(language, when)];
      return {
        language,
        title: fillTemplate(template.title, values),
        subtitle: w.reported(r.id, at(r.createdAt), templateVersion ?? 1),
        sections: [
          { heading: w.guidance, items: template.items.map((item) => fillTemplate(item, values)) },
          {
            heading: w.incident,
            rows: [
              [w.vehicle, r.vehicleNumber],
              [w.reportedBy, r.reporterName ?? ''],
              [w.incidentDate, at(r.incidentDate)],
              [w.location, r.location],
              [w.injuries, r.injuries ? w.yes : w.no],
              [w.policeNotified, r.policeNotified ? w.yes : w.no],
              [w.otherParties, r.otherParties ?? ''],
              [w.witnesses, r.witnesses ?? ''],
              [w.photos, w.photosSeen(r.photoIds.length)],
            ],
          },
          { heading: w.description, items: [r.description, ...(r.additionalComments ? [r.additionalComments] : [])] },
          ...(r.status === 'reviewed'
            ? [
                {
                  heading: w.review,
                  rows: [
                    [w.reviewed, r.reviewedAt ? at(r.reviewedAt) : ''],
                    [w.notes, r.reviewNotes ?? ''],
                  ] as [string, string][],
                },
              ]
            : []),
        ],
      };
    },

    /** A review made in Document Management marks the report reviewed too (once; the member is told there). */
    /** The pendingReports figure: unreviewed reports, the caller's own or, for admins, all. */
    pendingCount: (ctx: AuthContext) => reports.countSubmitted(ctx.isAdmin ? undefined : ctx.user.id),
  };
}
export type DamageReportsService = ReturnType<typeof createDamageReportsService>;
