import { format } from 'date-fns';
import { MOMENT_FORMAT, TIME_ZONE, type Language } from '../contract/constants.ts';
import { inJerusalem as local, localDateOf, localInstant, partsOf } from '../contract/jerusalem-time.ts';

/** The day of the week in Asia/Jerusalem: 0 Sunday … 5 Friday, 6 Shabbat. */
export const jerusalemWeekday = (date: Date) => local(date).getDay();

/**
 * Jerusalem's wall clock of an instant, in English parts. Intl reads the zone's rules once; date-fns
 * on a TZDate took 13 µs an instant where this takes 4, and each booking's notice says three.
 */
const ENGLISH_PARTS = new Intl.DateTimeFormat('en-US', MOMENT_FORMAT);
type WallClock = Record<'weekday' | 'day' | 'month' | 'year' | 'hour' | 'minute', string>;
const wallClockOf = (date: Date): WallClock => partsOf(ENGLISH_PARTS, date);
const dayOf = (c: WallClock) => `${c.weekday} ${c.day} ${c.month} ${c.year}`;
const timeOf = (c: WallClock) => `${c.hour}:${c.minute}`;

/** 'Fri 27 Nov 2026' in Asia/Jerusalem. */
export const formatLocalDate = (date: Date) => dayOf(wallClockOf(date));

/** 'Fri 27 Nov 2026, 13:16' in Asia/Jerusalem, for messages people read. */
export function formatLocal(date: Date): string {
  const clock = wallClockOf(date);
  return `${dayOf(clock)}, ${timeOf(clock)}`;
}

/**
 * A booking's span as people read it, in Asia/Jerusalem: 'Fri 27 Nov 2026, 17:00 – 21:00' on one
 * day, 'Fri 27 Nov 2026, 17:00 – Sat 28 Nov 2026, 09:00' across days (the date is not said twice).
 */
export function formatSpan(start: Date, end: Date): string {
  const [from, until] = [wallClockOf(start), wallClockOf(end)];
  const sameDay = dayOf(from) === dayOf(until);
  return `${dayOf(from)}, ${timeOf(from)} – ${sameDay ? timeOf(until) : `${dayOf(until)}, ${timeOf(until)}`}`;
}

/** 'November 2026' in Asia/Jerusalem. */
export const formatMonth = (date: Date) => format(local(date), 'MMMM yyyy');

/** Jerusalem midnights met so far, by day and hour (0, or 24: the next day's): each booking asks for a few. */
const midnights = new Map<string, number>();
/** About fifty years of days: more are forgotten, not kept without end. */
const MIDNIGHTS_KEPT = 40_000;

/** What is kept: a calendar day as written, YYYY-MM-DD (anything else is computed each time, never kept). */
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** `localInstant(isoDate, hour)` for midnight, computed once a day (a TZDate costs 11 µs). */
function midnight(isoDate: string, hour: 0 | 24): Date {
  if (!ISO_DAY.test(isoDate)) return localInstant(isoDate, hour);
  const key = `${isoDate}@${hour}`;
  let at = midnights.get(key);
  if (at === undefined) {
    if (midnights.size >= MIDNIGHTS_KEPT) midnights.clear();
    midnights.set(key, (at = localInstant(isoDate, hour).getTime()));
  }
  return new Date(at);
}

const YEAR_MONTH = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit' });
/** The first instant of a Jerusalem calendar month (`monthIndex` may run past December: the next year's). */
function jerusalemMonthStart(year: number, monthIndex: number): Date {
  const first = new Date(Date.UTC(year, monthIndex, 1));
  // Written out, not toISOString's: past year 9999 that reads "+010000-…".
  return midnight(`${String(first.getUTCFullYear()).padStart(4, '0')}-${String(first.getUTCMonth() + 1).padStart(2, '0')}-01`, 0);
}

/** The Asia/Jerusalem calendar months that [start, end) touches, each as [first instant, next month's first instant). */
export function jerusalemMonths(start: Date, end: Date): [Date, Date][] {
  const [year, month] = YEAR_MONTH.format(start).split('-').map(Number) as [number, number];
  const months: [Date, Date][] = [];
  for (let i = month - 1; jerusalemMonthStart(year, i) < end; i++) months.push([jerusalemMonthStart(year, i), jerusalemMonthStart(year, i + 1)]);
  return months;
}

/** The last moment of a calendar day (YYYY-MM-DD) in Asia/Jerusalem. */
export function endOfLocalDay(isoDate: string): Date {
  return new Date(midnight(isoDate, 24).getTime() - 1);
}

/** The first and next day's first instant of a Jerusalem calendar day (YYYY-MM-DD). */
export function localDayBounds(isoDate: string): { from: Date; to: Date } {
  return { from: midnight(isoDate, 0), to: midnight(addLocalDays(isoDate, 1), 0) };
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
