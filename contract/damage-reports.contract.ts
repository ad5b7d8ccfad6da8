import { z } from 'zod';
import { isoDateTime, pathId, recordId } from './common.contract.ts';

/** Photos of one report: at most this many, each at most this large (decoded). */
export const DAMAGE_PHOTOS_MAX = 10;
export const DAMAGE_PHOTO_MAX_BYTES = 10 * 1024 * 1024;

const optionalText = (name: string) => z.string().trim().max(2000, `${name} are at most 2000 characters`).nullish();

/** docs/spec/admin-app.md 5: the damage report's fields and messages. */
export const createDamageReportRequest = z.object({
  vehicleId: recordId('Please select a vehicle'),
  bookingId: recordId('bookingId must be a booking id (a number)').nullish(),
  incidentDate: isoDateTime('Incident date is required'),
  location: z.string({ error: 'Location is required' }).trim().min(1, 'Location is required').max(500, 'Location is at most 500 characters'),
  description: z
    .string({ error: 'Please provide a detailed description' })
    .trim()
    .min(10, 'Please provide a detailed description')
    .max(5000, 'The description is at most 5000 characters'),
  injuries: z.boolean({ error: 'injuries must be true or false' }).default(false),
  policeNotified: z.boolean({ error: 'policeNotified must be true or false' }).default(false),
  otherParties: optionalText('Other parties'),
  witnesses: optionalText('Witnesses'),
  additionalComments: optionalText('Additional comments'),
  /** Image files as base64, with or without a data: URL prefix. */
  photos: z
    .array(z.string({ error: 'Each photo must be an image data string' }))
    .max(DAMAGE_PHOTOS_MAX, `At most ${DAMAGE_PHOTOS_MAX} photos per report`)
    .default([]),
});
export type CreateDamageReportRequest = z.infer<typeof createDamageReportRequest>;

export const reviewDamageReportRequest = z.object({
  notes: z.string().trim().max(2000, 'Notes are at most 2000 characters').optional(),
  /** Take the vehicle out of booking until it is repaired. */
  setVehicleMaintenance: z.boolean().default(false),
});

export const DAMAGE_REPORT_STATUSES = ['submitted', 'reviewed'] as const;

export const damageReport = z.object({
  id: z.number().int(),
  vehicleId: z.number().int(),
  vehicleNumber: z.string(),
  bookingId: z.number().int().nullable(),
  userId: z.number().int(),
  reporterName: z.string(),
  incidentDate: z.string(),
  location: z.string(),
  description: z.string(),
  injuries: z.boolean(),
  policeNotified: z.boolean(),
  otherParties: z.string().nullable(),
  witnesses: z.string().nullable(),
  additionalComments: z.string().nullable(),
  status: z.enum(DAMAGE_REPORT_STATUSES),
  reviewedAt: z.string().nullable(),
  reviewNotes: z.string().nullable(),
  /** Addresses of the photos; only the reporter and admins may open them. */
  photoUrls: z.array(z.string()),
  createdAt: z.string(),
});
export type DamageReport = z.infer<typeof damageReport>;

/** mine=true: only the caller's own reports, also for admins. */
export const damageReportsQuery = z.object({ mine: z.enum(['true', 'false'], { error: 'mine must be true or false' }).optional() });

export const damageReportPhotoParams = z.object({
  id: pathId('id must be a positive whole number'),
  photoId: pathId('photoId must be a positive whole number'),
});
