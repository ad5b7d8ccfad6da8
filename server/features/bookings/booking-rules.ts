import { addMonths } from 'date-fns';
import { END_AFTER_START } from '../../../contract/common.contract.ts';
import { defaultMonthlyHourLimit, MAX_ADVANCE_MONTHS } from '../../../contract/constants.ts';
import { badRequest, conflict, forbidden } from '../../http-errors.ts';
import { endOfLocalDay, formatLocal, formatMonth, jerusalemMonths } from '../../time.ts';
import type { UserRow } from '../users/index.ts';
import type { VehicleRow } from '../vehicles/index.ts';
import type { BookingWithNames, MemberBookingWrites } from './bookings.repository.ts';

export interface Window {
  start: Date;
  end: Date;
}

const window = (b: { startTime: Date; endTime: Date }) => `from ${formatLocal(b.startTime)} to ${formatLocal(b.endTime)}`;

/** Start from now on, end after start, not too long, not too far ahead (400). */
export function checkWindow({ start, end }: Window, now: Date, maxHours: number): void {
  if (start.getTime() < now.getTime() - 60_000) throw badRequest('The start time is in the past. Choose a time from now on.');
  if (end <= start) throw badRequest(END_AFTER_START);
  if (end.getTime() - start.getTime() > maxHours * 3600_000) throw badRequest(`A booking can be at most ${maxHours} hours long.`);
  const limit = addMonths(now, MAX_ADVANCE_MONTHS);
  if (start > limit) throw badRequest(`Bookings can be made at most ${MAX_ADVANCE_MONTHS} months ahead (until ${formatLocal(limit)}).`);
}

const STATUS_REFUSAL: Record<string, string> = {
  maintenance: 'is in maintenance',
  out_of_service: 'is out of service',
};

/** Active, not in maintenance or out of service (409). */
export function checkVehicleInService(vehicle: VehicleRow): void {
  if (!vehicle.isActive) throw conflict(`${vehicle.vehicleNumber} is not in active service and cannot be booked.`);
  const refusal = STATUS_REFUSAL[vehicle.status];
  if (refusal) throw conflict(`${vehicle.vehicleNumber} ${refusal} and cannot be booked.`);
}

/** The vehicle's allowed user types; admins always may (403 naming who may). */
export function checkAllowedTypes(vehicle: VehicleRow, user: UserRow, isAdmin: boolean): void {
  if (isAdmin || vehicle.allowedUserTypes.length === 0) return;
  if (user.userTypes.some((t) => vehicle.allowedUserTypes.includes(t))) return;
  throw forbidden(`${vehicle.vehicleNumber} can be booked only by: ${vehicle.allowedUserTypes.join(', ')}. Your types: ${user.userTypes.join(', ') || 'none'}.`);
}

/** A driving licence valid through the end of the booking (403). */
export function checkLicence(user: UserRow, end: Date): void {
  if (!user.licenseExpiryDate) {
    throw forbidden('No driving licence on file. Add your licence in My Profile & Settings before booking.');
  }
  // The licence is good through the whole of its expiry day.
  if (endOfLocalDay(user.licenseExpiryDate) < end) {
    throw forbidden(`Your driving licence expires on ${user.licenseExpiryDate}, before this booking ends. Renew it in My Profile & Settings.`);
  }
}

/** The monthly hour limit, per Asia/Jerusalem calendar month (403 with booked hours and the limit). */
export async function checkMonthlyHours(bookings: Pick<MemberBookingWrites, 'bookedHours'>, user: UserRow, w: Window, exceptId?: number): Promise<void> {
  const limit = user.monthlyHourLimit ?? defaultMonthlyHourLimit(user.userTypes);
  for (const [from, to] of jerusalemMonths(w.start, w.end)) {
    const adds = (Math.min(w.end.getTime(), to.getTime()) - Math.max(w.start.getTime(), from.getTime())) / 3600_000;
    const booked = await bookings.bookedHours(user.id, from, to, exceptId);
    if (booked + adds > limit + 1e-9) {
      throw forbidden(
        `This booking would pass your monthly limit of ${limit} hours for ${formatMonth(from)}: ${round(booked)} hours are booked and this booking adds ${round(adds)}.`,
      );
    }
  }
}

/**
 * The user's own overlapping booking (409). Another booking of the vehicle is not looked for
 * here: the exclusion constraint refuses it on write, and the service names it then.
 */
export async function checkOwnOverlap(bookings: Pick<MemberBookingWrites, 'findUserOverlap'>, userId: number, w: Window, exceptId?: number): Promise<void> {
  const own = await bookings.findUserOverlap(userId, w.start, w.end, exceptId);
  if (own) throw conflict(`You already have ${own.vehicleNumber} booked ${window(own)}.`);
}

export const vehicleTaken = (taken: BookingWithNames) =>
  conflict(`${taken.vehicleNumber} is already booked ${window(taken)}.`, 'VEHICLE_TAKEN');

const round = (hours: number) => Math.round(hours * 10) / 10;
