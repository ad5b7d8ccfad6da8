import { z } from 'zod';
import { bookingFields } from './bookings.contract.ts';
import { endAfterStartIssue, endsAfterStart, recordId } from './common.contract.ts';
import { VEHICLE_CATEGORIES } from './constants.ts';

/** docs/decisions/034: how long a member offered a freed vehicle has to accept it before the next waiting member is offered it. */
export const WAITLIST_OFFER_MINUTES = 15;
/** Places a member holds on the waitlist at once (waiting or offered). */
export const WAITLIST_MAX_OPEN = 5;

export const WAITLIST_STATUSES = ['waiting', 'offered', 'booked', 'expired', 'cancelled'] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

/** A place on the waitlist for one vehicle (vehicleId) or any vehicle of a category, for a span. */
export const joinWaitlistRequest = z
  .object({
    vehicleId: recordId('vehicleId must be a vehicle id (a number)').optional(),
    category: z.enum(VEHICLE_CATEGORIES, { error: `category must be one of ${VEHICLE_CATEGORIES.join(', ')}` }).optional(),
    startTime: bookingFields.startTime,
    endTime: bookingFields.endTime,
  })
  .refine(endsAfterStart, endAfterStartIssue)
  .refine((w) => (w.vehicleId === undefined) !== (w.category === undefined), {
    path: ['vehicleId'],
    message: 'Name a vehicle (vehicleId) or a category, one of them',
  });
export type JoinWaitlistRequest = z.infer<typeof joinWaitlistRequest>;

export const waitlistEntry = z.object({
  id: z.number().int(),
  vehicleId: z.number().int().nullable(),
  vehicleNumber: z.string().nullable(),
  category: z.enum(VEHICLE_CATEGORIES).nullable(),
  startTime: z.string(),
  endTime: z.string(),
  status: z.enum(WAITLIST_STATUSES),
  /** While waiting: 1 for the first in line for this vehicle or category. */
  position: z.number().int().nullable(),
  /** While offered: the vehicle offered and until when it may be accepted. */
  offer: z.object({ vehicleId: z.number().int(), vehicleNumber: z.string(), expiresAt: z.string() }).nullable(),
  /** Once accepted: the booking made. */
  bookingId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type WaitlistEntry = z.infer<typeof waitlistEntry>;
