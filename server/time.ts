import { addMonths, format, startOfMonth } from 'date-fns';
import { MOMENT_FORMAT, TIME_ZONE, type Language } from '../contract/constants.ts';
import { inJerusalem as local, localDateOf, localInstant } from '../contract/jerusalem-time.ts';

/** The day of the week in Asia/Jerusalem: 0 Sunday … 5 Friday, 6 Shabbat. */
export const jerusalemWeekday = (date: Date) => local(date).getDay();

/** 'Fri 27 Nov 2026' in Asia/Jerusalem. */
export const formatLocalDate = (date: Date) => format(local(date), 'EEE d MMM yyyy');

/** 'Fri 27 Nov 2026, 13:16' in Asia/Jerusalem, for messages people read. */
export const formatLocal = (date: Date) => format(local(date), 'EEE d MMM yyyy, HH:mm');

/**
 * A booking's span as people read it, in Asia/Jerusalem: 'Fri 27 Nov 2026, 17:00 – 21:00' on one
 * day, 'Fri 27 Nov 2026, 17:00 – Sat 28 Nov 2026, 09:00' across days (the date is not said twice).
 */
export function formatSpan(start: Date, end: Date): string {
  const sameDay = localDateOf(start) === localDateOf(end);
  return `${formatLocal(start)} – ${sameDay ? format(local(end), 'HH:mm') : formatLocal(end)}`;
}

/** 'November 2026' in Asia/Jerusalem. */
export const formatMonth = (date: Date) => format(local(date), 'MMMM yyyy');

/** The Asia/Jerusalem calendar months that [start, end) touches, each as [first instant, next month's first instant). */
export function jerusalemMonths(start: Date, end: Date): [Date, Date][] {
  const months: [Date, Date][] = [];
  for (let month = startOfMonth(local(start)); month < end; month = addMonths(month, 1)) {
    months.push([new Date(month.getTime()), new Date(addMonths(month, 1).getTime())]);
  }
  return months;
}

/** The last moment of a calendar day (YYYY-MM-DD) in Asia/Jerusalem. */
export function endOfLocalDay(isoDate: string): Date {
  return new Date(localInstant(isoDate, 24).getTime() - 1);
}

/** The first and next day's first instant of a Jerusalem calendar day (YYYY-MM-DD). */
export function localDayBounds(isoDate: string): { from: Date; to: Date } {
  return { from: localInstant(isoDate, 0), to: localInstant(addLocalDays(isoDate, 1), 0) };
}

/** The Jerusalem hour starts of a day, 23 to 25 of them (daylight saving). */
export function localHoursOf(isoDate: string): Date[] {
  const { from, to } = localDayBounds(isoDate);
  const hours: Date[] = [];
  for (let t = from.getTime(); t < to.getTime(); t += 3600_000) hours.push(new Date(t));
  return hours;
}

/** The calendar day `n` days after a YYYY-MM-DD date. */
export function addLocalDays(isoDate: string, n: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/** The Sunday that starts the week of a YYYY-MM-DD date (weeks start on Sunday). */
export function weekStartOf(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return addLocalDays(isoDate, -new Date(Date.UTC(y, m - 1, d)).getUTCDay());
}

/** Whole calendar days from one YYYY-MM-DD date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

const HEBREW_WHEN = new Intl.DateTimeFormat('he-IL', MOMENT_FORMAT);
const HEBREW_TIME = new Intl.DateTimeFormat('he-IL', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const HEBREW_DAY = new Intl.DateTimeFormat('he-IL', { timeZone: TIME_ZONE, day: 'numeric', month: 'numeric', year: 'numeric' });

/** An instant as people of this language read it, in Asia/Jerusalem. */
export const formatLocalIn = (language: Language, date: Date) => (language === 'he' ? HEBREW_WHEN.format(date) : formatLocal(date));

/** A booking's span in this language (the date is not said twice on one day), in Asia/Jerusalem. */
export function formatSpanIn(language: Language, start: Date, end: Date): string {
  if (language === 'en') return formatSpan(start, end);
  const sameDay = localDateOf(start) === localDateOf(end);
  return `${HEBREW_WHEN.format(start)} – ${sameDay ? HEBREW_TIME.format(end) : HEBREW_WHEN.format(end)}`;
}

const HEBREW_DATE = new Intl.DateTimeFormat('he-IL', { timeZone: TIME_ZONE, weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
/** The day of an instant as people of this language read it, in Asia/Jerusalem. */
export const formatLocalDateIn = (language: Language, date: Date) => (language === 'he' ? HEBREW_DATE.format(date) : formatLocalDate(date));

/** A calendar day (YYYY-MM-DD) in this language: as written in English, 1.12.2026 in Hebrew. */
export const formatDayIn = (language: Language, isoDate: string) => (language === 'he' ? HEBREW_DAY.format(localInstant(isoDate, 12)) : isoDate);

const HEBREW_MONTH = new Intl.DateTimeFormat('he-IL', { timeZone: TIME_ZONE, month: 'long', year: 'numeric' });
/** 'March 2027' or 'מרץ 2027' of a moment's month in Asia/Jerusalem. */
export const formatMonthIn = (language: Language, date: Date) => (language === 'he' ? HEBREW_MONTH.format(date) : formatMonth(date));
