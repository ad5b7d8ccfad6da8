import { format } from 'date-fns';
import { currentLanguage, t } from './i18n/index.ts';
import { TIME_ZONE } from '../../contract/constants.ts';
import { inJerusalem, localDateOf, localInstant, localTimeOf } from '../../contract/jerusalem-time.ts';

/**
 * A moment in Asia/Jerusalem as the language shown writes it: English keeps the spec's patterns
 * (date-fns), Hebrew follows Intl's he-IL with a 24-hour clock.
 */
function written(iso: string, english: string, hebrew: Intl.DateTimeFormatOptions): string {
  if (currentLanguage() === 'en') return format(inJerusalem(iso), english);
  return new Intl.DateTimeFormat('he-IL', { timeZone: TIME_ZONE, hourCycle: 'h23', ...hebrew }).format(new Date(iso));
}

/** 'Jan 05, 14:30' in Asia/Jerusalem (notification times). */
export function formatNotificationTime(iso: string): string {
  return written(iso, 'MMM dd, HH:mm', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
}

/** 'Mar 05, 2027 14:30' in Asia/Jerusalem (calendar events, docs/spec/admin-app.md 9.6). */
export function formatEventTime(iso: string): string {
  return written(iso, 'MMM dd, yyyy HH:mm', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
}

/** 'Just now', 'Nm ago', 'Nh ago', else a date (docs/spec/member-app.md 9). */
export function relativeTime(iso: string, now: Date = new Date()): string {
  const minutes = Math.floor((now.getTime() - new Date(iso).getTime()) / 60_000);
  if (minutes < 1) return t('time.justNow');
  if (minutes < 60) return t('time.minutesAgo', { n: minutes });
  if (minutes < 1440) return t('time.hoursAgo', { n: Math.floor(minutes / 60) });
  return written(iso, 'MMM dd, yyyy', { day: 'numeric', month: 'short', year: 'numeric' });
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

/** '8:00 AM' in Jerusalem time ('08:00' in Hebrew). */
export const time12 = (iso: string) => written(iso, 'h:mm a', { hour: '2-digit', minute: '2-digit' });

/** 'Today', 'Tomorrow' or 'Mar 5' for a moment, in Jerusalem time. */
export function dayLabel(iso: string, now: Date = new Date()): string {
  const day = localDate(new Date(iso));
  if (day === localDate(now)) return t('time.today');
  if (day === localDate(new Date(now.getTime() + 86_400_000))) return t('time.tomorrow');
  return written(iso, 'MMM d', { day: 'numeric', month: 'short' });
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
  return `${start} – ${endsAtMidnight ? t('time.midnight') : `${dayLabel(endIso, now)}, ${time12(endIso)}`}`;
}

/** 'Mar 5, 2027' of a calendar date (yyyy-MM-dd), which has no time zone. */
export const calendarDate = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString(currentLanguage() === 'he' ? 'he-IL' : 'en-US', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
