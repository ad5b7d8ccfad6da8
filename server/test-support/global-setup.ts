import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { adminQuery, TEMPLATE_DATABASE_ENV, TEMPLATE_DUMP_ENV, withDatabase } from './test-database.ts';
import { openDatabase } from '../db/client.ts';
import { migratedEmbeddedDatabase } from '../db/embedded-template.ts';
import { migrationsFolder, projectRoot } from '../paths.ts';

/**
 * Migrates one database per run, and every test file gets a copy of it (docs/decisions/001):
 * on PGlite a dump of the migrated data folder that each file loads (no initdb, no migrations:
 * ~0.6 s instead of ~2.5 s a file), on PostgreSQL a template database each file's database is
 * created from. A PostgreSQL run makes the PGlite dump too, for the tests of what only the
 * embedded database does (backups of a data folder, the server's own start). The locations go to
 * the test processes by environment variable. The PGlite dump is kept between runs, named by what
 * makes it (docs/decisions/001).
 */
export default async function setup(): Promise<() => Promise<void>> {
  const baseUrl = process.env.DATABASE_URL;
  const [, dropTemplate] = await Promise.all([migratedPgliteDump(), baseUrl ? migratedTemplateDatabase(baseUrl) : undefined]);
  return async () => {
    await dropTemplate?.();
  };
}

async function migratedPgliteDump(): Promise<void> {
  const key = templateKey();
  const file = join(TEMPLATE_CACHE, `${key}.tar`);
  if (!existsSync(file)) {
    const handle = await migratedEmbeddedDatabase();
    const dump = Buffer.from(await (await handle.dumpDataDir!()).arrayBuffer());
    await handle.close();
    mkdirSync(TEMPLATE_CACHE, { recursive: true });
    // Dumps of earlier migrations go; one of this key another run is writing stays.
    for (const old of readdirSync(TEMPLATE_CACHE)) if (!old.startsWith(key)) rmSync(join(TEMPLATE_CACHE, old), { force: true });
    // Renamed into place whole: a run that starts meanwhile finds the file complete or not at all.
    writeFileSync(`${file}.${process.pid}`, dump);
    renameSync(`${file}.${process.pid}`, file);
  }
  process.env[TEMPLATE_DUMP_ENV] = file;
}

const TEMPLATE_CACHE = join(projectRoot, 'node_modules', '.cache', 'medfleet', 'test-template');

/** What the migrated dump is made of: the migrations, the code that runs them, and PGlite (its package.json names its version). */
function templateKey(): string {
  const hash = createHash('sha256');
  const migrations = readdirSync(migrationsFolder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  const sources = [
    ...migrations.map((entry) => join(entry.parentPath, entry.name)).sort(),
    ...['client.ts', 'embedded-template.ts'].map((name) => join(migrationsFolder, '..', name)),
    join(projectRoot, 'node_modules', '@electric-sql', 'pglite', 'package.json'),
  ];
  for (const source of sources) hash.update(relative(projectRoot, source)).update(readFileSync(source));
  return hash.digest('hex').slice(0, 16);
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
