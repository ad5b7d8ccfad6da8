import { describe, expect, it } from 'vitest';
import { endOfLocalDay, formatLocal, formatLocalDate, formatSpan, jerusalemMonths, localDayBounds } from './time.ts';

describe('formatSpan (Asia/Jerusalem)', () => {
  it('says the date once for a span within one day', () => {
    expect(formatSpan(new Date('2026-11-27T15:00:00Z'), new Date('2026-11-27T19:00:00Z'))).toBe('Fri 27 Nov 2026, 17:00 – 21:00');
  });

  it('says both dates for a span across midnight in Jerusalem (though not in UTC)', () => {
    expect(formatSpan(new Date('2026-11-27T20:00:00Z'), new Date('2026-11-27T23:00:00Z'))).toBe('Fri 27 Nov 2026, 22:00 – Sat 28 Nov 2026, 01:00');
  });
});

describe('formatLocal and formatLocalDate (Asia/Jerusalem)', () => {
  it('write the hour after midnight as 00, the day without a leading zero and the month in three letters', () => {
    expect(formatLocal(new Date('2026-09-04T21:05:00Z'))).toBe('Sat 5 Sep 2026, 00:05');
    expect(formatLocalDate(new Date('2026-09-04T21:05:00Z'))).toBe('Sat 5 Sep 2026');
  });

  it('follow summer time', () => {
    expect(formatLocal(new Date('2026-07-01T09:30:00Z'))).toBe('Wed 1 Jul 2026, 12:30');
    expect(formatLocal(new Date('2026-12-01T09:30:00Z'))).toBe('Tue 1 Dec 2026, 11:30');
  });
});

describe('jerusalemMonths', () => {
  it('gives each month a window touches, from its first instant to the next month’s', () => {
    expect(jerusalemMonths(new Date('2026-11-30T20:00:00Z'), new Date('2026-11-30T23:00:00Z'))).toEqual([
      [new Date('2026-10-31T22:00:00Z'), new Date('2026-11-30T22:00:00Z')],
      [new Date('2026-11-30T22:00:00Z'), new Date('2026-12-31T22:00:00Z')],
    ]);
  });

  it('ends a winter month at the next month’s midnight in summer time', () => {
    expect(jerusalemMonths(new Date('2026-03-10T10:00:00Z'), new Date('2026-03-10T11:00:00Z'))).toEqual([
      [new Date('2026-02-28T22:00:00Z'), new Date('2026-03-31T21:00:00Z')],
    ]);
    // 1994: summer time began at midnight on 1 April and ran past May's start.
    expect(jerusalemMonths(new Date('1994-04-20T10:00:00Z'), new Date('1994-04-20T11:00:00Z'))).toEqual([
      [new Date('1994-03-31T22:00:00Z'), new Date('1994-04-30T21:00:00Z')],
    ]);
  });

  it('runs into the next year', () => {
    expect(jerusalemMonths(new Date('2026-12-31T20:00:00Z'), new Date('2026-12-31T23:00:00Z')).map(([from]) => from)).toEqual([
      new Date('2026-11-30T22:00:00Z'),
      new Date('2026-12-31T22:00:00Z'),
    ]);
  });
});

describe('endOfLocalDay and localDayBounds', () => {
  it('bound a Jerusalem day, in summer time too, asked once or again', () => {
    for (let again = 0; again < 2; again++) {
      expect(endOfLocalDay('2026-07-01')).toEqual(new Date('2026-07-01T20:59:59.999Z'));
      expect(localDayBounds('2026-12-01')).toEqual({ from: new Date('2026-11-30T22:00:00Z'), to: new Date('2026-12-01T22:00:00Z') });
    }
  });

  it('give the day summer time begins 23 hours', () => {
    const { from, to } = localDayBounds('2027-03-26');
    expect([from, to]).toEqual([new Date('2027-03-25T22:00:00Z'), new Date('2027-03-26T21:00:00Z')]);
  });

  it('answer a fresh instant each time: one caller changing it changes nobody else’s', () => {
    endOfLocalDay('2026-05-05').setTime(0);
    expect(endOfLocalDay('2026-05-05')).toEqual(new Date('2026-05-05T20:59:59.999Z'));
  });
});

describe('far dates', () => {
  it('end December 9999 at the first instant of the year 10000', () => {
    const [[, end]] = jerusalemMonths(new Date('9999-12-10T10:00:00Z'), new Date('9999-12-10T11:00:00Z')) as [[Date, Date]];
    expect(end.getTime()).toBe(Date.UTC(10000, 0, 1) - 2 * 3600_000);
  });

  it('bound a day written in another form too, without keeping it', () => {
    expect(localDayBounds('2026-3-5').from).toEqual(new Date('2026-03-04T22:00:00Z'));
  });
});
