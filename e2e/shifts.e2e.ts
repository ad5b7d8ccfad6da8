import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessibilityProblems } from './support/axe.ts';
import { browserSession, screenshot } from './support/browser.ts';
import { inLanguage } from './support/language.ts';
import { aMember, aVehicleOfOurOwn, bookThroughApi, ordinaryDate, signInAs } from './support/member.ts';
import { ordinaryWindow } from '../server/test-support/booking-windows.ts';

const session = browserSession({ viewport: { width: 1280, height: 1000 } });

const TEXTS = {
  en: {
    book: (v: string) => `Book ${v}`,
    viewDate: 'View date',
    startTime: 'Start time',
    fourHours: '4h',
    create: 'Create Booking',
    waitFor: (v: string) => new RegExp(`^Wait for \\W?${v}\\W?$`),
    joined: 'You are number 1 in line',
    reservations: 'My Reservations',
    accept: 'Accept',
    booked: (v: string) => new RegExp(`^Booked: \\W?${v}\\W? is yours$`),
    handOver: 'Hand over',
    offer: 'Offer the shift',
    offered: 'Shift offered',
    take: 'Take the shift',
    taken: "The shift is yours, or waits for an admin's approval",
  },
  he: {
    book: (v: string) => `הזמנת ${v}`,
    viewDate: 'תאריך לתצוגה',
    startTime: 'שעת התחלה',
    fourHours: '4 ש׳',
    create: 'יצירת הזמנה',
    waitFor: (v: string) => new RegExp(`^המתנה ל-\\W?${v}\\W?$`),
    joined: 'אתם מספר 1 בתור',
    reservations: 'ההזמנות שלי',
    accept: 'אישור',
    booked: (v: string) => new RegExp(`^הוזמן: \\W?${v}\\W? שלכם$`),
    handOver: 'העברת משמרת',
    offer: 'הצעת המשמרת',
    offered: 'המשמרת הוצעה',
    take: 'לקחת את המשמרת',
    taken: 'המשמרת שלך, או ממתינה לאישור מנהל',
  },
} as const;

/** Cancels the signed-in member's booking through the API, as the Cancel button would. */
const cancelThroughApi = (page: Page, id: number) =>
  page.evaluate(async (bookingId) => {
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem('auth_token')}` };
    return (await fetch(`/api/bookings/${bookingId}/cancel`, { method: 'POST', headers, body: '{}' })).status;
  }, id);

describe('shifts over weeks', () => {
  for (const language of ['en', 'he'] as const) {
    it(`a taken vehicle is waited for, offered when it frees and accepted; the shift is then handed to anyone who takes it, in ${language === 'en' ? 'English' : 'Hebrew'}`, async () => {
      const { page } = session;
      const say = TEXTS[language];
      const day = language === 'en' ? 25 : 45;
      const vehicle = await aVehicleOfOurOwn('SH');
      const [holder, waiter, taker] = await Promise.all([aMember(['driver']), aMember(['driver']), aMember(['driver'])]);

      await signInAs(page, holder.email);
      const held = await bookThroughApi(page, vehicle, ordinaryWindow(day));

      await signInAs(page, waiter.email);
      await inLanguage(page, language);
      await page.getByRole('button', { name: say.book(vehicle) }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(say.viewDate).fill(ordinaryDate(day));
      await dialog.getByLabel(say.startTime).fill('08:00');
      await dialog.getByRole('button', { name: say.fourHours, exact: true }).click();
      await dialog.getByRole('button', { name: say.create }).click();
      await dialog.getByTestId('join-waitlist').waitFor();
      await screenshot(page, `160-${language}-waitlist-offer`);
      await dialog.getByRole('button', { name: say.waitFor(vehicle) }).click();
      await page.getByText(say.joined, { exact: true }).waitFor();
      await dialog.waitFor({ state: 'detached' });

      await signInAs(page, holder.email);
      expect(await cancelThroughApi(page, held.id)).toBe(200);

      await signInAs(page, waiter.email);
      await inLanguage(page, language);
      await page.getByRole('tab', { name: say.reservations }).click();
      const place = page.getByTestId('waitlist-place').filter({ hasText: vehicle });
      await screenshot(page, `161-${language}-waitlist-offered`);
      await place.getByRole('button', { name: say.accept, exact: true }).click();
      await page.getByText(say.booked(vehicle)).waitFor();
      const reservation = page.getByTestId('reservation').filter({ hasText: vehicle });
      await reservation.getByRole('button', { name: say.handOver }).click();
      await page.getByRole('dialog').getByRole('button', { name: say.offer }).click();
      await page.getByText(say.offered, { exact: true }).waitFor();
      expect(await accessibilityProblems(page)).toEqual([]);

      await signInAs(page, taker.email);
      await inLanguage(page, language);
      await page.getByRole('tab', { name: say.reservations }).click();
      await screenshot(page, `162-${language}-handover`);
      await page.getByTestId('handover').filter({ hasText: vehicle }).getByRole('button', { name: say.take }).click();
      await page.getByText(say.taken, { exact: true }).waitFor();
      await page.getByTestId('reservation').filter({ hasText: vehicle }).waitFor();
    });
  }
});
