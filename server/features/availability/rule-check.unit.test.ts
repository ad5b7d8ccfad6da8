import { describe, expect, it } from 'vitest';
import type { AvailabilityRuleRow } from './availability.repository.ts';
import { breaksRule, describeRule } from './rule-check.ts';

const rule = (over: Partial<AvailabilityRuleRow>): AvailabilityRuleRow => ({
  id: 1,
  ruleName: 'r',
  ruleType: 'blackout',
  vehicleId: null,
  dayOfWeek: null,
  startTime: null,
  endTime: null,
  startDate: null,
  endDate: null,
  description: null,
  priority: 0,
  isActive: true,
  createdAt: new Date(),
  ...over,
});
// Tuesday 5 May 2026, Jerusalem summer time (UTC+3).
const w = (from: string, to: string) => ({ start: new Date(`2026-05-05T${from}:00+03:00`), end: new Date(`2026-05-05T${to}:00+03:00`) });

describe('availability rules against a booking window (Jerusalem time)', () => {
  it('a blackout forbids its hours, on its weekday and dates only', () => {
    const night = rule({ startTime: '22:00', endTime: '24:00', dayOfWeek: 2 });
    expect(breaksRule(night, w('21:00', '23:00'))).toBe(true);
    expect(breaksRule(night, w('08:00', '12:00'))).toBe(false);
    expect(breaksRule({ ...night, dayOfWeek: 3 }, w('21:00', '23:00'))).toBe(false);
    expect(breaksRule(rule({ startDate: '2026-05-06' }), w('08:00', '12:00'))).toBe(false);
    expect(breaksRule(rule({ startDate: '2026-05-01', endDate: '2026-05-05' }), w('08:00', '12:00'))).toBe(true);
  });

  it('operating hours allow only their hours on the days they apply to', () => {
    const hours = rule({ ruleType: 'operating_hours', startTime: '07:00', endTime: '19:00' });
    expect(breaksRule(hours, w('08:00', '12:00'))).toBe(false);
    expect(breaksRule(hours, w('06:00', '08:00'))).toBe(true);
    expect(breaksRule(hours, w('18:00', '20:00'))).toBe(true);
    expect(breaksRule({ ...hours, dayOfWeek: 5 }, w('06:00', '08:00'))).toBe(false);
  });

  it('checks every day a window crosses', () => {
    const sunday = rule({ dayOfWeek: 3, startTime: '00:00', endTime: '02:00' });
    const overnight = { start: new Date('2026-05-05T22:00:00+03:00'), end: new Date('2026-05-06T03:00:00+03:00') };
    expect(breaksRule(sunday, overnight)).toBe(true);
  });

  it('describes itself in words', () => {
    expect(describeRule(rule({ ruleType: 'operating_hours', startTime: '07:00', endTime: '19:00', dayOfWeek: 5 }))).toBe(
      'operating hours 07:00–19:00 on Fridays',
    );
  });
});
