import { flags, HebrewCalendar } from '@hebcal/core';
import type { NewHoliday } from './hebrew-calendar.repository.ts';

function typeOf(mask: number): NewHoliday['holidayType'] {
  if (mask & flags.CHAG) return 'major';
  if (mask & (flags.MAJOR_FAST | flags.MINOR_FAST)) return 'fast';
  if (mask & (flags.SPECIAL_SHABBAT | flags.MODERN_HOLIDAY | flags.MINOR_HOLIDAY | flags.ROSH_CHODESH)) return 'special';
  if (mask & flags.LIGHT_CANDLES) return 'candle_lighting';
  return 'other';
}

/** The Jewish holidays of a Gregorian year, Israel schedule, one row per day (@hebcal/core). */
export function holidaysOfYear(year: number): NewHoliday[] {
  const events = HebrewCalendar.calendar({ year, isHebrewYear: false, il: true, noRoshChodesh: false });
  return events
    .filter((e) => !(e.getFlags() & (flags.DAF_YOMI | flags.OMER_COUNT | flags.PARSHA_HASHAVUA | flags.SHABBAT_MEVARCHIM)))
    .map((e) => {
      const mask = e.getFlags();
      const greg = e.getDate().greg();
      const iso = `${greg.getFullYear()}-${String(greg.getMonth() + 1).padStart(2, '0')}-${String(greg.getDate()).padStart(2, '0')}`;
      return {
        holidayName: e.render('he'),
        holidayNameEn: e.render('en'),
        holidayType: typeOf(mask),
        gregorianDate: iso,
        hebrewDate: e.getDate().render('en'),
        durationDays: 1,
        workRestrictions: Boolean(mask & flags.CHAG),
        description: e.memo || null,
      };
    });
}
