/**
 * i18next's formatter for catalogues compiled at build time (compile-catalogue.ts): each text is
 * its ICU message already parsed (the @formatjs AST), formatted here with Intl's own number and
 * plural rules. Written instead of intl-messageformat in the browser: that module brings the ICU
 * parser with it (~10 KB gzip), the difference between the login page's budget met or not
 * (docs/decisions/020). The server keeps intl-messageformat; a test holds both to the same output.
 */

/** The parts of the @formatjs AST the catalogues use: text, {x}, {n, number}, {x, select}, {n, plural}, #. */
type Element =
  | { type: 0; value: string }
  | { type: 1 | 2; value: string }
  | { type: 5; value: string; options: Record<string, { value: Element[] }> }
  | { type: 6; value: string; options: Record<string, { value: Element[] }>; offset: number; pluralType: 'cardinal' | 'ordinal' }
  | { type: 7 };

const LITERAL = 0;
const ARGUMENT = 1;
const NUMBER = 2;
const SELECT = 5;
const PLURAL = 6;
const POUND = 7;

function memoised<T>(make: (locale: string, kind?: string) => T) {
  const made = new Map<string, T>();
  return (locale: string, kind?: string) => {
    const key = `${locale}|${kind ?? ''}`;
    let value = made.get(key);
    if (!value) made.set(key, (value = make(locale, kind)));
    return value;
  };
}
const numbers = memoised((locale) => new Intl.NumberFormat(locale));
const plurals = memoised((locale, kind) => new Intl.PluralRules(locale, { type: kind as Intl.PluralRuleType }));

type Values = Record<string, unknown>;

function formatElements(elements: Element[], locale: string, values: Values, pound?: number): string {
  let text = '';
  for (const e of elements) {
    if (e.type === LITERAL) text += e.value;
    else if (e.type === POUND) text += pound === undefined ? '#' : numbers(locale).format(pound);
    else if (!(e.value in values)) text += `{${e.value}}`;
    else if (e.type === ARGUMENT) text += String(values[e.value]);
    else if (e.type === NUMBER) text += numbers(locale).format(Number(values[e.value]));
    else if (e.type === SELECT) text += formatElements((e.options[String(values[e.value])] ?? e.options.other!).value, locale, values, pound);
    else if (e.type === PLURAL) {
      const n = Number(values[e.value]);
      const option = e.options[`=${n}`] ?? e.options[plurals(locale, e.pluralType).select(n - e.offset)] ?? e.options.other!;
      text += formatElements(option.value, locale, values, n - e.offset);
    }
  }
  return text;
}

const parsed = new Map<string, Element[]>();

/** One compiled message (its AST as JSON) with these values, in this locale. */
export function formatCompiled(compiled: string, locale: string, values: Values): string {
  let elements = parsed.get(compiled);
  if (!elements) parsed.set(compiled, (elements = JSON.parse(compiled) as Element[]));
  return formatElements(elements, locale, values);
}

export const compiledIcu = {
  type: 'i18nFormat' as const,
  parse: (text: string, values: Values, language: string): string => formatCompiled(text, language, values),
};
