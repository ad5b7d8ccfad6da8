import { TZDate } from '@date-fns/tz';
import { addMonths, format, startOfMonth } from 'date-fns';
import { TIME_ZONE } from '../contract/constants.ts';

const local = (date: Date) => new TZDate(date, TIME_ZONE);

/** 'Fri 27 Nov 2026, 13:16' in Asia/Jerusalem, for messages people read. */
export const formatLocal = (date: Date) => format(local(date), 'EEE d MMM yyyy, HH:mm');

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
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(y, m - 1, d, 23, 59, 59, 999, TIME_ZONE).getTime());
}
