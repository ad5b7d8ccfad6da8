import type { HolidayConflict } from '../../contract/bookings.contract.ts';
import type { Language } from '../../contract/constants.ts';
import { formatLocalIn } from '../time.ts';

/** Why a booking waits for an admin, in `language`: the English one is stored with the booking too. */
export function holidayConflictReasonIn(language: Language, { period, periodHe, from, until }: HolidayConflict): string {
  const [start, end] = [from, until].map((at) => formatLocalIn(language, new Date(at)));
  return language === 'he'
    ? `חופף ל${periodHe}: הזמנות מ־${start} עד ${end} ממתינות לאישור מנהל.`
    : `Overlaps ${period}: bookings from ${start} to ${end} need an admin's approval.`;
}
