import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The folder holding package.json, found the same way from server/ (tsx) and dist/server/ (built). */
function findProjectRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('package.json not found above ' + fileURLToPath(import.meta.url));
    dir = parent;
  }
  return dir;
}

export const projectRoot = findProjectRoot();
export const migrationsFolder = join(projectRoot, 'server/db/migrations');
export const webDistFolder = join(projectRoot, 'dist/web');
/** The build's empty, migrated embedded database (scripts/embedded-template.ts): a new data folder starts from it. */
export const embeddedTemplateFile = join(projectRoot, 'dist/server/embedded-database.tar.gz');
