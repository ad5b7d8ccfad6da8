import { z } from 'zod';
import { endAfterStartIssue, endsAfterStart, isoDateTime, recordId } from './common.contract.ts';

const instant = (name: string) => isoDateTime(`${name} must be an ISO 8601 date and time, e.g. 2026-05-01T08:00:00+03:00`);

/** Refusals a member may ask an admin to override (docs/spec/admin-app.md 3; docs/decisions/017). */
/** `credential`: a crew seat's credential missing, unverified or expiring before the booking ends (docs/decisions/031). */
export const OVERRIDE_TYPES = ['license', 'shabbat', 'holiday', 'weekend', 'advance_booking', 'credential'] as const;
export type OverrideType = (typeof OVERRIDE_TYPES)[number];
export const OVERRIDE_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type OverrideStatus = (typeof OVERRIDE_STATUSES)[number];

/** The member's request: the booking that was refused, and why it should be allowed. */
export const createOverrideRequest = z
  .object({
    vehicleId: recordId('vehicleId must be a vehicle id (a number)'),
    startTime: instant('startTime'),
    endTime: instant('endTime'),
    notes: z.string().trim().max(2000, 'Notes are at most 2000 characters').nullable().optional(),
    reason: z.string().trim().max(1000, 'The reason is at most 1000 characters').optional(),
  })
  .refine(endsAfterStart, endAfterStartIssue);
export type CreateOverrideRequest = z.infer<typeof createOverrideRequest>;

export const overrideRequestView = z.object({
  id: z.number().int(),
  bookingId: z.number().int().nullable(),
  userId: z.number().int(),
  overrideType: z.enum(OVERRIDE_TYPES),
  reason: z.string().nullable(),
  refusal: z.string(),
  requestedAt: z.string(),
  status: z.enum(OVERRIDE_STATUSES),
  decisionNote: z.string().nullable(),
  decidedAt: z.string().nullable(),
  user: z.object({ name: z.string(), email: z.string() }),
  booking: z.object({ vehicleId: z.number().int(), vehicleNumber: z.string(), startTime: z.string(), endTime: z.string(), notes: z.string().nullable() }),
});
export type OverrideRequestView = z.infer<typeof overrideRequestView>;

export const overrideQuery = z.object({
  status: z.enum(OVERRIDE_STATUSES, { error: `status must be one of ${OVERRIDE_STATUSES.join(', ')}` }).optional(),
});

export const approveOverride = z.object({ notes: z.string().trim().max(1000, 'Notes are at most 1000 characters').optional() });
export const rejectOverride = z.object({
  reason: z
    .string({ error: 'A reason is required to reject' })
    .trim()
    .min(1, 'A reason is required to reject')
    .max(1000, 'The reason is at most 1000 characters'),
});
