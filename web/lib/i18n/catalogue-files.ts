import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Language } from './languages.ts';

/**
 * The files a language's catalogue is made of, under `web/`: the texts the app shares
 * (lib/i18n/locales/<language>.icu) and each feature's own, beside it (features/<feature>/texts.<language>.icu).
 * Read by the build and the tests, never in the browser.
 */
export function catalogueFiles(webRoot: string, language: Language): string[] {
  const features = join(webRoot, 'features');
  const own = readdirSync(features, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(features, entry.name, `texts.${language}.icu`))
    .filter((file) => existsSync(file))
    .sort();
  return [join(webRoot, 'lib/i18n/locales', `${language}.icu`), ...own];
}

/** A language's catalogue, its files merged; a key two files both say is a mistake that stops the build. */
export function assembleCatalogue(webRoot: string, language: Language): Record<string, string> {
  const catalogue: Record<string, string> = {};
  const saidIn = new Map<string, string>();
  for (const file of catalogueFiles(webRoot, language)) {
    for (const [key, text] of Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>)) {
      if (saidIn.has(key)) throw new Error(`The text ${key} is in both ${saidIn.get(key)} and ${file}`);
      saidIn.set(key, file);
      catalogue[key] = text;
    }
  }
  return catalogue;
}
