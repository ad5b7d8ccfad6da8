import { join } from 'node:path';
import { backupsRoutes } from './backups.routes.ts';
import { createBackupsService } from './backups.service.ts';
import { writeBackup } from '../../backup/backup.ts';
import type { App, FeatureDeps } from '../../core.ts';

/** Every quarter of an hour the job looks whether a backup is due, or stale. */
const CHECK_MS = 15 * 60_000;

/** Backups kept in BACKUP_DIR: the embedded database's nightly one, an admin's on demand, their download, the stale alert. */
export async function register(app: App, { core, ports }: FeatureDeps): Promise<void> {
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
  core.addJob({
    name: 'backups',
    run: () => backups.tick(),
    everyMs: CHECK_MS,
    atStart: true,
    logged: (r) => (r.taken || r.alerted ? r : undefined),
  });
}
