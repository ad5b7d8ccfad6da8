import i18next from 'i18next';
import { currentLanguage, currentLocale, textOf } from './i18n/index.ts';
import { MOMENT_FORMAT } from '../../contract/constants.ts';
import { fieldMessageInHebrew } from '../../contract/field-messages.texts.ts';
import { momentKind } from '../../contract/iso-moment.ts';

export type TextParams = Record<string, string | number>;

/**
 * A moment and a day in the language shown, Asia/Jerusalem, 24-hour clock, as the server's notices write them.
 * Intl alone, not lib/time: this module loads with every API call, the login page's included.
 */
export const formatMoment = (iso: string) => new Intl.DateTimeFormat(currentLocale(), MOMENT_FORMAT).format(new Date(iso));
const formatDay = (day: string) =>
  new Intl.DateTimeFormat(currentLocale(), { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(`${day}T12:00:00Z`));

/** A parameter as the language shown writes it: its `x.he` when there is one, moments and days localised. */
function valuesOf(params: TextParams): TextParams {
  const language = currentLanguage();
  const values: TextParams = {};
  for (const [key, value] of Object.entries(params)) {
    if (key.includes('.')) continue;
    const own = params[`${key}.${language}`] ?? value;
    const kind = typeof own === 'string' ? momentKind(own) : null;
    values[key] = kind === 'instant' ? formatMoment(own as string) : kind === 'day' ? formatDay(own as string) : own;
  }
  return values;
}

/**
 * A refusal the server said as data (`messageKey`, `params`) in the language shown: the
 * catalogue's `refusal.<key>`, else the server's English `message` (English needs no entry).
 */
export function refusalText(english: string, key: string | undefined, params: TextParams = {}): string {
  const entry = `refusal.${key}`;
  return key && i18next.exists(entry) ? textOf(entry, valuesOf(params)) : english;
}

/**
 * A message of the contract's schemas (zod) in the language shown: the schemas stay plain English for the API, and the Hebrew
 * is read by the English text (contract/field-messages.texts.ts); a message without a translation stays English rather than vanish.
 */
export function validationText(english: string): string {
  return currentLanguage() === 'he' ? (fieldMessageInHebrew(english) ?? english) : english;
}
