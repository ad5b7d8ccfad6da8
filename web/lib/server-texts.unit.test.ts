import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from './api.ts';
import { compileCatalogue } from './i18n/compile-catalogue.ts';
import { initI18n, personName, setLanguage } from './i18n/index.ts';
import { catalogueSource } from './i18n/test-catalogues.ts';
import { formerMemberName } from '../../contract/constants.ts';

beforeAll(() =>
  initI18n({
    language: 'en',
    resources: { en: { translation: compileCatalogue(catalogueSource('en')) }, he: { translation: compileCatalogue(catalogueSource('he')) } },
  }),
);

/** A refusal as the server sends it (server/plugins/errors.plugin.ts). */
const refusal = (body: object) => new ApiError(409, JSON.stringify(body));
const taken = {
  message: 'A3 is already booked from Wed 25 Nov 2026, 08:00 to Wed 25 Nov 2026, 12:00.',
  code: 'VEHICLE_TAKEN',
  messageKey: 'booking.vehicleTaken',
  params: { vehicle: 'A3', from: '2026-11-25T06:00:00.000Z', until: '2026-11-25T10:00:00.000Z' },
};

describe('what the server refuses, in English', () => {
  it("shows the server's own English message", () => {
    expect(refusal(taken).serverMessage).toBe(taken.message);
  });

  it('keeps a message the catalogue does not know', () => {
    expect(refusal({ message: 'Something new.', messageKey: 'no.such.key', params: {} }).serverMessage).toBe('Something new.');
  });
});

describe('what the server refuses, in Hebrew', () => {
  beforeAll(() => setLanguage('he'));
  afterAll(() => setLanguage('en'));

  it('says a refusal from its key, its moments written the Israeli way', () => {
    expect(refusal(taken).serverMessage).toBe('A3 כבר מוזמן מ-יום ד׳, 25 בנוב׳ 2026, 08:00 עד יום ד׳, 25 בנוב׳ 2026, 12:00.');
  });

  it('counts what is left in Hebrew plural forms', () => {
    const wrong = (attemptsLeft: number) =>
      refusal({ message: 'Wrong immobilizer code for A3.', messageKey: 'immobilizer.wrongCode', params: { vehicle: 'A3', attemptsLeft } }).serverMessage;
    expect(wrong(1)).toBe('קוד אימובילייזר שגוי ל-A3. נשאר ניסיון אחד.');
    expect(wrong(2)).toBe('קוד אימובילייזר שגוי ל-A3. נשארו שני ניסיונות.');
    expect(wrong(4)).toBe('קוד אימובילייזר שגוי ל-A3. נשארו 4 ניסיונות.');
  });

  it('uses the Hebrew of a parameter when the server gives one', () => {
    const closed = refusal({
      message: 'Bookings in Shabbat …',
      messageKey: 'booking.periodClosed',
      params: { period: 'Shabbat', 'period.he': 'שבת', from: '2026-11-27T14:00:00Z', until: '2026-11-28T16:00:00Z' },
    });
    expect(closed.serverMessage).toMatch(/^ההזמנות בשבת, מ-יום ו׳, 27 בנוב׳ 2026, 16:00 עד/);
  });

  it("translates the contract's field messages and leaves unknown ones in English", () => {
    const invalid = new ApiError(400, JSON.stringify({ message: 'Invalid request', fields: { location: 'Location is required', other: 'Something new' } }));
    expect(invalid.fields).toEqual({ location: 'נא לציין מקום', other: 'Something new' });
  });

  it('names an erased member in Hebrew, and anyone else by their own name', () => {
    expect(personName(formerMemberName(12))).toBe('חבר/ה לשעבר #12');
    expect(personName('Noa Ronen')).toBe('Noa Ronen');
  });

  it('translates a field message a helper built from the field name', () => {
    const invalid = new ApiError(400, JSON.stringify({ message: 'Invalid request', fields: { firstName: 'First name is at most 100 characters' } }));
    expect(invalid.fields).toEqual({ firstName: 'שם פרטי: עד 100 תווים' });
  });
});
