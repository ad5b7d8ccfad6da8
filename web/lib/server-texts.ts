import i18next from 'i18next';
import { currentLanguage, t } from './i18n/index.ts';
import { calendarDate, formatWhen } from './time.ts';

export type TextParams = Record<string, string | number>;

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A parameter as the language shown writes it: its `x.he` when there is one, moments and days localised. */
function valuesOf(params: TextParams): TextParams {
  const language = currentLanguage();
  const values: TextParams = {};
  for (const [key, value] of Object.entries(params)) {
    if (key.includes('.')) continue;
    const own = params[`${key}.${language}`] ?? value;
    values[key] = typeof own !== 'string' ? own : ISO_INSTANT.test(own) ? formatWhen(own) : ISO_DAY.test(own) ? calendarDate(own) : own;
  }
  return values;
}

/**
 * A refusal the server said as data (`messageKey`, `params`) in the language shown: the
 * catalogue's `refusal.<key>`, else the server's English `message` (English needs no entry).
 */
export function refusalText(english: string, key: string | undefined, params: TextParams = {}): string {
  const entry = `refusal.${key}`;
  return key && i18next.exists(entry) ? t(entry, valuesOf(params)) : english;
}

/**
 * A message of the contract's schemas (zod) in the language shown. The English text is its own
 * key, as gettext's msgid is (`validation.<text>`): the schemas stay plain English for the API,
 * and a message without a translation stays English rather than vanish.
 */
export function validationText(english: string): string {
  const entry = `validation.${english}`;
  return i18next.exists(entry) ? t(entry) : english;
}
