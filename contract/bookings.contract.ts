import { z } from 'zod';
import { endAfterStartIssue, endsAfterStart, isoDateTime, recordId } from './common.contract.ts';
import { BOOKING_PURPOSES, BOOKING_STATUSES, CHECK_IN_METHODS } from './constants.ts';
import { seatKey } from './crew.contract.ts';

const instant = (name: string) => isoDateTime(`${name} must be an ISO 8601 date and time, e.g. 2026-05-01T08:00:00+03:00`);

/** What a booking and a series of them both say: the vehicle, the span, the notes and purpose, the booker's seat. */
export const bookingFields = {
  vehicleId: recordId('vehicleId must be a vehicle id (a number)'),
  startTime: instant('startTime'),
  endTime: instant('endTime'),
  notes: z.string().max(2000, 'Notes are at most 2000 characters').nullable().optional(),
  purpose: z
    .enum(BOOKING_PURPOSES, { error: `purpose must be one of ${BOOKING_PURPOSES.join(', ')}` })
    .nullable()
    .optional(),
  /** The booker's crew seat (docs/decisions/031); left out: the first of the vehicle category's seats they qualify for. */
  seat: seatKey.optional(),
};

export const createBookingRequest = z
  .object({
    ...bookingFields,
    isEmergency: z.boolean({ error: 'isEmergency must be true or false' }).optional(),
    /** An admin books for this member: the member holds it as if they had made it (docs/decisions/030). */
    forUserId: recordId('forUserId must be a user id (a number)').optional(),
    /** With forUserId: the member's own rules (types, licence, hours, weekend, Shabbat and festivals, how far ahead) are waived, for this reason (audited). */
    waiverReason: z
      .string({ error: 'waiverReason must be text' })
      .trim()
      .min(1, 'Say why the rules are waived')
      .max(500, 'The reason is at most 500 characters')
      .optional(),
  })
  .refine(endsAfterStart, endAfterStartIssue)
  .refine((b) => b.waiverReason === undefined || b.forUserId !== undefined, {
    path: ['waiverReason'],
    message: 'Rules are waived only when booking for a member (forUserId)',
  });
export type CreateBookingRequest = z.infer<typeof createBookingRequest>;

export const rescheduleBookingRequest = z
  .object({
    startTime: instant('startTime'),
    endTime: instant('endTime'),
    /** Move it to another vehicle (one its vehicle was taken from, say): the booking rules decide. */
    vehicleId: z.number({ error: 'vehicleId must be a vehicle id' }).int().min(1).max(2_147_483_647).optional(),
  })
  .refine(endsAfterStart, endAfterStartIssue);
export type RescheduleBookingRequest = z.infer<typeof rescheduleBookingRequest>;

export const cancelBookingRequest = z.object({
  reason: z.string().trim().max(500).optional(),
});

/** The Shabbat or festival a booking overlaps, as data: the app says why it waits in its own language. */
export const holidayConflict = z.object({ period: z.string(), periodHe: z.string(), from: z.string(), until: z.string() });
export type HolidayConflict = z.infer<typeof holidayConflict>;

export const booking = z.object({
  id: z.number().int(),
  vehicleId: z.number().int(),
  vehicleNumber: z.string(),
  userId: z.number().int(),
  userName: z.string().nullable(),
  startTime: z.string(),
  endTime: z.string(),
  notes: z.string().nullable(),
  purpose: z.enum(BOOKING_PURPOSES).nullable(),
  isEmergency: z.boolean(),
  status: z.enum(BOOKING_STATUSES),
  holidayConflictReason: z.string().nullable(),
  holidayConflict: holidayConflict.nullable(),
  agreementSigned: z.boolean(),
  cancellationReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** How many times its span, vehicle or status changed: calendars take it as the event's SEQUENCE. */
  revision: z.number().int(),
  /** Its vehicle was taken away (an event, a rule, maintenance, retirement): move it to another vehicle or cancel it. */
  vehicleWithdrawn: z.object({ kind: z.enum(['event', 'rule', 'maintenance', 'retired']), detail: z.string().nullable(), at: z.string() }).nullable(),
  /** When its member showed up (null: not yet); not checked in `checkInGraceMinutes` after the start, it is released as `no_show`. */
  checkedInAt: z.string().nullable(),
  /** How: its start-of-shift check, unlocking the vehicle, the Check in action, or an admin; null on bookings begun before check-in existed. */
  checkInMethod: z.enum(CHECK_IN_METHODS).nullable(),
  /** The series it is an occurrence of (DELETE /api/bookings/series/{id} cancels it from an occurrence on); null: a booking on its own. */
  seriesId: z.number().int().nullable(),
});
export type Booking = z.infer<typeof booking>;
export const bookingList = z.array(booking);

export const myBookingsQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000, 'page is at most 100000').default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const bookingPage = z.object({
  items: bookingList,
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type BookingPage = z.infer<typeof bookingPage>;

/**
 * POST /api/bookings/{id}/check-in: the phone's position (with the setting `checkInNearVehicle`, within
 * 300 m of the vehicle's last position) or the code of the vehicle's QR; neither is needed without it.
 */
export const checkInRequest = z.strictObject({
  latitude: z.number({ error: 'latitude must be a number' }).min(-90, 'latitude is between -90 and 90').max(90, 'latitude is between -90 and 90').optional(),
  longitude: z
    .number({ error: 'longitude must be a number' })
    .min(-180, 'longitude is between -180 and 180')
    .max(180, 'longitude is between -180 and 180')
    .optional(),
  vehicleCode: z.string({ error: 'vehicleCode must be text' }).trim().max(64, 'vehicleCode is at most 64 characters').optional(),
});
export type CheckInRequest = z.infer<typeof checkInRequest>;

/** GET /api/users/{id}/no-shows: how many of a member's bookings were released as no-shows, and the latest 20. */
export const noShowRecord = z.object({ count: z.number().int(), latest: bookingList });
export type NoShowRecord = z.infer<typeof noShowRecord>;

export const approveRequest = z.object({ notes: z.string().trim().max(1000).optional() });
export const rejectRequest = z.object({
  reason: z.string({ error: 'A reason is required to reject a booking' }).trim().min(1, 'A reason is required to reject a booking').max(1000),
});
