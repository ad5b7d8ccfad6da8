import { z } from 'zod';
import { calendarDate, pathId } from './common.contract.ts';
import { BOOKING_STATUSES } from './constants.ts';
import { CHECK_STATES } from './vehicle-checks.contract.ts';

/** What the Diary shows around `date`: its day, its week (Sunday to Saturday), its month, or every date (a search). */
export const DIARY_VIEWS = ['day', 'week', 'month', 'all'] as const;
export type DiaryView = (typeof DIARY_VIEWS)[number];
/** A search across every date answers at most this many bookings, the latest first. */
export const DIARY_SEARCH_LIMIT = 200;
/** A day, week or month answers at most this many bookings, the earliest first. */
export const DIARY_SPAN_LIMIT = 2000;

/**
 * GET /api/admin/reservations: the bookings of a Jerusalem day (default today), week or month, or of
 * every date (view=all, which needs q, userId or vehicleId), by status, member (userId), vehicle
 * (vehicleId) and a search of user name, e-mail or vehicle number.
 */
export const reservationsQuery = z
  .object({
    date: calendarDate('date must look like 2026-05-01').optional(),
    view: z.enum(DIARY_VIEWS, { error: `view must be one of ${DIARY_VIEWS.join(', ')}` }).optional(),
    status: z.enum(BOOKING_STATUSES, { error: `status must be one of ${BOOKING_STATUSES.join(', ')}` }).optional(),
    q: z.string().trim().max(200, 'q is at most 200 characters').optional(),
    /** One member's bookings, or one vehicle's. */
    userId: pathId('userId must be a user id (a positive whole number)').optional(),
    vehicleId: pathId('vehicleId must be a vehicle id (a positive whole number)').optional(),
  })
  .refine((query) => query.view !== 'all' || (query.q?.length ?? 0) >= 2 || query.userId !== undefined || query.vehicleId !== undefined, {
    path: ['q'],
    message: 'Searching every date needs at least 2 characters of a name, e-mail or vehicle number',
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
  view: z.enum(DIARY_VIEWS),
  /** The first and last day shown; null for every date. */
  from: z.string().nullable(),
  to: z.string().nullable(),
  /** More were found than DIARY_SEARCH_LIMIT (every date: the latest are shown) or DIARY_SPAN_LIMIT (a span: the earliest). */
  truncated: z.boolean(),
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
