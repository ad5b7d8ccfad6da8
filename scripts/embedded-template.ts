import { writeEmbeddedTemplate } from '../server/db/embedded-template.ts';
import { embeddedTemplateFile } from '../server/paths.ts';

/** Part of `npm run build`: the migrated embedded database a new data folder starts from. */
const bytes = await writeEmbeddedTemplate(embeddedTemplateFile);
console.log(`${embeddedTemplateFile}: the migrated embedded database, ${(bytes / 1_000_000).toFixed(1)} MB`);
