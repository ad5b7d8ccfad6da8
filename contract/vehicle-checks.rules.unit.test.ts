import { describe, expect, it } from 'vitest';
import type { CheckItem } from './vehicle-checks.contract.ts';
import { answersProblem, findingOf, judgeCheck } from './vehicle-checks.rules.ts';

const item = (key: string, kind: CheckItem['kind'], more: Partial<CheckItem> = {}): CheckItem => ({
  key,
  kind,
  label: key,
  labelHe: `${key}-he`,
  critical: false,
  ...more,
});
const TODAY = '2026-11-27';

describe('an item judged', () => {
  it('a number below its minimum is a fault; at the minimum it is fine', () => {
    const oxygen = item('oxygen', 'number', { minimum: 50, critical: true });
    expect(findingOf(oxygen, { key: 'oxygen', value: 49.9 }, TODAY)).toBe('below_minimum');
    expect(findingOf(oxygen, { key: 'oxygen', value: 50 }, TODAY)).toBe('ok');
    expect(findingOf(oxygen, { key: 'oxygen' }, TODAY)).toBe('unanswered');
  });

  it('an expiry before today is expired, today and within 30 days expires soon, later is fine', () => {
    const pads = item('pads', 'expiry');
    expect(findingOf(pads, { key: 'pads', expiry: '2026-11-26' }, TODAY)).toBe('expired');
    expect(findingOf(pads, { key: 'pads', expiry: TODAY }, TODAY)).toBe('expires_soon');
    expect(findingOf(pads, { key: 'pads', expiry: '2026-12-27' }, TODAY)).toBe('expires_soon');
    expect(findingOf(pads, { key: 'pads', expiry: '2026-12-28' }, TODAY)).toBe('ok');
  });

  it('a seal other than the last check recorded is recorded as changed; the first seal is fine', () => {
    const seal = item('seal', 'seal');
    expect(findingOf(seal, { key: 'seal', seal: 'A100' }, TODAY, 'A099')).toBe('seal_changed');
    expect(findingOf(seal, { key: 'seal', seal: 'A100' }, TODAY, 'A100')).toBe('ok');
    expect(findingOf(seal, { key: 'seal', seal: 'A100' }, TODAY)).toBe('ok');
  });
});

describe('a check judged', () => {
  const items = [
    item('defib', 'presence', { critical: true }),
    item('gloves', 'presence'),
    item('fuel', 'number', { minimum: 25 }),
    item('seal', 'seal'),
    item('pads', 'expiry', { critical: true }),
  ];
  const allFine = [
    { key: 'defib', presence: 'present' as const },
    { key: 'gloves', presence: 'present' as const },
    { key: 'fuel', value: 80 },
    { key: 'seal', seal: 'B1' },
    { key: 'pads', expiry: '2027-06-01' },
  ];
  const faults = (answers: typeof allFine) => judgeCheck(items, answers, TODAY).items.filter((i) => i.fault);

  it('passes when every item is fine', () => {
    expect(judgeCheck(items, allFine, TODAY).result).toBe('passed');
    expect(faults(allFine)).toEqual([]);
  });

  it('fails on a fault of a critical item: short, to replace, expired, or not answered', () => {
    for (const answers of [
      allFine.map((a) => (a.key === 'defib' ? { key: 'defib', presence: 'short' as const, note: 'gone' } : a)),
      allFine.map((a) => (a.key === 'defib' ? { key: 'defib', presence: 'replace' as const, note: 'self-test failed' } : a)),
      allFine.map((a) => (a.key === 'pads' ? { key: 'pads', expiry: '2026-11-01' } : a)),
      allFine.filter((a) => a.key !== 'pads'),
    ]) {
      expect(judgeCheck(items, answers, TODAY).result).toBe('failed');
    }
  });

  it('passes with faults of other items, each a restock; an unanswered one is none', () => {
    const answers = allFine
      .map((a) => (a.key === 'gloves' ? { key: 'gloves', presence: 'short' as const, note: 'one box left' } : a))
      .map((a) => (a.key === 'fuel' ? { key: 'fuel', value: 10 } : a))
      .filter((a) => a.key !== 'seal');
    const judged = judgeCheck(items, answers, TODAY);
    expect(judged.result).toBe('passed');
    expect(judged.items.filter((i) => i.fault).map((i) => [i.key, i.finding])).toEqual([
      ['gloves', 'short'],
      ['fuel', 'below_minimum'],
    ]);
  });
});

describe('answers as sent', () => {
  const items = [item('defib', 'presence', { critical: true }), item('fuel', 'number', { minimum: 25 })];
  it('names an item the template lacks, an item answered twice, the wrong field, and a shortage without its note', () => {
    expect(answersProblem(items, [{ key: 'radio', presence: 'present' }])?.key).toBe('check.noItem');
    expect(
      answersProblem(items, [
        { key: 'fuel', value: 30 },
        { key: 'fuel', value: 40 },
      ])?.key,
    ).toBe('check.answeredTwice');
    expect(answersProblem(items, [{ key: 'fuel', presence: 'present' }])).toMatchObject({
      key: 'check.wrongField',
      params: { field: 'value', others: 'presence' },
    });
    expect(answersProblem(items, [{ key: 'defib', presence: 'short' }])?.key).toBe('check.noteNeeded');
    expect(
      answersProblem(items, [
        { key: 'defib', presence: 'short', note: 'pads missing' },
        { key: 'fuel', value: 30 },
      ]),
    ).toBeUndefined();
  });
});
