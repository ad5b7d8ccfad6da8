import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Config } from '../config.ts';

/**
 * Where the configured database is, without opening it or loading its drivers: the backup and
 * restore commands answer a refusal from these at once.
 */

/** Where the embedded database lives inside DATA_DIR. */
export const embeddedDatabaseDir = (config: Config) => resolve(config.dataDir, 'db');

/**
 * The embedded database's lock file while a process has it open (PGlite removes it on close);
 * undefined when none has. A second process opening it beside a running MedFleet would damage it.
 */
export function embeddedDatabaseInUse(config: Config): string | undefined {
  const lock = join(embeddedDatabaseDir(config), 'postmaster.pid');
  return !config.databaseUrl && existsSync(lock) ? lock : undefined;
}

/** "postgres://user:secret@host/db" without the secret, for messages. */
export function describeDatabase(config: Config): string {
  if (!config.databaseUrl) return `embedded database in ${embeddedDatabaseDir(config)}`;
  try {
    const url = new URL(config.databaseUrl);
    url.password = '';
    return `PostgreSQL at ${url.host}${url.pathname}`;
  } catch {
    return 'PostgreSQL (DATABASE_URL is not a valid URL)';
  }
}
