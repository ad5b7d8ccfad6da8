import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { basename } from 'node:path';
import { x as extractTar } from 'tar';
import type { Config } from '../config.ts';
import { openDatabase, type DatabaseHandle } from './client.ts';
import { embeddedDatabaseDir } from './embedded-folder.ts';
import { embeddedTemplateFile } from '../paths.ts';

/** The database the configuration names: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR. */
export async function openConfiguredDatabase(config: Config, onPoolError?: (err: Error) => void, templateFile = embeddedTemplateFile): Promise<DatabaseHandle> {
  if (config.databaseUrl) return openDatabase({ url: config.databaseUrl, poolSize: config.databasePoolSize, onPoolError });
  mkdirSync(config.dataDir, { recursive: true });
  const dataDir = embeddedDatabaseDir(config);
  // A new embedded database starts from the build's migrated template instead of PostgreSQL's
  // initdb and every migration (the template is made by `npm run build`).
  if (!existsSync(dataDir) && existsSync(templateFile)) unpackTemplate(templateFile, dataDir);
  return openDatabase({ dataDir });
}

/**
 * Unpacks the template into a new data folder: beside it first, then renamed into place, so an
 * interrupted first start leaves no half database. Unpacked here rather than handed to PGlite
 * (`loadDataDir`), which reads a tarball through its WebAssembly heap: that heap then stays about
 * 90 MB larger for the life of the process (decision 024). Unpacked at once (0.3 s; 0.55 s as a
 * stream), while nothing else waits on the process: it is starting.
 */
export function unpackTemplate(templateFile: string, dataDir: string): void {
  const partial = `${dataDir}.unpacking`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial);
  // The template's entries are written from the data folder's root ("/base/1/…"): tar takes them relative to cwd.
  // Read a megabyte at a time: tar's default (16 MB reads) left the first start ~20 MB larger at
  // rest for good (254–256 MB against 236 MB twenty seconds after start), and was no faster.
  // The template was dumped from an open database: its lock file (postmaster.pid) would say that the new
  // folder is open in a MedFleet (embedded-folder.ts) until one opens it.
  extractTar({ file: templateFile, cwd: partial, sync: true, maxReadSize: 1024 * 1024, filter: (path) => basename(path) !== 'postmaster.pid' });
  renameSync(partial, dataDir);
}
