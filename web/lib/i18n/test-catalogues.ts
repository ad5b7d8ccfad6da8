import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Language } from './languages.ts';

/** A catalogue's ICU source, as written (tests; the app gets it compiled by the build). */
export const catalogueSource = (language: Language): Record<string, string> =>
  JSON.parse(readFileSync(fileURLToPath(new URL(`./locales/${language}.icu`, import.meta.url)), 'utf8')) as Record<string, string>;
