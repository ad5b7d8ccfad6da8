import { TZDate } from '@date-fns/tz';
import type { AvailabilityRuleRow } from './availability.repository.ts';
import { TIME_ZONE } from '../../../contract/constants.ts';

interface Window {
  start: Date;
  end: Date;
}

const DAY_NAMES = ['Sundays', 'Mondays', 'Tuesdays', 'Wednesdays', 'Thursdays', 'Fridays', 'Shabbat'];

/** The Asia/Jerusalem calendar days that [start, end) touches, each with its local date and weekday. */
function localDays({ start, end }: Window) {
  const days: { from: Date; to: Date; iso: string; weekday: number; y: number; m: number; d: number }[] = [];
  const first = new TZDate(start, TIME_ZONE);
  for (let i = 0; ; i++) {
    const from = new TZDate(first.getFullYear(), first.getMonth(), first.getDate() + i, 0, 0, 0, TIME_ZONE);
    if (from >= end) break;
    const to = new TZDate(first.getFullYear(), first.getMonth(), first.getDate() + i + 1, 0, 0, 0, TIME_ZONE);
    const iso = `${from.getFullYear()}-${String(from.getMonth() + 1).padStart(2, '0')}-${String(from.getDate()).padStart(2, '0')}`;
    days.push({
      from: new Date(from.getTime()),
      to: new Date(to.getTime()),
      iso,
      weekday: from.getDay(),
      y: from.getFullYear(),
      m: from.getMonth(),
      d: from.getDate(),
    });
  }
  return days;
}

const at = (day: { y: number; m: number; d: number }, hhmm: string | null, fallbackHour: number) => {
  const [h, mi] = hhmm ? hhmm.split(':').map(Number) : [fallbackHour, 0];
  return new Date(new TZDate(day.y, day.m, day.d, h!, mi!, 0, TIME_ZONE).getTime());
};

/** What the rule covers, in words: 'operating hours 07:00–22:00 on Fridays from 2026-05-01'. */
export function describeRule(rule: AvailabilityRuleRow): string {
  const parts = [rule.ruleType.replace('_', ' ')];
  if (rule.startTime || rule.endTime) parts.push(`${rule.startTime ?? '00:00'}–${rule.endTime ?? '24:00'}`);
  if (rule.dayOfWeek !== null) parts.push(`on ${DAY_NAMES[rule.dayOfWeek]}`);
  if (rule.startDate) parts.push(`from ${rule.startDate}`);
  if (rule.endDate) parts.push(`until ${rule.endDate}`);
  return parts.join(' ');
}

/**
 * Whether a booking window breaks a rule. Blackouts, maintenance windows and holidays forbid
 * their hours; operating hours allow only theirs, on the days they apply to.
 */
export function breaksRule(rule: AvailabilityRuleRow, w: Window): boolean {
  return localDays(w).some((day) => {
    if (rule.dayOfWeek !== null && rule.dayOfWeek !== day.weekday) return false;
    if (rule.startDate && day.iso < rule.startDate) return false;
    if (rule.endDate && day.iso > rule.endDate) return false;
    const segStart = Math.max(w.start.getTime(), day.from.getTime());
    const segEnd = Math.min(w.end.getTime(), day.to.getTime());
    if (segEnd <= segStart) return false;
    const open = at(day, rule.startTime, 0).getTime();
    const close = rule.endTime && rule.endTime !== '24:00' ? at(day, rule.endTime, 0).getTime() : day.to.getTime();
    if (rule.ruleType === 'operating_hours') return segStart < open || segEnd > close;
    return segStart < close && segEnd > open;
  });
}
