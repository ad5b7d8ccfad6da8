import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';

/**
 * A fresh, migrated database for one test file: its own PostgreSQL database when
 * DATABASE_URL is set (CI), else PGlite in memory. close() drops it. The pool is large by
 * default because the race tests hold many connections at once.
 */
export async function createTestDatabase({ poolSize = 60 }: { poolSize?: number } = {}): Promise<DatabaseHandle & { url: string | undefined }> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    const handle = await openDatabase({});
    await handle.migrate();
    return { ...handle, url: undefined };
  }
  const name = `medfleet_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(baseUrl, `CREATE DATABASE ${name}`);
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

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
