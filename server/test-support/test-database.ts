import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { unpackTemplate } from '../db/open-configured.ts';

/** Set by the test run's global setup: a dump of a migrated PGlite, or a migrated template database. */
export const TEMPLATE_DUMP_ENV = 'MEDFLEET_TEST_TEMPLATE_DUMP';
export const TEMPLATE_DATABASE_ENV = 'MEDFLEET_TEST_TEMPLATE_DATABASE';

/**
 * A fresh, migrated database for one test file: its own PostgreSQL database when
 * DATABASE_URL is set (CI), else PGlite in memory; a copy of the run's migrated template when
 * there is one (server/test-support/global-setup.ts), else migrated here. close() drops it. The
 * pool is large by default because the race tests hold many connections at once.
 */
export async function createTestDatabase({ poolSize = 60 }: { poolSize?: number } = {}): Promise<DatabaseHandle & { url: string | undefined }> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) return reusablePglite(spare.pop() ?? (await freshPglite()));
  const name = `medfleet_test_${randomBytes(6).toString('hex')}`;
  const template = process.env[TEMPLATE_DATABASE_ENV];
  await adminQuery(baseUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = withDatabase(baseUrl, name);
  const handle = await openDatabase({ url, poolSize });
  await handle.migrate();
  return {
    ...handle,
    url,
    close: async () => {
      await handle.close();
      await adminQuery(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/**
 * An embedded (PGlite) database for a test of what only it does, whatever the run's database:
 * like createTestDatabase's on an embedded run (a copy of the run's template, or one reused).
 */
export async function createEmbeddedTestDatabase(): Promise<DatabaseHandle & { url: undefined }> {
  return reusablePglite(spare.pop() ?? (await freshPglite()));
}

/**
 * DATA_DIR/db as the run's migrated template, for a test of a process that opens a data folder
 * itself (the server, the backup CLI): its start then skips PostgreSQL's initdb and the
 * migrations, as a built release's first start does (open-configured.ts). Without a template
 * (none was made) the process makes its own database.
 */
export function embeddedDataFolder(dataDir: string): string {
  mkdirSync(dataDir, { recursive: true });
  const dump = process.env[TEMPLATE_DUMP_ENV];
  if (dump) unpackTemplate(dump, join(dataDir, 'db'));
  return dataDir;
}

/** The run's migrated PGlite data folder (global-setup.ts) as PGlite's `loadDataDir` takes it; undefined when none was made. */
export function migratedTemplateDump(): Blob | undefined {
  const dump = process.env[TEMPLATE_DUMP_ENV];
  return dump ? new Blob([readFileSync(dump)]) : undefined;
}

async function freshPglite(): Promise<DatabaseHandle> {
  const handle = await openDatabase({ loadDataDir: migratedTemplateDump() });
  await handle.migrate();
  return handle;
}

/**
 * PGlite databases of this test process whose test file has closed them, emptied for the next
 * file: loading a copy of the template takes ~1.3 s of CPU, emptying one ~50 ms. The next file
 * sees what a new copy would show: every table empty (as migrated), every identity restarted,
 * no listener and no session setting left.
 */
const spare: DatabaseHandle[] = [];

function reusablePglite(handle: DatabaseHandle): DatabaseHandle & { url: undefined } {
  const listening = new Set<() => Promise<void>>();
  let closed = false;
  return {
    ...handle,
    url: undefined,
    listen: async (channel, handlers) => {
      const unlisten = await handle.listen(channel, handlers);
      listening.add(unlisten);
      return () => (listening.delete(unlisten), unlisten());
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await Promise.all([...listening].map((unlisten) => unlisten()));
      if (await emptied(handle)) spare.push(handle);
      else await handle.close();
    },
  };
}

/** Empties every table of the app's schema; false when the database cannot be (a test broke it), and it is not reused. */
async function emptied(handle: DatabaseHandle): Promise<boolean> {
  try {
    await handle.db.execute(sql`RESET ALL`);
    await handle.db.execute(sql`SELECT pg_advisory_unlock_all()`);
    await handle.db.execute(sql`DO $$ BEGIN
      EXECUTE (SELECT 'TRUNCATE ' || string_agg(format('%I.%I', schemaname, tablename), ', ') || ' RESTART IDENTITY CASCADE' FROM pg_tables WHERE schemaname = 'public');
    END $$`);
    return true;
  } catch {
    return false;
  }
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.href;
}

/** One statement on a connection of its own (CREATE and DROP DATABASE cannot run in a pool's transaction). */
export async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
