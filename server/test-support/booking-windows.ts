import { TZDate } from '@date-fns/tz';
import { TIME_ZONE } from '../../contract/constants.ts';
import { restrictedPeriodsOverlapping } from '../features/hebrew-calendar/restricted-periods.ts';

/** A window `hours` long starting at `hour`:00 Jerusalem time, `days` days from now. */
export function localWindow(days: number, hour: number, hours: number): { startTime: string; endTime: string } {
  const today = new TZDate(Date.now(), TIME_ZONE);
  const start = new TZDate(today.getFullYear(), today.getMonth(), today.getDate() + days, hour, 0, 0, TIME_ZONE);
  return { startTime: new Date(start.getTime()).toISOString(), endTime: new Date(start.getTime() + hours * 3600_000).toISOString() };
}

/** The first window from `fromDay` on that touches no Shabbat or festival (a plain weekday). */
export function ordinaryWindow(fromDay: number, hour = 8, hours = 4): { startTime: string; endTime: string } {
  for (let day = fromDay; day < fromDay + 30; day++) {
    const w = localWindow(day, hour, hours);
    if (restrictedPeriodsOverlapping(new Date(w.startTime), new Date(w.endTime)).length === 0) return w;
  }
  throw new Error('no ordinary day within 30 days');
}

/** A window `hours` long at `hour`:00 Jerusalem time on day `day` of next month: windows of one month, whatever today is. */
export function nextMonthWindow(day: number, hour: number, hours: number): { startTime: string; endTime: string } {
  const today = new TZDate(Date.now(), TIME_ZONE);
  const start = new TZDate(today.getFullYear(), today.getMonth() + 1, day, hour, 0, 0, TIME_ZONE);
  return { startTime: new Date(start.getTime()).toISOString(), endTime: new Date(start.getTime() + hours * 3600_000).toISOString() };
}
