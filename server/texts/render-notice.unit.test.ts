import { describe, expect, it } from 'vitest';
import { NOTICES_EN, type NoticeText } from './notices.en.ts';
import { renderNotice, renderText } from './render-notice.ts';
import { LANGUAGES } from '../../contract/constants.ts';

/** Every parameter any notice reads. */
const EVERYTHING = {
  bookingId: 7,
  vehicle: 'A3',
  start: '2026-11-27T15:00:00.000Z',
  end: '2026-11-27T19:00:00.000Z',
  from: '2026-11-27T11:00:00.000Z',
  until: '2026-11-28T16:00:00.000Z',
  member: 'Tamar Friedman',
  receiver: 'Avi Levi',
  wasVehicle: 'A4',
  wasStart: '2026-11-26T15:00:00.000Z',
  admin: 'Dispatch',
  reason: 'Shift change',
  note: 'Bring the keys back',
  notes: 'Scratch on the door',
  status: 'approved',
  code: 'K7PX3M',
  codeState: 'valid',
  change: 'verified',
  type: 'EMT',
  'type.he': 'חובש/ת',
  seat: 'medic',
  'seat.he': 'חובש/ת',
  seatKey: 'medic',
  minutes: 30,
  count: 3,
  pending: 1,
  hours: '40',
  days: 20,
  date: '2026-12-14',
  month: '2026-11',
  period: 'Shabbat',
  'period.he': 'שבת',
  overrideType: 'shabbat',
  location: 'Ramat Beit Shemesh',
  injuries: 'no',
  maintenance: 'yes',
  documentType: 'license_scan',
  speed: 54,
  place: 'Nahal Sorek',
  kind: 'event',
  detail: 'Brake check',
  email: 'tamar@example.org',
  service: 'MedFleet',
  by: 'check',
  program: 'Oil service',
  item: 'Defibrillator pads',
  'item.he': 'מדבקות דפיברילטור',
  critical: 'yes',
  'program.he': 'טיפול שמן',
  state: 'due_soon',
  kmLeft: 800,
  failed: 'Defibrillator',
  restock: 'Gloves and masks',
  restockGiven: 'yes',
  workOrderId: 12,
  link: 'https://medfleet.example/confirm-email#token=abc',
};

describe('notices as data', () => {
  it('renders every notice in every language with nothing left unfilled', () => {
    for (const language of LANGUAGES) {
      for (const key of Object.keys(NOTICES_EN) as NoticeText[]) {
        const { title, message } = renderNotice(key, EVERYTHING, language);
        expect(`${title} ${message}`, `${language} ${key}`).not.toMatch(/[{}]/);
      }
    }
  });

  it('says a booking’s span and times in the reader’s language, always in Jerusalem time', () => {
    expect(renderNotice('booking.confirmed', EVERYTHING, 'en').message).toBe('A3 is yours, Fri 27 Nov 2026, 17:00 – 21:00.');
    expect(renderNotice('booking.confirmed', EVERYTHING, 'he').message).toBe('A3 שמור לך, יום ו׳, 27 בנוב׳ 2026, 17:00 – 21:00.');
    expect(renderNotice('warning.restricted', EVERYTHING, 'he').title).toBe('בקרוב: שבת');
    expect(renderNotice('licence.expiresSoon', EVERYTHING, 'he').message).toContain('ב-14.12.2026');
  });

  it('counts in each language’s plural forms', () => {
    const reminder = (minutes: number, language: 'en' | 'he') => renderNotice('reminder.booking', { ...EVERYTHING, minutes }, language).message;
    expect(reminder(1, 'en')).toMatch(/starts in 1 minute\.$/);
    expect(reminder(15, 'en')).toMatch(/starts in 15 minutes\.$/);
    expect(reminder(1, 'he')).toMatch(/מתחילה בעוד דקה\.$/);
    expect(reminder(2, 'he')).toMatch(/מתחילה בעוד שתי דקות\.$/);
    expect(reminder(15, 'he')).toMatch(/מתחילה בעוד 15 דקות\.$/);
  });

  it('leaves out what was not given and chooses the words of a kind', () => {
    expect(renderNotice('booking.approved', { ...EVERYTHING, note: '' }, 'en').message).toBe('A3, Fri 27 Nov 2026, 17:00 – 21:00, was approved by Dispatch.');
    expect(renderNotice('document.reviewed', EVERYTHING, 'en')).toEqual({
      title: 'Document approved',
      message: 'Your licence scan for A3 was approved. Notes: Scratch on the door',
    });
    expect(renderNotice('document.reviewed', { ...EVERYTHING, status: 'rejected' }, 'he').message).toBe('סריקת הרישיון שלך נדחתה. הערות: Scratch on the door');
  });
});

describe('a text that only looks like a moment', () => {
  it.each(['2026-02-30T99:99', '2026-13-45', '2026-11-27T15:00 is when I come', '2026-02-30'])('stays as written, never an error: %s', (text) => {
    for (const language of LANGUAGES) expect(renderText(language, 'Reason: {reason}', { reason: text })).toBe(`Reason: ${text}`);
  });

  it('while a real instant is written in the language', () => {
    expect(renderText('en', '{at}', { at: '2026-11-27T15:00:00.000Z' })).toBe('Fri 27 Nov 2026, 17:00');
  });
});
