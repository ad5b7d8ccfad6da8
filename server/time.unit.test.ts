import { describe, expect, it } from 'vitest';
import { formatSpan } from './time.ts';

describe('formatSpan (Asia/Jerusalem)', () => {
  it('says the date once for a span within one day', () => {
    expect(formatSpan(new Date('2026-11-27T15:00:00Z'), new Date('2026-11-27T19:00:00Z'))).toBe('Fri 27 Nov 2026, 17:00 – 21:00');
  });

  it('says both dates for a span across midnight in Jerusalem (though not in UTC)', () => {
    expect(formatSpan(new Date('2026-11-27T20:00:00Z'), new Date('2026-11-27T23:00:00Z'))).toBe('Fri 27 Nov 2026, 22:00 – Sat 28 Nov 2026, 01:00');
  });
});
