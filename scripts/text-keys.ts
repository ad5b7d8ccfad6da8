import { writeFileSync } from 'node:fs';
import { assembleCatalogue } from '../web/lib/i18n/catalogue-files.ts';
import { textKeysModule } from '../web/lib/i18n/text-keys-module.ts';

/** `npm run text-keys`: rewrites web/lib/i18n/text-keys.ts from the English catalogue's keys (shared and every feature's), after a key is added or removed. */
writeFileSync('web/lib/i18n/text-keys.ts', textKeysModule(Object.keys(assembleCatalogue('web', 'en'))));
console.log('web/lib/i18n/text-keys.ts: text keys updated');
