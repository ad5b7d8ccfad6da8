import { basename, join } from 'node:path';
import { backupsRoutes } from './backups.routes.ts';
import { createBackupsService } from './backups.service.ts';
import { systemActor } from '../../actor.ts';
import { serveBackupRequests } from '../../backup/backup-socket.ts';
import { writeBackup } from '../../backup/backup.ts';
import type { App, FeatureDeps } from '../../core.ts';

/** Every quarter of an hour the job looks whether a backup is due, or stale. */
const CHECK_MS = 15 * 60_000;

/** Backups kept in BACKUP_DIR: the embedded database's nightly one, an admin's on demand, their download, the stale alert. */
export async function register(app: App, deps: FeatureDeps): Promise<void> {
  const { core, ports } = deps;
  const { config } = core;
  const users = ports.of('users');
  const backups = createBackupsService({
    backUp: (file) => writeBackup({ database: core.database, dataDir: config.dataDir, file }),
    directory: config.backupDir ?? join(config.dataDir, 'backups'),
    keep: config.backupKeep,
    nightly: core.database.kind === 'pglite',
    notify: ports.of('notices').notify,
    adminIds: users.adminIds,
    recordChange: ports.of('audit').recordChange,
    onFailure: (error) => app.log.error({ err: error }, 'the nightly backup could not be taken'),
  });
  await app.register(backupsRoutes, { backups });
  if (core.database.kind === 'pglite') await answerTheBackupCommand(app, deps);
  core.addJob({
    name: 'backups',
    run: () => backups.tick(),
    everyMs: CHECK_MS,
    atStart: true,
    logged: (r) => (r.taken || r.alerted ? r : undefined),
  });
}

/**
 * `npm run backup` beside the running embedded app: the app writes it (the CLI cannot open a
 * database the app holds), audited under the operator's system name. A socket that cannot be
 * opened (a data folder whose path is too long for one) leaves Settings' download as the way.
 */
async function answerTheBackupCommand(app: App, { core, ports }: FeatureDeps): Promise<void> {
  const { config } = core;
  const recordChange = ports.of('audit').recordChange;
  const backUp = async (file: string) => {
    const summary = await writeBackup({ database: core.database, dataDir: config.dataDir, file });
    await recordChange(systemActor('operator'), {
      entity: 'backup',
      entityId: basename(file),
      action: 'create',
      after: { bytes: summary.bytes, rows: summary.rows },
    });
    return summary;
  };
  try {
    const socket = await serveBackupRequests(config.dataDir, backUp);
    core.onClose(() => socket.close());
  } catch (error) {
    app.log.warn({ err: error }, 'npm run backup cannot reach this app: take backups in Settings');
  }
}
