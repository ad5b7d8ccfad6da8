import { z } from 'zod';

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

/** What a value should have been, for a message that names no field (the field is beside it on the form, or in `fields` of the answer). */
function expectedOf(expected: string): string | undefined {
  if (expected === 'string') return 'Must be text';
  if (expected === 'number' || expected === 'bigint' || expected === 'nan') return 'Must be a number';
  if (expected === 'int') return 'Must be a whole number';
  if (expected === 'boolean') return 'Must be true or false';
  if (expected === 'array') return 'Must be a list';
  if (expected === 'object') return 'Must be an object';
  return undefined;
}

const FORMATS: Record<string, string> = {
  email: 'Must be an e-mail address',
  url: 'Must be a web address',
  datetime: 'Must be a date and time like 2026-05-01T08:00:00+03:00',
  date: 'Must be a date like 2026-05-01',
  time: 'Must be a time of day like 08:00',
  uuid: 'Must be an id of the right form',
  regex: 'Is not of the right form',
};

/**
 * The message of a check that was given none, in the words of the contract's own messages rather than
 * zod's ("Too big: expected string to have <=200 characters"); the Hebrew reads them by their shape
 * (contract/field-messages.texts.ts). A check's own message always wins.
 */
export function plainMessage(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'Required' : expectedOf(issue.expected);
    case 'too_big': {
      const most = Number(issue.maximum);
      if (issue.origin === 'string') return `At most ${most} ${plural(most, 'character', 'characters')}`;
      if (issue.origin === 'array' || issue.origin === 'set') return `At most ${most} ${plural(most, 'item', 'items')}`;
      return `At most ${most}`;
    }
    case 'too_small': {
      const least = Number(issue.minimum);
      if (issue.origin === 'string') return least === 1 ? 'Required' : `At least ${least} characters`;
      if (issue.origin === 'array' || issue.origin === 'set') return `At least ${least} ${plural(least, 'item', 'items')}`;
      return `At least ${least}`;
    }
    case 'invalid_format':
      return FORMATS[issue.format] ?? FORMATS.regex;
    case 'invalid_value':
      return `Must be one of ${issue.values.map(String).join(', ')}`;
    case 'unrecognized_keys':
      return `Unknown ${plural(issue.keys.length, 'field', 'fields')}: ${issue.keys.join(', ')}`;
    default:
      return undefined;
  }
}

z.config({ customError: plainMessage });
