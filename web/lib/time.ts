import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { TIME_ZONE } from '../../contract/constants.ts';

const inJerusalem = (iso: string | Date) => new TZDate(new Date(iso), TIME_ZONE);

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
export const localDate = (d: Date) => format(inJerusalem(d), 'yyyy-MM-dd');
/** HH:mm of a moment in Asia/Jerusalem. */
export const localTime = (d: Date) => format(inJerusalem(d), 'HH:mm');

/** The instant of a Jerusalem wall-clock date (yyyy-MM-dd) and time (HH:mm). */
export function fromLocal(date: string, time: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [h, mi] = time.split(':').map(Number) as [number, number];
  return new Date(new TZDate(y, m - 1, d, h, mi, 0, TIME_ZONE).getTime());
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

/** 'Today, 8:00 AM – 12:00 PM', 'Tomorrow, …' or 'Mar 5, …' in Jerusalem time (My Bookings). */
export function bookingRange(startIso: string, endIso: string, now: Date = new Date()): string {
  return `${dayLabel(startIso, now)}, ${time12(startIso)} – ${time12(endIso)}`;
}

/** 'Mar 5, 2027' of a calendar date (yyyy-MM-dd), which has no time zone. */
export const calendarDate = (iso: string) => new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
