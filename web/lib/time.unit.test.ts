import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hebrewDate } from './hebrew-date.ts';
import { compileCatalogue } from './i18n/compile-catalogue.ts';
import { initI18n, setLanguage } from './i18n/index.ts';
import { catalogueSource } from './i18n/test-catalogues.ts';
import { formatMoment } from './server-texts.ts';
import { bookingRange, calendarDate, formatEventTime, formatNotificationTime, relativeTime } from './time.ts';

beforeAll(() =>
  initI18n({
    language: 'en',
    resources: { en: { translation: compileCatalogue(catalogueSource('en')) }, he: { translation: compileCatalogue(catalogueSource('he')) } },
  }),
);

describe('times shown in Asia/Jerusalem', () => {
  it("formats a notification time like 'Jan 05, 14:30' in Jerusalem winter and summer time", () => {
    expect(formatNotificationTime('2026-01-05T12:30:00Z')).toBe('Jan 05, 14:30');
    expect(formatNotificationTime('2026-07-05T12:30:00Z')).toBe('Jul 05, 15:30');
  });

  it("formats a calendar event's moment like 'Mar 05, 2027 14:30' (docs/spec/admin-app.md 9.6)", () => {
    expect(formatEventTime('2027-03-05T12:30:00Z')).toBe('Mar 05, 2027 14:30');
    expect(formatEventTime('2026-07-05T21:05:00Z')).toBe('Jul 06, 2026 00:05');
  });

  it('says Just now, minutes, hours, then a date', () => {
    const now = new Date('2026-03-10T12:00:00Z');
    expect(relativeTime('2026-03-10T11:59:30Z', now)).toBe('Just now');
    expect(relativeTime('2026-03-10T11:15:00Z', now)).toBe('45m ago');
    expect(relativeTime('2026-03-10T02:00:00Z', now)).toBe('10h ago');
    expect(relativeTime('2026-03-08T10:00:00Z', now)).toBe('Mar 08, 2026');
  });

  it("labels booking ranges 'Today, ', 'Tomorrow, ' or with the month and day, in 12-hour time", () => {
    const now = new Date('2026-03-10T10:00:00Z');
    expect(bookingRange('2026-03-10T14:00:00Z', '2026-03-10T18:30:00Z', now)).toBe('Today, 4:00 PM – 8:30 PM');
    expect(bookingRange('2026-03-11T06:00:00Z', '2026-03-11T10:00:00Z', now)).toBe('Tomorrow, 8:00 AM – 12:00 PM');
    expect(bookingRange('2026-03-15T06:00:00Z', '2026-03-15T10:00:00Z', now)).toBe('Mar 15, 8:00 AM – 12:00 PM');
  });

  it('says the end day of a range that crosses midnight, and midnight itself as midnight', () => {
    const now = new Date('2026-03-10T04:37:00Z');
    expect(bookingRange('2026-03-10T04:45:00Z', '2026-03-10T22:00:00Z', now)).toBe('Today, 6:45 AM – midnight');
    expect(bookingRange('2026-03-10T20:00:00Z', '2026-03-11T04:00:00Z', now)).toBe('Today, 10:00 PM – Tomorrow, 6:00 AM');
    expect(bookingRange('2026-03-14T20:00:00Z', '2026-03-16T04:00:00Z', now)).toBe('Mar 14, 10:00 PM – Mar 16, 6:00 AM');
  });

  it('shows a calendar date as the same day whatever the time zone', () => {
    expect(calendarDate('2027-03-05')).toBe('Mar 5, 2027');
    expect(calendarDate('2026-12-31')).toBe('Dec 31, 2026');
  });
});

describe('times shown in Hebrew', () => {
  beforeAll(() => setLanguage('he'));
  afterAll(() => setLanguage('en'));

  it('counts minutes and hours in Hebrew plural forms', () => {
    const now = new Date('2026-03-10T12:00:00Z');
    expect(relativeTime('2026-03-10T11:59:30Z', now)).toBe('עכשיו');
    expect(relativeTime('2026-03-10T11:59:00Z', now)).toBe('לפני דקה');
    expect(relativeTime('2026-03-10T11:58:00Z', now)).toBe('לפני שתי דקות');
    expect(relativeTime('2026-03-10T11:15:00Z', now)).toBe('לפני 45 דקות');
    expect(relativeTime('2026-03-10T10:00:00Z', now)).toBe('לפני שעתיים');
  });

  it('says days and times the Israeli way: 24-hour clock, Hebrew month names, Jerusalem time', () => {
    const now = new Date('2026-03-10T10:00:00Z');
    expect(bookingRange('2026-03-10T14:00:00Z', '2026-03-10T18:30:00Z', now)).toBe('היום, 16:00 – 20:30');
    expect(bookingRange('2026-03-10T20:00:00Z', '2026-03-11T04:00:00Z', now)).toBe('היום, 22:00 – מחר, 06:00');
    expect(bookingRange('2026-03-15T06:00:00Z', '2026-03-15T10:00:00Z', now)).toBe('15 במרץ, 08:00 – 12:00');
    expect(formatNotificationTime('2026-07-05T12:30:00Z')).toBe('5 ביולי, 15:30');
    expect(calendarDate('2027-03-05')).toBe('5 במרץ 2027');
  });

  it('writes the Hebrew date of the day in Jerusalem in Hebrew numerals', () => {
    // 22:30 UTC on 24 Nov is already 25 Nov in Jerusalem: ט״ו בכסלו.
    expect(hebrewDate('2026-11-24T22:30:00Z')).toBe('ט״ו כסלו תשפ״ז');
    expect(formatMoment('2026-11-24T22:30:00Z')).toBe('יום ד׳, 25 בנוב׳ 2026, 00:30');
  });
});

describe('Hebrew dates in English', () => {
  it('names the Hebrew month and year', () => {
    expect(hebrewDate('2026-11-24T22:30:00Z')).toBe('15th of Kislev, 5787');
    expect(formatMoment('2026-11-24T22:30:00Z')).toBe('Wed, 25 Nov 2026, 00:30');
  });
});
