import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { fail, onConfiguredDatabase } from './cli.ts';
import { loadConfig } from '../config.ts';
import { describeDatabase } from '../db/embedded-folder.ts';

/**
 * `npm run restore -- FILE [--force]`: a backup into the configured database (an empty data folder
 * or an empty PostgreSQL database; --force replaces one that holds data) and DATA_DIR.
 */
const { values, positionals } = parseArgs({ options: { force: { type: 'boolean', default: false } }, allowPositionals: true });
const config = loadConfig();
const file = positionals[0];
if (!file || positionals.length > 1) fail('Restore', 'say which backup: npm run restore -- FILE [--force]');
if (!existsSync(file)) fail('Restore', `there is no file ${file}.`);
await onConfiguredDatabase('Restore', config, async (database) => {
  const { restoreBackup } = await import('./restore.ts');
  const summary = await restoreBackup({ database, dataDir: config.dataDir, file, force: values.force });
  return `Restored the backup of ${summary.from.createdAt} (${summary.from.source}) into the ${describeDatabase(config)}: ${summary.tables} tables, ${summary.rows} rows in ${summary.seconds.toFixed(1)} s.`;
});
