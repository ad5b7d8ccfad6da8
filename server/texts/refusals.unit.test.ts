import { readFileSync } from 'node:fs';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { REFUSALS_EN } from './refusals.en.ts';

/** The web app's Hebrew catalogue, where the refusals are said in Hebrew (`refusal.<key>`). */
const hebrew = JSON.parse(readFileSync('web/lib/i18n/locales/he.icu', 'utf8')) as Record<string, string>;

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
  it('are all said in Hebrew by the web app, and nothing else is', () => {
    const said = Object.keys(hebrew).filter((key) => key.startsWith('refusal.'));
    expect(said.sort()).toEqual(
      Object.keys(REFUSALS_EN)
        .map((key) => `refusal.${key}`)
        .sort(),
    );
  });

  it('read the same values in both languages', () => {
    for (const [key, english] of Object.entries(REFUSALS_EN)) {
      expect(argumentsOf(hebrew[`refusal.${key}`]!, 'he'), key).toEqual(argumentsOf(english, 'en'));
    }
  });
});
