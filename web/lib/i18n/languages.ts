import { LANGUAGES, type Language } from '../../../contract/constants.ts';

export { LANGUAGES, type Language };

/** Where the chosen language is remembered on this device. */
export const LANGUAGE_KEY = 'medfleet.language';

/** The Intl locale of a language: dates, numbers and plurals (always shown in Asia/Jerusalem). */
export const localeOf = (language: Language) => (language === 'he' ? 'he-IL' : 'en-GB');

export const directionOf = (language: Language) => (language === 'he' ? 'rtl' : 'ltr');

export const isLanguage = (value: unknown): value is Language => (LANGUAGES as readonly unknown[]).includes(value);

/** The language remembered on this device, else the browser's first of ours, else English. */
export function detectLanguage(stored: string | null, browser: readonly string[]): Language {
  if (isLanguage(stored)) return stored;
  for (const tag of browser) {
    const primary = tag.toLowerCase().slice(0, 2);
    if (primary === 'he' || primary === 'iw') return 'he';
    if (primary === 'en') return 'en';
  }
  return 'en';
}
