import { z } from 'zod';
import { calendarDate } from './common.contract.ts';
import { BOOKING_STATUSES } from './constants.ts';
import { CHECK_STATES } from './vehicle-checks.contract.ts';

/** GET /api/admin/reservations: the bookings of a Jerusalem day (default today), by status and a search of user name, e-mail or vehicle number. */
export const reservationsQuery = z.object({
  date: calendarDate('date must look like 2026-05-01').optional(),
  status: z.enum(BOOKING_STATUSES, { error: `status must be one of ${BOOKING_STATUSES.join(', ')}` }).optional(),
  q: z.string().trim().max(200, 'q is at most 200 characters').optional(),
});
export type ReservationsQuery = z.infer<typeof reservationsQuery>;

/** The Reservation of docs/spec/admin-app.md 3. */
export const reservation = z.object({
  id: z.number().int(),
  status: z.enum(BOOKING_STATUSES),
  startTime: z.string(),
  endTime: z.string(),
  notes: z.string().nullable(),
  user: z.object({ name: z.string(), email: z.string(), phone: z.string().nullable() }),
  vehicle: z.object({ vehicleNumber: z.string(), make: z.string(), model: z.string() }),
  /** Its start-of-shift check: not yet, passed, failed, or waived by an admin. */
  vehicleCheck: z.enum(CHECK_STATES),
});
export type Reservation = z.infer<typeof reservation>;

export const reservationsDiary = z.object({
  date: z.string(),
  reservations: z.array(reservation),
  /** The status tiles: the day's reservations matching the search, by status (the status filter aside). */
  counts: z.object(Object.fromEntries(BOOKING_STATUSES.map((s) => [s, z.number().int()])) as Record<(typeof BOOKING_STATUSES)[number], z.ZodNumber>),
});
export type ReservationsDiary = z.infer<typeof reservationsDiary>;

/** PATCH /api/admin/reservations/{id}: any status, through the booking engine's rules; a reason goes to the member when cancelling. */
export const reservationStatusUpdate = z.strictObject({
  status: z.enum(BOOKING_STATUSES, { error: `status must be one of ${BOOKING_STATUSES.join(', ')}` }),
  reason: z.string().trim().max(500, 'The reason is at most 500 characters').optional(),
});
export type ReservationStatusUpdate = z.infer<typeof reservationStatusUpdate>;
