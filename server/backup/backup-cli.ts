import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { writeBackup } from './backup.ts';
import { loadConfig, type Config } from '../config.ts';
import { describeDatabase, embeddedDatabaseDir, openConfiguredDatabase } from '../db/open-configured.ts';

/**
 * `npm run backup -- --out FILE`: one consistent backup of the configured database (PostgreSQL
 * while the app serves; the embedded one while no MedFleet has it open) and of DATA_DIR's keys.
 */
const { values } = parseArgs({ options: { out: { type: 'string' } } });
const config = loadConfig();
if (!values.out) fail('Say where: npm run backup -- --out FILE');
refuseEmbeddedInUse(config);
const database = await openConfiguredDatabase(config);
try {
  const summary = await writeBackup({ database, dataDir: config.dataDir, file: values.out });
  console.log(
    `Backup of the ${describeDatabase(config)} written to ${summary.file}: ${summary.tables} tables, ${summary.rows} rows, ${(summary.bytes / 1e6).toFixed(1)} MB in ${summary.seconds.toFixed(1)} s.`,
  );
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
} finally {
  await database.close();
}

function fail(message: string): never {
  console.error(`Backup failed: ${message}`);
  process.exit(1);
}

/** The embedded database is one process's: opened by a second one beside a running MedFleet, it would be damaged. */
function refuseEmbeddedInUse(config: Config): void {
  if (config.databaseUrl) return;
  const folder = embeddedDatabaseDir(config);
  if (!existsSync(folder)) fail(`there is no embedded database in ${folder} (DATA_DIR=${config.dataDir}).`);
  if (existsSync(join(folder, 'postmaster.pid')))
    fail(
      `the embedded database in ${folder} is open in a running MedFleet: stop it first (if none runs, it was not closed: remove ${join(folder, 'postmaster.pid')}).`,
    );
}
