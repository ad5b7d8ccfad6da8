import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { adminQuery, TEMPLATE_DATABASE_ENV, TEMPLATE_DUMP_ENV, withDatabase } from './test-database.ts';
import { openDatabase } from '../db/client.ts';
import { migratedEmbeddedDatabase } from '../db/embedded-template.ts';

/**
 * Migrates one database per run, and every test file gets a copy of it (docs/decisions/001):
 * on PGlite a dump of the migrated data folder that each file loads (no initdb, no migrations:
 * ~0.6 s instead of ~2.5 s a file), on PostgreSQL a template database each file's database is
 * created from. A PostgreSQL run makes the PGlite dump too, for the tests of what only the
 * embedded database does (backups of a data folder, the server's own start). The locations go to
 * the test processes by environment variable.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const baseUrl = process.env.DATABASE_URL;
  const [removeDump, dropTemplate] = await Promise.all([migratedPgliteDump(), baseUrl ? migratedTemplateDatabase(baseUrl) : undefined]);
  return async () => {
    removeDump();
    await dropTemplate?.();
  };
}

async function migratedPgliteDump(): Promise<() => void> {
  const handle = await migratedEmbeddedDatabase();
  const folder = mkdtempSync(join(tmpdir(), 'medfleet-template-'));
  const file = join(folder, 'migrated.tar');
  writeFileSync(file, Buffer.from(await (await handle.dumpDataDir!()).arrayBuffer()));
  await handle.close();
  process.env[TEMPLATE_DUMP_ENV] = file;
  return () => rmSync(folder, { recursive: true, force: true });
}

async function migratedTemplateDatabase(baseUrl: string): Promise<() => Promise<void>> {
  const name = `medfleet_template_${process.pid}`;
  const drop = () => adminQuery(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await adminQuery(baseUrl, `CREATE DATABASE ${name}`);
  try {
    // Two connections: migrate() holds its lock on one and migrates on another.
    const handle = await openDatabase({ url: withDatabase(baseUrl, name), poolSize: 2 });
    await handle.migrate();
    await handle.close();
  } catch (error) {
    await drop();
    throw error;
  }
  process.env[TEMPLATE_DATABASE_ENV] = name;
  return drop;
}
