import { z } from 'zod';
import { fuelEntryRequest } from './fuel.contract.ts';

/** What a member hands in (docs/decisions/017): per booking, or their licence scan. */
export const DOCUMENT_TYPES = ['agreement', 'checklist', 'damage_report', 'upload', 'license_scan', 'vehicle_check', 'credential_scan'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
/** docs/spec/admin-app.md 4: admins move pending to approved or rejected, once. */
export const DOCUMENT_STATUSES = ['pending', 'reviewed', 'approved', 'rejected'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

export const documentQuery = z.object({
  status: z.enum(DOCUMENT_STATUSES, { error: `status must be one of ${DOCUMENT_STATUSES.join(', ')}` }).optional(),
  type: z.enum(DOCUMENT_TYPES, { error: `type must be one of ${DOCUMENT_TYPES.join(', ')}` }).optional(),
  q: z.string().trim().max(200, 'Search is at most 200 characters').optional(),
});
export type DocumentQuery = z.infer<typeof documentQuery>;

/** docs/spec/admin-app.md 3 Document; `booking` is null for a licence scan. */
export const documentView = z.object({
  id: z.number().int(),
  type: z.enum(DOCUMENT_TYPES),
  fileName: z.string(),
  fileUrl: z.string(),
  status: z.enum(DOCUMENT_STATUSES),
  notes: z.string().nullable(),
  uploadedAt: z.string(),
  reviewedAt: z.string().nullable(),
  user: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  booking: z
    .object({
      id: z.number().int(),
      user: z.object({ name: z.string(), email: z.string() }),
      vehicle: z.object({ vehicleNumber: z.string(), make: z.string(), model: z.string() }),
      startTime: z.string(),
      endTime: z.string(),
    })
    .nullable(),
});
export type DocumentView = z.infer<typeof documentView>;

export const documentList = z.object({
  documents: z.array(documentView),
  counts: z.object({ pending: z.number().int(), reviewed: z.number().int(), approved: z.number().int(), rejected: z.number().int() }),
});
export type DocumentList = z.infer<typeof documentList>;

export const documentReview = z
  .object({
    status: z.enum(['approved', 'rejected'], { error: 'status must be approved or rejected' }),
    notes: z.string().trim().max(2000, 'Notes are at most 2000 characters').optional(),
  })
  .refine((r) => r.status !== 'rejected' || !!r.notes, { message: 'Say in the notes why the document is rejected', path: ['notes'] });
export type DocumentReview = z.infer<typeof documentReview>;

export const FUEL_LEVELS = ['full', 'three_quarters', 'half', 'quarter', 'empty'] as const;
export const CLEANLINESS = ['clean', 'needs_cleaning'] as const;
/** How the checklist's answers read, on the form and in its PDF. */
export const FUEL_LEVEL_WORDS: Record<(typeof FUEL_LEVELS)[number], string> = {
  full: 'Full',
  three_quarters: '3/4',
  half: '1/2',
  quarter: '1/4',
  empty: 'Empty',
};
export const CLEANLINESS_WORDS: Record<(typeof CLEANLINESS)[number], string> = { clean: 'Clean', needs_cleaning: 'Needs cleaning' };

/** A fill made during the booking, told with the return (docs/decisions/027): a fuel entry at the return's odometer. */
export const returnRefuel = fuelEntryRequest.pick({ litres: true, cost: true, station: true, receiptPhoto: true });
export type ReturnRefuel = z.infer<typeof returnRefuel>;

/** The vehicle return checklist a member fills at the end of a booking (docs/decisions/017). */
export const returnChecklistRequest = z
  .object({
    fuelLevel: z.enum(FUEL_LEVELS, { error: 'Choose the fuel level' }),
    mileage: z
      .number({ error: 'Mileage must be a number' })
      .int('Mileage is whole kilometres')
      .min(0, 'Mileage cannot be negative')
      .max(2_000_000, 'Mileage is at most 2,000,000 km')
      .optional(),
    equipmentPresent: z.array(z.string().trim().min(1).max(100)).max(50, 'At most 50 equipment items').default([]),
    equipmentMissing: z.array(z.string().trim().min(1).max(100)).max(50, 'At most 50 equipment items').default([]),
    cleanliness: z.enum(CLEANLINESS, { error: 'Say whether the vehicle is clean' }),
    damageSeen: z.boolean({ error: 'Say whether you saw damage' }),
    damageDescription: z.string().trim().max(2000, 'The damage description is at most 2000 characters').optional(),
    /** The template's own yes/no items, by their text. */
    items: z.record(z.string().max(300), z.boolean()).default({}),
    notes: z.string().trim().max(2000, 'Notes are at most 2000 characters').optional(),
    refuel: returnRefuel.optional(),
  })
  .refine((c) => !c.damageSeen || !!c.damageDescription, { message: 'Describe the damage you saw', path: ['damageDescription'] });
export type ReturnChecklistRequest = z.infer<typeof returnChecklistRequest>;

/** How the vehicle was last given back (its return checklist), for whoever holds it next. */
export const lastReturn = z.object({
  returnedAt: z.string(),
  bookingId: z.number().int(),
  mileage: z.number().int().nullable(),
  fuelLevel: z.enum(FUEL_LEVELS),
  cleanliness: z.enum(CLEANLINESS),
  damageSeen: z.boolean(),
  damageDescription: z.string().nullable(),
  equipmentMissing: z.array(z.string()),
  notes: z.string().nullable(),
});
export type LastReturn = z.infer<typeof lastReturn>;
export const lastReturnView = z.object({ lastReturn: lastReturn.nullable() });
export type LastReturnView = z.infer<typeof lastReturnView>;

/** What a member sees of a booking's documents (My Bookings). */
export const memberDocument = documentView.pick({ id: true, type: true, fileName: true, fileUrl: true, status: true, notes: true, uploadedAt: true });
export type MemberDocument = z.infer<typeof memberDocument>;

/** A member's uploaded file for a booking: PDF or image, at most 10 MB. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
