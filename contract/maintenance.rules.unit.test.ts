import { describe, expect, it } from 'vitest';
import { dueOf } from './maintenance.rules.ts';

const program = { everyKm: 15_000, everyMonths: 12, dueSoonKm: 1000, dueSoonDays: 14 };
const last = { date: '2026-01-15', odometer: 100_000 };

describe('when a service is due', () => {
  it('is every N km or M months from the last service, whichever comes first, forecast at the pace of the last 30 days', () => {
    // 110,000 km now, 100 km a day: 5,000 km left is 50 days, before the 12 months (2027-01-15).
    expect(dueOf(program, last, 110_000, 100, '2026-06-01')).toEqual({
      nextDue: { km: 115_000, date: '2027-01-15' },
      forecastDate: '2026-07-21',
      kmLeft: 5000,
      daysLeft: 228,
      state: 'ok',
    });
    // Hardly driven: the date comes first.
    expect(dueOf(program, last, 110_000, 1, '2026-06-01').forecastDate).toBe('2027-01-15');
    // Not driven at all: the date alone.
    expect(dueOf(program, last, 110_000, 0, '2026-06-01').forecastDate).toBe('2027-01-15');
  });

  it('is due soon within the km margin or when the forecast is within the days margin', () => {
    expect(dueOf(program, last, 114_000, 0, '2026-06-01').state).toBe('due_soon');
    expect(dueOf(program, last, 113_999, 0, '2026-06-01').state).toBe('ok');
    expect(dueOf(program, last, 100_000, 0, '2027-01-01').state).toBe('due_soon');
    expect(dueOf(program, last, 100_000, 0, '2026-12-31').state).toBe('ok');
    // 2,000 km left at 200 a day is 10 days: due soon by the forecast.
    expect(dueOf(program, last, 113_000, 200, '2026-06-01').state).toBe('due_soon');
  });

  it('is overdue at its km or its date, whichever is reached', () => {
    expect(dueOf(program, last, 115_000, 0, '2026-06-01')).toMatchObject({ state: 'overdue', kmLeft: 0 });
    expect(dueOf(program, last, 100_500, 0, '2027-01-15')).toMatchObject({ state: 'overdue', daysLeft: 0 });
  });

  it('counts months to the same day, or the month’s last day, and a programme by time or km alone', () => {
    expect(dueOf({ ...program, everyKm: null, everyMonths: 1 }, { date: '2026-01-31', odometer: null }, null, 0, '2026-01-31').nextDue).toEqual({
      km: null,
      date: '2026-02-28',
    });
    expect(dueOf({ ...program, everyMonths: null }, last, 101_000, 50, '2026-06-01')).toMatchObject({
      nextDue: { km: 115_000, date: null },
      forecastDate: '2027-03-08',
    });
    // The odometer at the last service unknown: a km programme cannot be counted, only its months.
    expect(dueOf(program, { date: '2026-01-15', odometer: null }, 110_000, 100, '2026-06-01')).toMatchObject({ nextDue: { km: null }, kmLeft: null });
  });
});
