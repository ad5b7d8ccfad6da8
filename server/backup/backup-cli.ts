import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { BackupSocketUnreachable, requestBackup } from './backup-socket.ts';
import type { BackupSummary } from './backup.ts';
import { fail, onConfiguredDatabase } from './cli.ts';
import { loadConfig } from '../config.ts';
import { describeDatabase, embeddedDatabaseDir, embeddedDatabaseInUse } from '../db/embedded-folder.ts';

/**
 * `npm run backup -- --out FILE`: one consistent backup of the configured database and of
 * DATA_DIR's keys, while the app serves: PostgreSQL is read beside it; the embedded database, which
 * only the running app may open, is written by that app on the CLI's behalf (backup-socket.ts).
 */
const { values } = parseArgs({ options: { out: { type: 'string' } } });
const config = loadConfig();
const file = values.out;
if (!file) fail('Backup', 'say where: npm run backup -- --out FILE');
if (!config.databaseUrl && !existsSync(embeddedDatabaseDir(config)))
  fail('Backup', `there is no embedded database in ${embeddedDatabaseDir(config)} (DATA_DIR=${config.dataDir}).`);

const done = (summary: BackupSummary, by = '') =>
  `Backup of the ${describeDatabase(config)}${by} written to ${summary.file}: ${summary.tables} tables, ${summary.rows} rows, ${(summary.bytes / 1e6).toFixed(1)} MB in ${summary.seconds.toFixed(1)} s.`;

const lock = embeddedDatabaseInUse(config);
if (lock) {
  const summary = await requestBackup(config.dataDir, resolve(file)).catch((error: unknown) =>
    fail(
      'Backup',
      error instanceof BackupSocketUnreachable
        ? `the embedded database is open in a MedFleet that does not answer (${error.message}): take the backup in Settings, or stop it first (if none runs, it was not closed: remove ${lock}).`
        : (error as Error).message,
    ),
  );
  console.log(done(summary, ', by the running MedFleet,'));
} else {
  await onConfiguredDatabase('Backup', config, async (database) => {
    const { writeBackup } = await import('./backup.ts');
    return done(await writeBackup({ database, dataDir: config.dataDir, file }));
  });
}
