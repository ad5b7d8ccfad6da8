import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream, existsSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { BACKUP_FORMAT, BACKUP_VERSION, DATA_DIR_FILES, type BackupHeader } from './backup-format.ts';
import { appliedMigrationCount, rowsOf, type Database, type DatabaseHandle } from '../db/client.ts';
import { transaction } from '../db/transaction.ts';

/** Rows read at a time: a million positions never sit in memory at once. */
const FETCH_ROWS = 2000;

export interface BackupSummary {
  file: string;
  tables: number;
  rows: number;
  bytes: number;
  seconds: number;
}

/** The app's tables, in a stable order; a partitioned one (positions) by its own name, its rows read and restored through it. */
export async function appTables(db: Database): Promise<string[]> {
  return rowsOf<{ name: string }>(
    await db.execute(sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition order by c.relname`),
  ).map((r) => r.name);
}

/**
 * Writes one consistent backup of everything the service keeps to `file`: every table as one
 * snapshot (a repeatable-read transaction: the app goes on serving, and what was committed before
 * the backup began is in it) and the files of DATA_DIR. Written beside it first, then renamed:
 * a backup that is there is whole.
 */
export async function writeBackup({ database, dataDir, file }: { database: DatabaseHandle; dataDir: string; file: string }): Promise<BackupSummary> {
  const began = Date.now();
  // Its own name while it is written: two backups of one second (two instances, one BACKUP_DIR) never share a file.
  const partial = `${file}.${randomUUID()}.partial`;
  const gzip = createGzip();
  const written = pipeline(gzip, createWriteStream(partial, { mode: 0o600 }));
  const write = async (line: string) => {
    if (!gzip.write(`${line}\n`)) await once(gzip, 'drain');
  };
  let counted: { tables: number; rows: number };
  try {
    counted = await transaction(database.db, (tx) => writeSnapshot(tx, { source: database.kind, dataDir }, write), {
      isolationLevel: 'repeatable read',
      accessMode: 'read only',
    });
  } catch (error) {
    gzip.destroy();
    await written.catch(() => undefined);
    rmSync(partial, { force: true });
    throw error;
  }
  gzip.end();
  await written;
  renameSync(partial, file);
  return { file, ...counted, bytes: statSync(file).size, seconds: (Date.now() - began) / 1000 };
}

/** The header, then each table's name and rows, read through a cursor FETCH_ROWS at a time. */
async function writeSnapshot(
  tx: Database,
  { source, dataDir }: { source: BackupHeader['source']; dataDir: string },
  write: (line: string) => Promise<void>,
): Promise<{ tables: number; rows: number }> {
  const tables = await appTables(tx);
  const header: BackupHeader = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    createdAt: new Date().toISOString(),
    migrations: await appliedMigrationCount(tx),
    source,
    files: filesOf(dataDir),
    tables,
  };
  await write(JSON.stringify(header));
  let rows = 0;
  for (const table of tables) {
    await write(JSON.stringify({ table }));
    await tx.execute(sql`declare medfleet_backup no scroll cursor for select row_to_json(t)::text as r from ${sql.identifier(table)} t`);
    for (let batch = await fetchRows(tx); batch.length; batch = await fetchRows(tx)) {
      for (const { r } of batch) await write(`{"row":${r}}`);
      rows += batch.length;
    }
    await tx.execute(sql`close medfleet_backup`);
  }
  return { tables: tables.length, rows };
}

const fetchRows = async (tx: Database) => rowsOf<{ r: string }>(await tx.execute(sql.raw(`fetch ${FETCH_ROWS} from medfleet_backup`)));

function filesOf(dataDir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const name of DATA_DIR_FILES) {
    const path = join(dataDir, name);
    if (existsSync(path)) files[name] = readFileSync(path).toString('base64');
  }
  return files;
}
