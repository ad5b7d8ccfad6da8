import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Language } from './languages.ts';
import { withRefusals } from './refusal-entries.ts';

/**
 * A catalogue's ICU source, as written with the refusals it is built with (tests; the app gets it compiled by the build). Found from
 * the project's root, where the tests run: in a jsdom test `import.meta.url` is not a file path.
 */
export const catalogueSource = (language: Language): Record<string, string> =>
  withRefusals(language, JSON.parse(readFileSync(join(process.cwd(), 'web/lib/i18n/locales', `${language}.icu`), 'utf8')) as Record<string, string>);
