import { addMonths } from 'date-fns';
import type { BookingWithNames, MemberBookingWrites } from './bookings.repository.ts';
import type { OverrideType } from '../../../contract/overrides.contract.ts';
import { roleMonthlyHours, type ServiceSettings } from '../../../contract/settings.contract.ts';
import { typesMayBook } from '../../../contract/vehicles.contract.ts';
import { badRequest, conflict, forbidden, overridable, said } from '../../http-errors.ts';
import { jerusalemWeekday, endOfLocalDay, formatMonth, formatMonthIn, jerusalemMonths } from '../../time.ts';
import type { UserRow } from '../users/index.ts';
import type { VehicleRow } from '../vehicles/index.ts';

export interface Window {
  start: Date;
  end: Date;
}

/** A booking's vehicle and window as a refusal's parameters. */
const held = (b: { vehicleNumber: string; startTime: Date; endTime: Date }) => ({
  vehicle: b.vehicleNumber,
  from: b.startTime.toISOString(),
  until: b.endTime.toISOString(),
});

/** Refusals an approved override request waives (the override types it was approved for). */
export type Waived = ReadonlySet<OverrideType>;
export const NOTHING_WAIVED: Waived = new Set();

/** Start from now on, end after start, not too long, not too far ahead (400; too far ahead may be overridden). */
export function checkWindow({ start, end }: Window, now: Date, settings: ServiceSettings, waived: Waived): void {
  const { maxBookingHours, maxAdvanceMonths } = settings;
  if (start.getTime() < now.getTime() - 60_000) throw badRequest(said('booking.startInPast'));
  if (end <= start) throw badRequest(said('booking.endAfterStart'));
  if (end.getTime() - start.getTime() > maxBookingHours * 3600_000) throw badRequest(said('booking.tooLong', { hours: maxBookingHours }));
  const limit = addMonths(now, maxAdvanceMonths);
  if (start > limit && !waived.has('advance_booking')) {
    throw overridable(400, said('booking.tooFarAhead', { months: maxAdvanceMonths, until: limit.toISOString() }), 'advance_booking');
  }
}

/** Friday and Saturday, Asia/Jerusalem, when the settings close them (409, may be overridden). */
export function checkWeekend({ start, end }: Window, settings: ServiceSettings, waived: Waived): void {
  if (!settings.weekendBookingsClosed || waived.has('weekend')) return;
  for (let t = start.getTime(); t < end.getTime(); t += 3600_000) {
    const day = jerusalemWeekday(new Date(t));
    if (day === 5 || day === 6) throw overridable(409, said('booking.weekendClosed'), 'weekend');
  }
  const last = jerusalemWeekday(new Date(end.getTime() - 1));
  if (last === 5 || last === 6) throw overridable(409, said('booking.weekendClosed'), 'weekend');
}

const STATUS_REFUSAL = { maintenance: 'vehicle.inMaintenance', out_of_service: 'vehicle.outOfService' } as const;

/** Active, not in maintenance or out of service (409). */
export function checkVehicleInService(vehicle: VehicleRow): void {
  if (!vehicle.isActive) throw conflict(said('vehicle.inactive', { vehicle: vehicle.vehicleNumber }));
  const refusal = STATUS_REFUSAL[vehicle.status as keyof typeof STATUS_REFUSAL];
  if (refusal) throw conflict(said(refusal, { vehicle: vehicle.vehicleNumber }));
}

/** The vehicle's allowed user types; admins always may (403 naming who may). */
export function checkAllowedTypes(vehicle: VehicleRow, user: UserRow, isAdmin: boolean): void {
  if (typesMayBook(vehicle.allowedUserTypes, user.userTypes, isAdmin)) return;
  throw forbidden(
    said('booking.typesOnly', { vehicle: vehicle.vehicleNumber, allowed: vehicle.allowedUserTypes.join(', '), yours: user.userTypes.join(', ') || 'none' }),
  );
}

/** A driving licence valid through the end of the booking, verified if the settings say so (403, may be overridden). */
export function checkLicence(user: UserRow, end: Date, settings: ServiceSettings, waived: Waived): void {
  if (waived.has('license')) return;
  if (!user.licenseExpiryDate) {
    throw overridable(403, said('licence.missing'), 'license');
  }
  // The licence is good through the whole of its expiry day.
  if (endOfLocalDay(user.licenseExpiryDate) < end) {
    throw overridable(403, said('licence.expiresBefore', { expiry: user.licenseExpiryDate }), 'license');
  }
  if (settings.requireVerifiedLicense && !user.licenseVerifiedAt) {
    throw overridable(403, said('licence.unverified'), 'license');
  }
}

/** The member's monthly hour limit: their own, else their user types'. */
export const monthlyHourLimit = (user: UserRow, settings: ServiceSettings): number => user.monthlyHourLimit ?? roleMonthlyHours(settings, user.userTypes);

/** The monthly hour limit, per Asia/Jerusalem calendar month (403 with booked hours and the limit). */
export async function checkMonthlyHours(
  bookings: Pick<MemberBookingWrites, 'bookedHours'>,
  user: UserRow,
  w: Window,
  settings: ServiceSettings,
  exceptId?: number,
): Promise<void> {
  const limit = monthlyHourLimit(user, settings);
  for (const [from, to] of jerusalemMonths(w.start, w.end)) {
    const adds = (Math.min(w.end.getTime(), to.getTime()) - Math.max(w.start.getTime(), from.getTime())) / 3600_000;
    const booked = await bookings.bookedHours(user.id, from, to, exceptId);
    if (booked + adds > limit + 1e-9) {
      throw forbidden(
        said('booking.monthlyLimit', { limit, month: formatMonth(from), 'month.he': formatMonthIn('he', from), booked: round(booked), adds: round(adds) }),
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
  if (own) throw conflict(said('booking.ownOverlap', held(own)));
}

export const vehicleTaken = (taken: BookingWithNames) => conflict(said('booking.vehicleTaken', held(taken)), 'VEHICLE_TAKEN');

const round = (hours: number) => Math.round(hours * 10) / 10;
