import { describe, expect, it } from 'vitest';
import { fieldMessageInHebrew } from './field-messages.texts.ts';

const modules = import.meta.glob<Record<string, unknown>>('./*.{contract,endpoints}.ts', { eager: true });

/** Every message a schema of the contract can answer with: zod keeps each as a function of the issue in its definition. */
function messagesOf(value: unknown, found = new Set<string>(), seen = new Set<unknown>()): Set<string> {
  if (!value || typeof value !== 'object' || seen.has(value)) return found;
  seen.add(value);
  const error = (value as { _zod?: { def?: { error?: unknown } } })._zod?.def?.error;
  if (typeof error === 'function') {
    const message: unknown = error({});
    if (typeof message === 'string') found.add(message);
  }
  for (const inner of Object.values(value)) messagesOf(inner, found, seen);
  return found;
}

/** A message that begins with a capital letter is meant for a person at a form; the others name an API parameter for a program. */
const isForPeople = (message: string) => /^[A-Z]/.test(message);

describe("the contract's field messages", () => {
  const messages = [...messagesOf(Object.values(modules))].filter(isForPeople).sort();

  it('are found (the walk reads the schemas)', () => {
    expect(messages).toContain('Please select a vehicle');
  });

  it('each have Hebrew', () => {
    expect(messages.filter((message) => fieldMessageInHebrew(message) === undefined)).toEqual([]);
  });

  it('keep every number of the English in the Hebrew (one may be a word)', () => {
    const numbers = (text: string) => (text.match(/\d[\d,]*/g) ?? []).filter((number) => number !== '1').sort();
    for (const message of messages) expect(numbers(fieldMessageInHebrew(message)!), message).toEqual(numbers(message));
  });

  it('read a message a helper built by its shape, naming the field in Hebrew', () => {
    expect(fieldMessageInHebrew('First name is at most 100 characters')).toBe('שם פרטי: עד 100 תווים');
    expect(fieldMessageInHebrew('Year is at most 2031')).toBe('שנה: עד 2031');
    expect(fieldMessageInHebrew('Start time is required: use an ISO 8601 date and time (years 1900 to 2100)')).toBe(
      'שעת ההתחלה: שדה חובה: תאריך ושעה בתבנית ISO 8601 (השנים 1900 עד 2100)',
    );
  });

  it('leave a message with an unknown field in English (undefined)', () => {
    expect(fieldMessageInHebrew('Shoe size is at most 3 characters')).toBeUndefined();
  });
});
