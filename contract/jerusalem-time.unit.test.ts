import { describe, expect, it } from 'vitest';
import { localDateOf, localInstant, localTimeOf } from './jerusalem-time.ts';

describe('Jerusalem wall-clock time', () => {
  it('reads the date and time of a moment, an instant or its ISO text, in winter and summer time', () => {
    expect(localDateOf(new Date('2026-11-30T22:30:00Z'))).toBe('2026-12-01');
    expect(localTimeOf('2026-11-30T22:30:00Z')).toBe('00:30');
    expect(localDateOf('2026-07-01T20:59:00Z')).toBe('2026-07-01');
    expect(localTimeOf(new Date('2026-07-01T20:59:00Z'))).toBe('23:59');
  });

  it('writes a year of fewer than four digits with its zeros', () => {
    const moment = new Date('0999-06-01T12:00:00Z');
    expect(localDateOf(moment)).toBe('0999-06-01');
  });

  it('turns a wall-clock time back into its instant', () => {
    const instant = localInstant('2027-03-26', 12);
    expect([localDateOf(instant), localTimeOf(instant)]).toEqual(['2027-03-26', '12:00']);
  });
});
