import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldMessageInHebrew } from './field-messages.texts.ts';
import './zod-messages.ts';

const messageOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe('a check with no message of its own', () => {
  it.each([
    [z.string().max(200), 'x'.repeat(201), 'At most 200 characters'],
    [z.string().min(1), '', 'Required'],
    [z.object({ name: z.string() }), {}, 'Required'],
    [z.string(), 42, 'Must be text'],
    [z.number().int(), 1.5, 'Must be a whole number'],
    [z.number().max(10), 11, 'At most 10'],
    [z.number().min(0), -1, 'At least 0'],
    [z.boolean(), 'yes', 'Must be true or false'],
    [z.email(), 'no', 'Must be an e-mail address'],
    [z.iso.datetime(), 'Tuesday', 'Must be a date and time like 2026-05-01T08:00:00+03:00'],
    [z.string().regex(/^a/), 'b', 'Is not of the right form'],
    [z.enum(['day', 'week']), 'month', 'Must be one of day, week'],
    [z.array(z.string()).max(2), ['a', 'b', 'c'], 'At most 2 items'],
    [z.object({}).strict(), { extra: 1 }, 'Unknown field: extra'],
  ] as const)('says it plainly (%#): %s', (schema, value, message) => {
    expect(messageOf(schema, value)).toBe(message);
  });

  it('says it in Hebrew too', () => {
    for (const [schema, value] of [
      [z.string().max(200), 'x'.repeat(201)],
      [z.string(), undefined],
      [z.number().int(), 1.5],
      [z.enum(['day', 'week']), 'month'],
      [z.object({}).strict(), { a: 1, b: 2 }],
    ] as const)
      expect(fieldMessageInHebrew(messageOf(schema, value)!), JSON.stringify(value)).toBeDefined();
  });

  it("leaves a check's own message as it is", () => {
    expect(messageOf(z.string().max(2, 'Make is at most 2 characters'), 'abc')).toBe('Make is at most 2 characters');
  });
});
