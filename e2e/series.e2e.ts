import { describe, expect, it } from 'vitest';
import { accessibilityProblems } from './support/axe.ts';
import { browserSession, screenshot } from './support/browser.ts';
import { inLanguage } from './support/language.ts';
import { aMember, aVehicleOfOurOwn, ordinaryDate, signInAs } from './support/member.ts';

const session = browserSession({ viewport: { width: 1280, height: 1000 } });
const TEXTS = {
  en: {
    book: (v: string) => `Book ${v}`,
    viewDate: 'View date',
    startTime: 'Start time',
    fourHours: '4h',
    repeat: 'Repeat every week',
    weeks: /^For how many weeks/,
    create: 'Create Booking',
    made: (v: string) => new RegExp(`^3 bookings of \\W?${v}\\W? made$`),
    reservations: 'My Reservations',
    cancelFromHere: 'Cancel this and later repeats',
    confirm: 'Confirm: cancel this and later repeats',
    cancelled: '2 bookings of the series cancelled',
  },
  he: {
    book: (v: string) => `הזמנת ${v}`,
    viewDate: 'תאריך לתצוגה',
    startTime: 'שעת התחלה',
    fourHours: '4 ש׳',
    repeat: 'לחזור כל שבוע',
    weeks: /^למשך כמה שבועות/,
    create: 'יצירת הזמנה',
    // The vehicle's number is isolated from the Hebrew around it (invisible marks).
    made: (v: string) => new RegExp(`^3 הזמנות של \\W?${v}\\W? נוצרו$`),
    reservations: 'ההזמנות שלי',
    cancelFromHere: 'ביטול זו והחזרות שאחריה',
    confirm: 'אישור: ביטול זו והחזרות שאחריה',
    cancelled: '2 הזמנות מהסדרה בוטלו',
  },
} as const;

describe('a weekly series', () => {
  for (const language of ['en', 'he'] as const) {
    it(`is booked from Book Vehicle and cancelled from an occurrence on, in ${language === 'en' ? 'English' : 'Hebrew'}`, async () => {
      const { page } = session;
      const say = TEXTS[language];
      const vehicle = await aVehicleOfOurOwn('SER');
      const member = await aMember(['driver']);
      await signInAs(page, member.email);
      await inLanguage(page, language);

      await page.getByRole('button', { name: say.book(vehicle) }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(say.viewDate).fill(ordinaryDate(language === 'en' ? 20 : 40));
      await dialog.getByLabel(say.startTime).fill('08:00');
      await dialog.getByRole('button', { name: say.fourHours, exact: true }).click();
      await dialog.getByLabel(say.repeat).check();
      await dialog.getByLabel(say.weeks).fill('3');
      await screenshot(page, `140-${language}-series`);
      await dialog.getByRole('button', { name: say.create }).click();
      await page.getByText(say.made(vehicle)).waitFor();
      await dialog.waitFor({ state: 'detached' });

      await page.getByRole('tab', { name: say.reservations }).click();
      const rows = page.getByTestId('reservation').filter({ hasText: vehicle });
      await rows.nth(2).waitFor();
      expect(await rows.count()).toBe(3);
      await rows.nth(1).getByRole('button', { name: say.cancelFromHere }).click();
      await rows.nth(1).getByRole('button', { name: say.confirm }).click();
      await page.getByText(say.cancelled).waitFor();
      expect(await accessibilityProblems(page)).toEqual([]);
    });
  }
});
