import { readFileSync, writeFileSync } from 'node:fs';
import { textKeysModule } from '../web/lib/i18n/text-keys-module.ts';

/** `npm run text-keys`: rewrites web/lib/i18n/text-keys.ts from the English catalogue's keys, after a key is added or removed. */
const english = JSON.parse(readFileSync('web/lib/i18n/locales/en.icu', 'utf8')) as Record<string, string>;
writeFileSync('web/lib/i18n/text-keys.ts', textKeysModule(Object.keys(english)));
console.log('web/lib/i18n/text-keys.ts: text keys updated');
