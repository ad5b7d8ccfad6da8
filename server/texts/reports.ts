import type { Language } from '../../contract/constants.ts';
import type { ReportName } from '../../contract/reports.contract.ts';

/** The reports' titles, column names and the words in their cells, in the reader's language. */
export interface ReportWords {
  titles: Record<ReportName, string>;
  columns: Record<string, string>;
  speeding: (topKmh: number, limitKmh: number) => string;
  night: (minutes: number, runs: number) => string;
  kinds: { speeding: string; night: string };
  /** A vehicle category as the app names it in this language. */
  category: (category: string) => string;
  range: (from: string, to: string) => string;
  empty: string;
}

/** The categories' Hebrew names, as the app's catalogue (web/lib/i18n/locales/he.icu) gives them. */
const HEBREW_CATEGORIES: Record<string, string> = {
  Ambulances: 'אמבולנסים',
  'ALS Vehicle': 'ניידת טיפול נמרץ',
  'BLS Vehicles': 'רכבי BLS',
  Transport: 'הסעות',
  Support: 'רכבי תמיכה',
};

export const REPORT_WORDS: Record<Language, ReportWords> = {
  en: {
    titles: {
      'volunteer-hours': 'Volunteer hours per member per month',
      'vehicle-use': 'Vehicle use',
      'no-shows': 'No-shows',
      checks: 'Start-of-shift checks',
      infractions: 'Speeding and night-rest infractions',
      speeding: 'Speeding above the limit',
      'night-rest': 'Movement in the night rest (22:00–06:00)',
    },
    columns: {
      month: 'Month',
      member: 'Member',
      email: 'E-mail',
      seat: 'Seat',
      shifts: 'Shifts',
      hours: 'Hours',
      vehicle: 'Vehicle',
      category: 'Category',
      bookings: 'Bookings',
      hoursBooked: 'Hours booked',
      km: 'km driven',
      idleHours: 'Idle hours',
      usePercent: 'Use %',
      start: 'Start',
      end: 'End',
      done: 'Checks done',
      passed: 'Passed',
      failed: 'Failed',
      kind: 'Infraction',
      detail: 'Detail',
    },
    speeding: (top, limit) => `${top} km/h (limit ${limit})`,
    night: (minutes, runs) => `${minutes} min moving, ${runs} movement(s)`,
    kinds: { speeding: 'Speeding', night: 'Night rest' },
    category: (category) => category,
    range: (from, to) => `${from} to ${to}, times in Asia/Jerusalem`,
    empty: 'Nothing in these days.',
  },
  he: {
    titles: {
      'volunteer-hours': 'שעות מתנדבים לפי חבר ולפי חודש',
      'vehicle-use': 'שימוש ברכבים',
      'no-shows': 'אי-הגעות',
      checks: 'בדיקות תחילת משמרת',
      infractions: 'חריגות מהירות ומנוחת לילה',
      speeding: 'נסיעה מעל המהירות המותרת',
      'night-rest': 'תנועה בזמן מנוחת הלילה (22:00–06:00)',
    },
    columns: {
      month: 'חודש',
      member: 'חבר',
      email: 'דוא״ל',
      seat: 'מושב',
      shifts: 'משמרות',
      hours: 'שעות',
      vehicle: 'רכב',
      category: 'קטגוריה',
      bookings: 'הזמנות',
      hoursBooked: 'שעות מוזמנות',
      km: 'ק״מ שנסעו',
      idleHours: 'שעות ללא שימוש',
      usePercent: '% שימוש',
      start: 'התחלה',
      end: 'סיום',
      done: 'בדיקות שבוצעו',
      passed: 'עברו',
      failed: 'נכשלו',
      kind: 'חריגה',
      detail: 'פירוט',
    },
    speeding: (top, limit) => `${top} קמ״ש (מגבלה ${limit})`,
    night: (minutes, runs) => `${minutes} דק׳ בתנועה, ${runs} תנועות`,
    kinds: { speeding: 'מהירות', night: 'מנוחת לילה' },
    category: (category) => HEBREW_CATEGORIES[category] ?? category,
    range: (from, to) => `${from} עד ${to}, שעון ירושלים`,
    empty: 'אין נתונים בימים אלה.',
  },
};
