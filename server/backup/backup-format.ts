/**
 * A MedFleet backup (docs/decisions/024): gzip of JSON lines. The first line describes it; then
 * for each table a line naming it, followed by its rows, each as PostgreSQL's own JSON of the row
 * (row_to_json), which both PGlite and PostgreSQL read back with json_populate_recordset: so a
 * backup of the embedded database restores into PostgreSQL and back.
 */
export const BACKUP_FORMAT = 'medfleet-backup';
export const BACKUP_VERSION = 1;

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  createdAt: string;
  /** Migrations applied to the database it was taken from: it restores into a database of the same release. */
  migrations: number;
  source: 'pglite' | 'postgres';
  /** The files of DATA_DIR the service keeps beside the database (session secret, Web Push keys), base64. */
  files: Record<string, string>;
  tables: string[];
}

export type BackupLine = BackupHeader | { table: string } | { row: unknown };

/** The files of DATA_DIR a backup carries: without them, every session and push subscription would end. */
export const DATA_DIR_FILES = ['session-secret', 'vapid-keys.json'];
