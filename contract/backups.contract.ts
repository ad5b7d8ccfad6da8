import { z } from 'zod';

/** A backup file's name: when it was taken, in UTC (nothing else can reach the file system through it). */
export const BACKUP_FILE_NAME = /^medfleet-\d{8}T\d{6}Z\.mfb$/;

export const backupEntry = z.object({
  fileName: z.string(),
  createdAt: z.string(),
  bytes: z.number().int(),
});
export type BackupEntry = z.infer<typeof backupEntry>;

/** What Settings shows of the backups (admin). */
export const backupStatus = z.object({
  /** The embedded database backs itself up every night; on PostgreSQL its own tools do (docs). */
  nightly: z.boolean(),
  keep: z.number().int(),
  latest: backupEntry.nullable(),
  /** Hours since the latest backup; null when there is none. */
  ageHours: z.number().nullable(),
  /** No backup, or the latest older than 36 hours: every admin's dashboard says so. */
  stale: z.boolean(),
  backups: z.array(backupEntry),
});
export type BackupStatus = z.infer<typeof backupStatus>;

export const backupFileParams = z.object({ fileName: z.string().regex(BACKUP_FILE_NAME, 'Unknown backup') });
