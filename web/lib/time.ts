import { format } from 'date-fns';
import { inJerusalem, localDateOf, localInstant, localTimeOf } from '../../contract/jerusalem-time.ts';

/** 'Jan 05, 14:30' in Asia/Jerusalem (notification times). */
export function formatNotificationTime(iso: string): string {
  return format(inJerusalem(iso), 'MMM dd, HH:mm');
}

/** 'Just now', 'Nm ago', 'Nh ago', else a date (spec/member-app.md 9). */
export function relativeTime(iso: string, now: Date = new Date()): string {
  const minutes = Math.floor((now.getTime() - new Date(iso).getTime()) / 60_000);
  if (minutes < 1) return 'Just now';
  if (minutes < 60) return `${minutes}m ago`;
  if (minutes < 1440) return `${Math.floor(minutes / 60)}h ago`;
  return format(inJerusalem(iso), 'MMM dd, yyyy');
}

/** yyyy-MM-dd of a moment in Asia/Jerusalem. */
export const localDate = localDateOf;
/** HH:mm of a moment in Asia/Jerusalem. */
export const localTime = localTimeOf;

/** The instant of a Jerusalem wall-clock date (yyyy-MM-dd) and time (HH:mm) from a form's inputs. */
export function fromLocal(date: string, time: string): Date {
  const [h, mi] = time.split(':').map(Number) as [number, number];
  return localInstant(date, h, mi);
}

/** fromLocal as ISO 8601 for a request; '' when the date or time is missing or no real date (the contract then says so). */
export function localIso(date: string, time: string): string {
  const instant = date && time ? fromLocal(date, time) : new Date(NaN);
  return Number.isNaN(instant.getTime()) ? '' : instant.toISOString();
}

/** A moment as a datetime-local input shows it, in Jerusalem time ('2026-05-01T08:00'). */
export const dateTimeInputOf = (moment: Date | string) => `${localDate(new Date(moment))}T${localTime(new Date(moment))}`;

/** A datetime-local input's value as ISO 8601, '' when empty or no real moment. */
export function isoOfDateTimeInput(value: string): string {
  const [day = '', time = ''] = value.split('T');
  return localIso(day, time);
}

/** '8:00 AM' in Jerusalem time. */
export const time12 = (iso: string) => format(inJerusalem(iso), 'h:mm a');

/** 'Today', 'Tomorrow' or 'Mar 5' for a moment, in Jerusalem time. */
export function dayLabel(iso: string, now: Date = new Date()): string {
  const day = localDate(new Date(iso));
  if (day === localDate(now)) return 'Today';
  if (day === localDate(new Date(now.getTime() + 86_400_000))) return 'Tomorrow';
  return format(inJerusalem(iso), 'MMM d');
}

/**
 * 'Today, 8:00 AM – 12:00 PM', 'Tomorrow, …' or 'Mar 5, …' in Jerusalem time (My Bookings); an
 * end on another day says its day ('Today, 10:00 PM – Tomorrow, 6:00 AM'), and an end at the
 * next midnight says 'midnight', never an ambiguous '12:00 AM'.
 */
export function bookingRange(startIso: string, endIso: string, now: Date = new Date()): string {
  const start = `${dayLabel(startIso, now)}, ${time12(startIso)}`;
  if (localDate(new Date(endIso)) === localDate(new Date(startIso))) return `${start} – ${time12(endIso)}`;
  const endsAtMidnight = localTime(new Date(endIso)) === '00:00' && Date.parse(endIso) - Date.parse(startIso) <= 86_400_000;
  return `${start} – ${endsAtMidnight ? 'midnight' : `${dayLabel(endIso, now)}, ${time12(endIso)}`}`;
}

/** 'Mar 5, 2027' of a calendar date (yyyy-MM-dd), which has no time zone. */
export const calendarDate = (iso: string) => new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
