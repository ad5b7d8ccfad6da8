import { z } from 'zod';
import { pathId, recordId } from './common.contract.ts';
import { VEHICLE_CATEGORIES } from './constants.ts';

/** At most this many seats in a vehicle category. */
export const MAX_SEATS = 8;
/** A seat's key: a short name the API and the notices use (driver, medic, trainee). */
const SEAT_KEY = /^[a-z][a-z0-9_-]{0,31}$/;
export const seatKey = z
  .string({ error: 'A seat is a short name such as driver or medic' })
  .regex(SEAT_KEY, 'A seat is a short name such as driver or medic: lowercase letters, digits, - or _, at most 32');

const label = (what: string) =>
  z
    .string({ error: `${what} is required` })
    .trim()
    .min(1, `${what} is required`)
    .max(60, `${what} is at most 60 characters`);

/** One seat of a vehicle category (docs/decisions/031): who may sit in it. */
export const seatDefinition = z.object({
  key: seatKey,
  label: label('The seat’s name'),
  labelHe: label('The seat’s Hebrew name'),
  /** A crew is complete when every required seat is filled. */
  required: z.boolean({ error: 'required must be true or false' }),
  /** Any one of these credentials, valid (and verified where its type needs review) until the booking ends; none: anyone. */
  credentialTypeIds: z.array(recordId('A credential type is its id (a number)')).max(10, 'A seat names at most 10 credential types'),
  /** Any one of these licence classes (the member's licenseClass); none: any. */
  licenceClasses: z
    .array(z.string().trim().min(1, 'A licence class is required').max(20, 'A licence class is at most 20 characters'))
    .max(10, 'A seat names at most 10 licence classes'),
});
export type SeatDefinition = z.infer<typeof seatDefinition>;

/** PUT /api/admin/vehicle-categories/{category}/seats: the category's seats, in order; the booker takes the first they qualify for. */
export const categorySeatsRequest = z.object({
  seats: z
    .array(seatDefinition)
    .min(1, 'A vehicle category has at least one seat')
    .max(MAX_SEATS, `A vehicle category has at most ${MAX_SEATS} seats`)
    .refine((seats) => new Set(seats.map((s) => s.key)).size === seats.length, 'Each seat has its own name')
    .refine((seats) => seats.some((s) => s.required), 'At least one seat is required'),
});
export type CategorySeatsRequest = z.infer<typeof categorySeatsRequest>;

export const categorySeats = categorySeatsRequest.extend({
  category: z.enum(VEHICLE_CATEGORIES),
  /** False: the category has no seats of its own yet and these are the default (one seat). */
  defined: z.boolean(),
});
export type CategorySeats = z.infer<typeof categorySeats>;

export const categoryParams = z.object({
  category: z.enum(VEHICLE_CATEGORIES, { error: `The category is one of ${VEHICLE_CATEGORIES.join(', ')}` }),
});

/** A booking's crew (GET /api/bookings/{id}/crew): its seats, who holds each, who is invited. */
export const crewSeat = seatDefinition.extend({
  /** Who holds the seat, and whether they signed the booking's agreement (each seat holder signs it). */
  holder: z.object({ userId: z.number().int(), name: z.string(), agreementSigned: z.boolean() }).nullable(),
  /** The member the booker invited to it, until they accept or decline. */
  invited: z.object({ userId: z.number().int(), name: z.string() }).nullable(),
  /** The booker's own seat. */
  isBooker: z.boolean(),
});
export type CrewSeat = z.infer<typeof crewSeat>;

export const crew = z.object({
  bookingId: z.number().int(),
  vehicleNumber: z.string(),
  category: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  status: z.string(),
  /** Every required seat filled. */
  complete: z.boolean(),
  seats: z.array(crewSeat),
});
export type Crew = z.infer<typeof crew>;

/** POST /api/bookings/{id}/crew: join an open seat, or accept the invitation to it. */
export const joinSeatRequest = z.strictObject({ seat: seatKey });
export const seatParams = z.object({ id: pathId('The booking id is a number'), seat: seatKey });

/** POST /api/bookings/{id}/crew/invitations: the booker (or an admin) invites a named member to an open seat. */
export const inviteRequest = z.strictObject({ seat: seatKey, userId: recordId('userId must be a user id (a number)') });

/** GET /api/bookings/{id}/crew/candidates: who the booker may invite to a seat, found by name. */
export const candidatesQuery = z.strictObject({
  seat: seatKey,
  q: z.string().trim().max(100, 'Search with at most 100 characters').optional(),
});
export const crewCandidates = z.array(z.object({ userId: z.number().int(), name: z.string() }));
export type CrewCandidate = z.infer<typeof crewCandidates>[number];

/** GET/PUT /api/user/crew-alerts: whether the member is told of open seats they qualify for. */
export const crewAlerts = z.strictObject({ openSeats: z.boolean({ error: 'openSeats must be true or false' }) });
export type CrewAlerts = z.infer<typeof crewAlerts>;

export const incompleteCrews = z.array(crew);
