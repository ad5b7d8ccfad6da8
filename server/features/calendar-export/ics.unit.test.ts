import { describe, expect, it } from 'vitest';
import { icsCalendar } from './ics.ts';

const event = {
  uid: 'booking-41@medfleet.test',
  start: new Date('2027-01-10T18:00:00Z'),
  end: new Date('2027-01-11T06:00:00Z'),
  summary: 'A3, night shift',
  description: 'Notes; with a comma, and\r\nBEGIN:VEVENT on a new line',
  location: 'Beit Shemesh station',
  status: 'CONFIRMED' as const,
  updatedAt: new Date('2026-11-20T10:00:00Z'),
  sequence: 2,
  reminder: (minutes: number) => `A3 in ${minutes} minutes`,
};

describe('the .ics of a booking', () => {
  const ics = icsCalendar('MedFleet', [event]);

  it('is an RFC 5545 calendar: CRLF lines, one event with its times in UTC and its sequence', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
    expect(ics).toContain('DTSTART:20270110T180000Z\r\n');
    expect(ics).toContain('DTEND:20270111T060000Z\r\n');
    expect(ics).toContain('SEQUENCE:2\r\n');
    expect(ics.split('\r\n').filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
  });

  it("escapes a member's text so that it can never start a property of its own", () => {
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain('DESCRIPTION:Notes\\; with a comma\\, and\\nBEGIN:VEVENT on a new line');
    expect(unfolded).toContain('SUMMARY:A3\\, night shift');
  });

  it('folds lines longer than 75 octets, Hebrew counted in bytes', () => {
    const long = icsCalendar('MedFleet', [{ ...event, description: 'משמרת לילה '.repeat(20) }]);
    for (const line of long.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
  });

  it('reminds 15 minutes and an hour before the start', () => {
    expect(ics).toContain('TRIGGER:-PT15M');
    expect(ics).toContain('TRIGGER:-PT60M');
  });
});
