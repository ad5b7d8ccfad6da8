import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';

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
  if (!baseUrl) {
    const dump = process.env[TEMPLATE_DUMP_ENV];
    const handle = await openDatabase(dump ? { loadDataDir: new Blob([readFileSync(dump)]) } : {});
    await handle.migrate();
    return { ...handle, url: undefined };
  }
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
