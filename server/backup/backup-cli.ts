import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { writeBackup } from './backup.ts';
import { fail, onConfiguredDatabase } from './cli.ts';
import { loadConfig } from '../config.ts';
import { describeDatabase, embeddedDatabaseDir } from '../db/open-configured.ts';

/**
 * `npm run backup -- --out FILE`: one consistent backup of the configured database (PostgreSQL
 * while the app serves; the embedded one while no MedFleet has it open) and of DATA_DIR's keys.
 */
const { values } = parseArgs({ options: { out: { type: 'string' } } });
const config = loadConfig();
const file = values.out;
if (!file) fail('Backup', 'say where: npm run backup -- --out FILE');
if (!config.databaseUrl && !existsSync(embeddedDatabaseDir(config)))
  fail('Backup', `there is no embedded database in ${embeddedDatabaseDir(config)} (DATA_DIR=${config.dataDir}).`);
await onConfiguredDatabase('Backup', config, async (database) => {
  const summary = await writeBackup({ database, dataDir: config.dataDir, file });
  return `Backup of the ${describeDatabase(config)} written to ${summary.file}: ${summary.tables} tables, ${summary.rows} rows, ${(summary.bytes / 1e6).toFixed(1)} MB in ${summary.seconds.toFixed(1)} s.`;
});
