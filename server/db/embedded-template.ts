import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from './client.ts';

/**
 * An empty embedded database with every migration of this release, dumped (gzip) to `file`: a
 * first start on a new data folder loads it instead of running PostgreSQL's initdb and the
 * migrations (open-configured.ts). It holds no data and no secret; the start still migrates, so a
 * template older than the code is only slower. Answers its size in bytes. `migrated` opens the
 * database to dump (a test's: a copy of the run's, made the same way).
 */
export async function writeEmbeddedTemplate(file: string, migrated: () => Promise<DatabaseHandle> = migratedEmbeddedDatabase): Promise<number> {
  const database = await migrated();
  try {
    const dump = await database.dumpDataDir!('gzip');
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    return dump.size;
  } finally {
    await database.close();
  }
}

/**
 * A new embedded database, migrated, with the app's database alone in it. initdb also makes
 * template0 and template1, which only CREATE DATABASE reads and an embedded database never runs:
 * they are 602 of a data folder's 1,376 files, each written one by one by a first start's unpack
 * (0.64 ms a file measured) and read by every test file's copy.
 */
export async function migratedEmbeddedDatabase(): Promise<DatabaseHandle> {
  const database = await openDatabase({});
  try {
    await database.migrate();
    await database.db.execute(sql`UPDATE pg_database SET datistemplate = false WHERE datname IN ('template0', 'template1')`);
    await database.db.execute(sql`DROP DATABASE template0`);
    await database.db.execute(sql`DROP DATABASE template1`);
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}
