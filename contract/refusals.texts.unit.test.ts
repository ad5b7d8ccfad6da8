import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { REFUSALS } from './refusals.texts.ts';

type Element = ReturnType<IntlMessageFormat['getAst']>[number];

/** The names a message reads, from its parsed form. */
function argumentsOf(message: string, locale: string): string[] {
  const names = new Set<string>();
  const walk = (elements: Element[]) => {
    for (const e of elements) {
      if (Number(e.type) !== 0 && 'value' in e && typeof e.value === 'string') names.add(e.value);
      if ('options' in e) for (const option of Object.values(e.options)) walk(option.value);
    }
  };
  walk(new IntlMessageFormat(message, locale).getAst());
  return [...names].sort();
}

describe('the refusals a member meets', () => {
  it('are said in both languages, each a message that parses', () => {
    for (const [key, { en, he }] of Object.entries(REFUSALS)) {
      expect(en.trim(), key).not.toBe('');
      expect(he.trim(), key).not.toBe('');
      expect(() => new IntlMessageFormat(he, 'he'), key).not.toThrow();
    }
  });

  it('read the same values in both languages', () => {
    for (const [key, { en, he }] of Object.entries(REFUSALS)) expect(argumentsOf(he, 'he'), key).toEqual(argumentsOf(en, 'en'));
  });
});
