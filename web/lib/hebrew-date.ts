import { HDate } from '@hebcal/hdate';
import { currentLanguage } from './i18n/index.ts';
import { localDate } from './time.ts';

// Its own module: @hebcal/hdate loads with the screens that show Hebrew dates, not with the login page.
/**
 * The Hebrew calendar date of a moment's day in Jerusalem: 'ט״ו כסלו תשפ״ז' in Hebrew, '15th of
 * Kislev, 5787' in English (docs/decisions/020: Hebrew dates beside Gregorian ones on booking details).
 */
export function hebrewDate(iso: string): string {
  const [year, month, day] = localDate(new Date(iso)).split('-').map(Number) as [number, number, number];
  const date = new HDate(new Date(year, month - 1, day));
  return currentLanguage() === 'he' ? date.renderGematriya(true) : date.render('en');
}
