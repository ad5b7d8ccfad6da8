import { createReadStream, mkdirSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { BACKUP_FORMAT, BACKUP_VERSION, DATA_DIR_FILES, type BackupHeader } from './backup-format.ts';
import { appTables } from './backup.ts';
import { appliedMigrationCount, rowsOf, type Database, type DatabaseHandle } from '../db/client.ts';
import { transaction } from '../db/transaction.ts';

/** Rows inserted by one statement. */
const INSERT_ROWS = 1000;

/** A restore that cannot be done; nothing was changed. */
export class RestoreRefused extends Error {}

export interface RestoreSummary {
  tables: number;
  rows: number;
  seconds: number;
  from: BackupHeader;
}

/**
 * Restores a backup (backup.ts) into the database and DATA_DIR: into an empty database (migrated
 * here first), or with `force` over one that holds data, which it replaces. One transaction:
 * a restore that fails leaves the database as it was.
 */
export async function restoreBackup({
  database,
  dataDir,
  file,
  force = false,
}: {
  database: DatabaseHandle;
  dataDir: string;
  file: string;
  force?: boolean;
}): Promise<RestoreSummary> {
  const began = Date.now();
  const input = createReadStream(file);
  const lines = createInterface({ input: input.pipe(createGunzip()), crlfDelay: Infinity })[Symbol.asyncIterator]();
  try {
    const header = await readHeader(lines);
    const tables = await targetTables(database, header, force);
    const rows = await fill(database, tables, lines);
    restoreFiles(header, dataDir, force);
    return { tables: header.tables.length, rows, seconds: (Date.now() - began) / 1000, from: header };
  } finally {
    input.destroy();
  }
}

/** The target's tables, once it is migrated to this release, empty (or forced) and able to take every table of the backup. */
async function targetTables(database: DatabaseHandle, header: BackupHeader, force: boolean): Promise<string[]> {
  await database.migrate();
  const migrations = await appliedMigrationCount(database.db);
  if (header.migrations !== migrations)
    throw new RestoreRefused(
      `The backup is of a database with ${header.migrations} migrations; this release has ${migrations}. Restore it with the release it was taken with, then upgrade.`,
    );
  const tables = await appTables(database.db);
  const holding = await tablesWithRows(database.db, tables);
  if (holding.length && !force)
    throw new RestoreRefused(`The database is not empty (${holding.slice(0, 3).join(', ')}${holding.length > 3 ? ', …' : ''} hold data). --force replaces it.`);
  const unknown = header.tables.filter((t) => !tables.includes(t));
  if (unknown.length) throw new RestoreRefused(`The backup has tables this release does not: ${unknown.join(', ')}.`);
  return tables;
}

/** Every table emptied and filled from the backup's rows, in one transaction; answers how many rows. */
async function fill(database: DatabaseHandle, tables: string[], lines: AsyncIterator<string>): Promise<number> {
  let rows = 0;
  await transaction(database.db, async (tx) => {
    // Foreign keys and triggers wait: tables come in name order, and no NOTIFY goes out for restored rows.
    await tx.execute(sql`set local session_replication_role = replica`);
    if (tables.length) await tx.execute(sql.raw(`truncate ${tables.map(quoted).join(', ')} restart identity cascade`));
    let table: string | undefined;
    let batch: string[] = [];
    const flush = async () => {
      if (!table || !batch.length) return;
      await tx.execute(
        sql`insert into ${sql.identifier(table)} overriding system value select * from json_populate_recordset(null::${sql.identifier(table)}, ${`[${batch.join(',')}]`}::json)`,
      );
      rows += batch.length;
      batch = [];
    };
    for (let next = await lines.next(); !next.done; next = await lines.next()) {
      if (!next.value) continue;
      const line = JSON.parse(next.value) as { table?: string; row?: unknown };
      if (line.table !== undefined) {
        if (!tables.includes(line.table)) throw new RestoreRefused(`The backup has a table this release does not: ${line.table}.`);
        await flush();
        table = line.table;
      } else {
        batch.push(JSON.stringify(line.row));
        if (batch.length >= INSERT_ROWS) await flush();
      }
    }
    await flush();
    await restartSequences(tx);
    await ownTransactionIds(tx);
  });
  return rows;
}

async function readHeader(lines: AsyncIterator<string>): Promise<BackupHeader> {
  let first: IteratorResult<string>;
  try {
    first = await lines.next();
  } catch {
    throw new RestoreRefused('This file is not a MedFleet backup (it is not gzip).');
  }
  const header = (() => {
    try {
      return JSON.parse(first.done ? '' : first.value) as Partial<BackupHeader>;
    } catch {
      return {};
    }
  })();
  if (header.format !== BACKUP_FORMAT) throw new RestoreRefused('This file is not a MedFleet backup.');
  if (header.version !== BACKUP_VERSION) throw new RestoreRefused(`This backup is of format version ${header.version}; this release reads ${BACKUP_VERSION}.`);
  return header as BackupHeader;
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function tablesWithRows(db: Database, tables: string[]): Promise<string[]> {
  const holding: string[] = [];
  for (const table of tables) {
    const [row] = rowsOf<{ some: boolean }>(await db.execute(sql`select exists (select 1 from ${sql.identifier(table)}) as some`));
    if (row?.some) holding.push(table);
  }
  return holding;
}

/** Every identity and serial goes on after the highest id restored. */
async function restartSequences(tx: Database): Promise<void> {
  await tx.execute(sql`do $$
    declare r record;
    begin
      for r in
        select s.oid::regclass::text as seq, t.relname as tbl, a.attname as col
        from pg_class s
        join pg_depend d on d.objid = s.oid and d.deptype in ('a', 'i')
        join pg_class t on t.oid = d.refobjid
        join pg_namespace n on n.oid = t.relnamespace and n.nspname = 'public'
        join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
        where s.relkind = 'S'
      loop
        execute format('select setval(%L, coalesce((select max(%I) from %I), 0) + 1, false)', r.seq, r.col, r.tbl);
      end loop;
    end $$`);
}

/**
 * Transaction ids (xid8 columns: which transaction wrote a notice) belong to the database that
 * took them; another's may lie in this one's future, where no snapshot would ever see them. The
 * restored rows are this transaction's writing, as they are.
 */
async function ownTransactionIds(tx: Database): Promise<void> {
  await tx.execute(sql`do $$
    declare r record;
    begin
      for r in select table_name, column_name from information_schema.columns where table_schema = 'public' and data_type = 'xid8'
      loop
        execute format('update %I set %I = pg_current_xact_id()', r.table_name, r.column_name);
      end loop;
    end $$`);
}

/** The session secret and Web Push keys: kept when the folder has its own, unless forced. */
function restoreFiles(header: BackupHeader, dataDir: string, force: boolean): void {
  mkdirSync(dataDir, { recursive: true });
  for (const [name, content] of Object.entries(header.files)) {
    if (!DATA_DIR_FILES.includes(name)) continue;
    const path = join(dataDir, name);
    if (!existsSync(path) || force) writeFileSync(path, Buffer.from(content, 'base64'), { mode: 0o600 });
  }
}
