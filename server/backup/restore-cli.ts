import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { restoreBackup } from './restore.ts';
import { loadConfig } from '../config.ts';
import { describeDatabase, embeddedDatabaseDir, openConfiguredDatabase } from '../db/open-configured.ts';

/**
 * `npm run restore -- FILE [--force]`: a backup into the configured database (an empty data folder
 * or an empty PostgreSQL database; --force replaces one that holds data) and DATA_DIR.
 */
const { values, positionals } = parseArgs({ options: { force: { type: 'boolean', default: false } }, allowPositionals: true });
const config = loadConfig();
const file = positionals[0];
if (!file || positionals.length > 1) fail('Say which backup: npm run restore -- FILE [--force]');
if (!existsSync(file)) fail(`there is no file ${file}.`);
if (!config.databaseUrl && existsSync(join(embeddedDatabaseDir(config), 'postmaster.pid')))
  fail(`the embedded database in ${embeddedDatabaseDir(config)} is open in a running MedFleet: stop it first.`);
const database = await openConfiguredDatabase(config);
try {
  const summary = await restoreBackup({ database, dataDir: config.dataDir, file, force: values.force });
  console.log(
    `Restored the backup of ${summary.from.createdAt} (${summary.from.source}) into the ${describeDatabase(config)}: ${summary.tables} tables, ${summary.rows} rows in ${summary.seconds.toFixed(1)} s.`,
  );
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
} finally {
  await database.close();
}

function fail(message: string): never {
  console.error(`Restore failed: ${message}`);
  process.exit(1);
}
