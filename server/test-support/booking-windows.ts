import { TZDate } from '@date-fns/tz';
import { TIME_ZONE } from '../../contract/constants.ts';
import { restrictedPeriodsOverlapping } from '../features/hebrew-calendar/restricted-periods.ts';

/** A window `hours` long starting at `hour`:00 Jerusalem time, `days` days from now. */
export function localWindow(days: number, hour: number, hours: number): { startTime: string; endTime: string } {
  const today = new TZDate(Date.now(), TIME_ZONE);
  const start = new TZDate(today.getFullYear(), today.getMonth(), today.getDate() + days, hour, 0, 0, TIME_ZONE);
  return { startTime: new Date(start.getTime()).toISOString(), endTime: new Date(start.getTime() + hours * 3600_000).toISOString() };
}

/**
 * The window on the `nth` plain day from tomorrow on: only days that touch no Shabbat or festival
 * at all are counted, so different `nth` always give different days, whatever today is.
 */
export function ordinaryWindow(nth: number, hour = 8, hours = 4): { startTime: string; endTime: string } {
  let counted = 0;
  for (let day = 1; day < nth * 2 + 30; day++) {
    const wholeDay = localWindow(day, 0, 24);
    if (restrictedPeriodsOverlapping(new Date(wholeDay.startTime), new Date(wholeDay.endTime)).length > 0) continue;
    if (++counted === nth) return localWindow(day, hour, hours);
  }
  throw new Error(`no ${nth}th plain day in sight`);
}

/** A window `hours` long at `hour`:00 Jerusalem time on day `day` of next month: windows of one month, whatever today is. */
export function nextMonthWindow(day: number, hour: number, hours: number): { startTime: string; endTime: string } {
  const today = new TZDate(Date.now(), TIME_ZONE);
  const start = new TZDate(today.getFullYear(), today.getMonth() + 1, day, hour, 0, 0, TIME_ZONE);
  return { startTime: new Date(start.getTime()).toISOString(), endTime: new Date(start.getTime() + hours * 3600_000).toISOString() };
}

/**
 * `count` windows on different plain days of next month (no Shabbat or festival touches the day), so
 * that a monthly limit meets them all in one month and no Shabbat approval intervenes, whatever today is.
 */
export function nextMonthPlainWindows(count: number, hour: number, hours: number): { startTime: string; endTime: string }[] {
  const windows = Array.from({ length: 31 }, (_, i) => nextMonthWindow(i + 1, hour, hours));
  const month = new TZDate(windows[0]!.startTime, TIME_ZONE).getMonth();
  const plain = windows.filter((w) => {
    const day = new TZDate(w.startTime, TIME_ZONE);
    const midnight = new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), 0, 0, 0, TIME_ZONE);
    const wholeDay = [new Date(midnight.getTime()), new Date(midnight.getTime() + 24 * 3600_000)] as const;
    return day.getMonth() === month && restrictedPeriodsOverlapping(...wholeDay).length === 0;
  });
  if (plain.length < count) throw new Error(`next month has only ${plain.length} plain days`);
  return plain.slice(0, count);
}

/** A window `hours` long starting `hoursAfterCandles` after candle lighting of the next Shabbat at least two days away. */
export function shabbatWindow(hoursAfterCandles = 14, hours = 3): { startTime: string; endTime: string } {
  const from = new Date(Date.now() + 2 * 86_400_000);
  const shabbat = restrictedPeriodsOverlapping(from, new Date(from.getTime() + 60 * 86_400_000)).find((p) => p.name === 'Shabbat')!;
  const start = shabbat.candleLighting.getTime() + hoursAfterCandles * 3600_000;
  return { startTime: new Date(start).toISOString(), endTime: new Date(start + hours * 3600_000).toISOString() };
}
