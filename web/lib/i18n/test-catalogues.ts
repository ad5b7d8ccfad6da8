import { join } from 'node:path';
import { assembleCatalogue } from './catalogue-files.ts';
import type { Language } from './languages.ts';
import { withServerTexts } from './server-text-entries.ts';

/**
 * A catalogue's ICU source as the build merges it: the shared texts, each feature's and the refusals
 * (tests; the app gets it compiled by the build). Found from the project's root, where the tests run:
 * in a jsdom test `import.meta.url` is not a file path.
 */
export const catalogueSource = (language: Language): Record<string, string> =>
  withServerTexts(language, assembleCatalogue(join(process.cwd(), 'web'), language));
