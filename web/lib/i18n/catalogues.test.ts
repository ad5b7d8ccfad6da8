import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { catalogueFiles } from './catalogue-files.ts';
import { compileCatalogue } from './compile-catalogue.ts';
import { formatCompiled } from './icu-format.ts';
import { catalogueSource } from './test-catalogues.ts';

const en = catalogueSource('en');
const he = catalogueSource('he');

type Element = ReturnType<IntlMessageFormat['getAst']>[number];

/** The names a message reads ({name}, {n, plural, …}), from its parsed form. */
function argumentsOf(message: string, locale: string): Set<string> {
  const names = new Set<string>();
  const walk = (elements: Element[]) => {
    for (const e of elements) {
      // Every element but plain text (type 0) that has a name reads a value.
      if (Number(e.type) !== 0 && 'value' in e && typeof e.value === 'string') names.add(e.value);
      if ('options' in e) for (const option of Object.values(e.options)) walk(option.value);
      if ('children' in e) walk(e.children);
    }
  };
  walk(new IntlMessageFormat(message, locale).getAst());
  return names;
}

describe('the catalogues', () => {
  it('give each feature its texts in both languages, key for key', () => {
    for (const english of catalogueFiles('web', 'en').slice(1)) {
      const hebrew = english.replace(/texts\.en\.icu$/, 'texts.he.icu');
      const keys = (file: string) => (existsSync(file) ? Object.keys(JSON.parse(readFileSync(file, 'utf8')) as object).sort() : []);
      expect(keys(hebrew), hebrew).toEqual(keys(english));
    }
  });

  it('are each said by their own feature, or shared: no feature says a text of another', () => {
    const ownerOf = new Map<string, string>();
    for (const file of catalogueFiles('web', 'en').slice(1))
      for (const key of Object.keys(JSON.parse(readFileSync(file, 'utf8')) as object)) ownerOf.set(key, dirname(file));
    const borrowed: string[] = [];
    for (const feature of new Set(ownerOf.values())) {
      const sources = readdirSync(feature, { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f) && !f.includes('.test.'));
      for (const source of sources)
        for (const [, key] of readFileSync(join(feature, source), 'utf8').matchAll(/\bt\(\s*'([^']+)'/g))
          if (ownerOf.has(key!) && ownerOf.get(key!) !== feature) borrowed.push(`${join(feature, source)} says ${key} of ${ownerOf.get(key!)}`);
    }
    expect(borrowed).toEqual([]);
  });

  // Hebrew alone holds the server's refusals (contract/refusals.texts.ts, added as the catalogue is built): in English the
  // server's own text is shown.
  const serverSaid = (key: string) => key.startsWith('refusal.');

  it('have every key in both languages', () => {
    expect(
      Object.keys(he)
        .filter((key) => !serverSaid(key))
        .sort(),
    ).toEqual(Object.keys(en).sort());
  });

  it('are valid ICU messages reading the same values in both languages', () => {
    for (const [key, english] of Object.entries(en)) {
      const hebrew = (he as Record<string, string>)[key]!;
      expect(argumentsOf(hebrew, 'he'), key).toEqual(argumentsOf(english, 'en'));
    }
  });

  it('leave no Hebrew text untranslated', () => {
    // Names that are the same in Hebrew: the languages' own names, file formats, products, the BLS/ALS levels of care, an address's https://.
    const sameInBoth = new Set([
      'language.en',
      'language.he',
      'myBookings.pdf',
      'reports.format.csv',
      'reports.format.pdf',
      'calendar.google',
      'calendar.outlook',
      'settings.sms',
      'settings.whatsapp',
      'userType.BLS',
      'userType.ALS',
      'announcement.linkPlaceholder',
      'delivery.channel.sms',
    ]);
    const untranslated = Object.entries(he).filter(([key, text]) => !sameInBoth.has(key) && !/[\u0590-\u05FF]/.test(text));
    expect(untranslated).toEqual([]);
  });

  it('come out of the browser’s formatter exactly as intl-messageformat says them, counts included', () => {
    for (const [language, source] of [
      ['en', en],
      ['he', he],
    ] as const) {
      const compiled = compileCatalogue(source);
      for (const [key, message] of Object.entries(source)) {
        for (const n of [0, 1, 2, 5, 11, 1234]) {
          const values = Object.fromEntries([...argumentsOf(message, language)].map((name) => [name, n]));
          expect(formatCompiled(compiled[key]!, language, values), `${language} ${key} ${n}`).toBe(new IntlMessageFormat(message, language).format(values));
        }
      }
    }
  });
});
