import { flags, HebrewCalendar, Location, type Event } from '@hebcal/core';

/** A span in which bookings need an admin's approval (docs/architecture.md: Shabbat and yom tov). */
export interface RestrictedPeriod {
  start: Date;
  end: Date;
  /** 'Shabbat', or the festival's name, e.g. 'Rosh Hashana 5787'. */
  name: string;
  /** The same in Hebrew: 'שבת', 'ראש השנה 5787'. */
  hebrewName: string;
  candleLighting: Date;
  havdalah: Date;
}

/** How long before candle lighting a period starts and after havdalah it ends (the settings; docs/architecture.md: 3 h and 1 h). */
export interface RestrictedOffsets {
  hoursBefore: number;
  hoursAfter: number;
}
export const DEFAULT_OFFSETS: RestrictedOffsets = { hoursBefore: 3, hoursAfter: 1 };
const BEIT_SHEMESH = new Location(31.747, 34.9881, true, 'Asia/Jerusalem', 'Beit Shemesh', 'IL');

const periodsByYear = new Map<number, RestrictedPeriod[]>();

/**
 * Every restricted period of a Gregorian year (plus its edges), from candle lighting to havdalah
 * (the offsets are added when asked), Israel schedule, Beit Shemesh times. Consecutive days (Shabbat next to a
 * festival) make one period.
 */
function periodsOfYear(year: number): RestrictedPeriod[] {
  const cached = periodsByYear.get(year);
  if (cached) return cached;
  const events = HebrewCalendar.calendar({
    start: new Date(Date.UTC(year - 1, 11, 20)),
    end: new Date(Date.UTC(year + 1, 0, 10)),
    location: BEIT_SHEMESH,
    il: true,
    candlelighting: true,
    noMinorFast: true,
    noModern: true,
    noRoshChodesh: true,
    noSpecialShabbat: true,
  });
  const periods: RestrictedPeriod[] = [];
  let open: { candles: Date; names: { en: string; he: string }[] } | undefined;
  for (const event of events) {
    const time = timeOf(event);
    const desc = event.getDesc();
    if (desc === 'Candle lighting') {
      if (time && !open) open = { candles: time, names: [] };
    } else if (desc === 'Havdalah') {
      if (!time || !open) continue;
      const name = open.names.find((n) => !n.en.startsWith('Erev')) ?? { en: 'Shabbat', he: 'שבת' };
      periods.push({
        start: open.candles,
        end: time,
        name: name.en,
        hebrewName: name.he,
        candleLighting: open.candles,
        havdalah: time,
      });
      open = undefined;
    } else if (open && event.getFlags() & flags.CHAG) {
      open.names.push({ en: event.render('en'), he: event.render('he-x-NoNikud') });
    }
  }
  periodsByYear.set(year, periods);
  return periods;
}

function timeOf(event: Event): Date | undefined {
  const time = (event as Event & { eventTime?: Date }).eventTime;
  return time instanceof Date ? time : undefined;
}

const withOffsets = (p: RestrictedPeriod, o: RestrictedOffsets): RestrictedPeriod => ({
  ...p,
  start: new Date(p.candleLighting.getTime() - o.hoursBefore * 3600_000),
  end: new Date(p.havdalah.getTime() + o.hoursAfter * 3600_000),
});

/** The restricted periods that overlap [start, end). */
export function restrictedPeriodsOverlapping(start: Date, end: Date, offsets: RestrictedOffsets = DEFAULT_OFFSETS): RestrictedPeriod[] {
  const years: number[] = [];
  for (let year = start.getUTCFullYear(); year <= end.getUTCFullYear(); year++) years.push(year);
  const seen = new Set<number>();
  // Every booking asks: only the periods that meet the window are made with their offsets.
  const [before, after] = [offsets.hoursBefore * 3600_000, offsets.hoursAfter * 3600_000];
  return years
    .flatMap(periodsOfYear)
    .filter((p) => {
      const [from, until] = [p.candleLighting.getTime() - before, p.havdalah.getTime() + after];
      return from < end.getTime() && until > start.getTime() && !seen.has(p.candleLighting.getTime()) && seen.add(p.candleLighting.getTime());
    })
    .map((p) => withOffsets(p, offsets));
}

/** The first restricted period that has not ended at `now`. */
export function nextRestrictedPeriod(now: Date, offsets: RestrictedOffsets = DEFAULT_OFFSETS): RestrictedPeriod | undefined {
  return [...periodsOfYear(now.getUTCFullYear()), ...periodsOfYear(now.getUTCFullYear() + 1)].map((p) => withOffsets(p, offsets)).find((p) => p.end > now);
}
