import { describe, expect, it } from 'vitest';
import { createPlausibilityFilter } from './plausibility.ts';

const at = (minutes: number, latitude: number, longitude: number) => ({ deviceTime: new Date(Date.UTC(2026, 10, 24, 8, minutes)), latitude, longitude });
const BEIT_SHEMESH = [31.747, 34.9881] as const;
const NEAR = [31.752, 34.99] as const;

describe('the plausibility filter of fixes', () => {
  it('refuses a jump no vehicle can make (3,000 km in a minute) and keeps the fixes on either side', () => {
    const filter = createPlausibilityFilter();
    expect(filter.accepts(1, at(0, ...BEIT_SHEMESH))).toBe(true);
    expect(filter.accepts(1, at(1, 2.5, 30.1))).toBe(false);
    expect(filter.accepts(1, at(2, ...NEAR))).toBe(true);
  });

  it('takes a jump within town, a fast drive, and each vehicle on its own', () => {
    const filter = createPlausibilityFilter();
    expect(filter.accepts(1, at(0, ...BEIT_SHEMESH))).toBe(true);
    expect(filter.accepts(1, at(0, ...NEAR))).toBe(true);
    // 31.8 km in 15 minutes is 127 km/h: fast, possible; the same in one minute is not.
    expect(filter.accepts(1, at(1, 31.77, 35.32))).toBe(false);
    expect(filter.accepts(1, at(15, 31.77, 35.32))).toBe(true);
    expect(filter.accepts(2, at(1, 2.5, 30.1))).toBe(true);
  });

  it('gives in when refused fixes keep agreeing: the fix kept before was the bad one', () => {
    const filter = createPlausibilityFilter();
    expect(filter.accepts(1, at(0, 2.5, 30.1))).toBe(true);
    expect(filter.accepts(1, at(1, ...BEIT_SHEMESH))).toBe(false);
    expect(filter.accepts(1, at(2, ...NEAR))).toBe(false);
    expect(filter.accepts(1, at(3, ...BEIT_SHEMESH))).toBe(true);
    expect(filter.accepts(1, at(4, ...NEAR))).toBe(true);
  });
});
