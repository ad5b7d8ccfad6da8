import { HDate } from '@hebcal/core';
import { addDays } from 'date-fns';
import type { HebrewCalendarRepository } from './hebrew-calendar.repository.ts';
import { holidaysOfYear } from './holidays-of-year.ts';
import { DEFAULT_OFFSETS, nextRestrictedPeriod, restrictedPeriodsOverlapping, type RestrictedOffsets, type RestrictedPeriod } from './restricted-periods.ts';
import { badRequest, said } from '../../http-errors.ts';

const DEFAULT_RANGE_DAYS = 30;
/** The longest range one call answers: ten years of Shabbatot and festivals is ~700 periods. */
const MAX_RANGE_YEARS = 10;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

export const toPeriod = (p: RestrictedPeriod) => ({
  name: p.name,
  hebrewName: p.hebrewName,
  candleLighting: p.candleLighting.toISOString(),
  havdalah: p.havdalah.toISOString(),
  restrictedStart: p.start.toISOString(),
  restrictedEnd: p.end.toISOString(),
});

export function createHebrewCalendarService(
  repository: HebrewCalendarRepository,
  offsets: () => RestrictedOffsets = () => DEFAULT_OFFSETS,
  now: () => Date = () => new Date(),
) {
  const range = (q: { startDate?: string | undefined; endDate?: string | undefined }) => {
    const start = q.startDate ?? isoDay(now());
    const end = q.endDate ?? isoDay(addDays(new Date(start), DEFAULT_RANGE_DAYS));
    if (Number(end.slice(0, 4)) - Number(start.slice(0, 4)) >= MAX_RANGE_YEARS) {
      throw badRequest(said('hebrewCalendar.rangeTooLong', { years: MAX_RANGE_YEARS }));
    }
    return { start, end };
  };
  return {
    async holidays(q: { startDate?: string | undefined; endDate?: string | undefined }) {
      const { start, end } = range(q);
      // The Hebrew date said in Hebrew too ("כ״ה כסלו תשפ״ז"), worked out from the day (no column).
      return (await repository.between(start, end)).map((h) => ({
        ...h,
        hebrewDateHe: new HDate(new Date(`${h.gregorianDate}T12:00:00Z`)).renderGematriya(true),
      }));
    },
    /** Shabbatot and festivals with candle lighting, havdalah and the restricted period (Beit Shemesh). */
    shabbatUpcoming(q: { startDate?: string | undefined; endDate?: string | undefined }) {
      const { start, end } = range(q);
      return restrictedPeriodsOverlapping(new Date(`${start}T00:00:00Z`), new Date(`${end}T23:59:59Z`), offsets()).map(toPeriod);
    },
    shabbatThisWeek() {
      const next = nextRestrictedPeriod(now(), offsets());
      return next ? [toPeriod(next)] : [];
    },
    nextShabbatInfo() {
      return toPeriod(nextRestrictedPeriod(now(), offsets())!);
    },
    async sync(year: number) {
      return { success: true as const, year, holidays: await repository.upsertMany(holidaysOfYear(year)) };
    },
    async initialize() {
      const year = now().getUTCFullYear();
      const years = [year, year + 1];
      let count = 0;
      for (const y of years) count += await repository.upsertMany(holidaysOfYear(y));
      return { success: true as const, years, holidays: count };
    },
  };
}
export type HebrewCalendarService = ReturnType<typeof createHebrewCalendarService>;
