import { mkdirSync, readdirSync, statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { BACKUP_FILE_NAME, type BackupEntry, type BackupStatus } from '../../../contract/backups.contract.ts';
import { inJerusalem } from '../../../contract/jerusalem-time.ts';
import type { Actor } from '../../actor.ts';
import type { RecordChange } from '../../audit-port.ts';
import { conflict, notFound, said } from '../../http-errors.ts';
import type { Notify } from '../../notify-port.ts';

/** A backup older than this is an alert on every admin's dashboard. */
export const STALE_HOURS = 36;
/** The nightly backup is taken in these hours of the night (Jerusalem), when nobody books. */
const NIGHT = { from: 2, until: 5 };
/** In the night hours a backup is taken when the latest is older than this (last night's, give or take). */
const NIGHTLY_AFTER_HOURS = 20;
/** Past this, a backup is taken at once, night or not (the machine was off at night, say). */
const OVERDUE_HOURS = 30;
/** At most one alert a day while backups stay stale. */
const ALERT_EVERY_MS = 24 * 3_600_000;

interface Deps {
  /** Writes one backup of the database and DATA_DIR to this file (server/backup). */
  backUp: (file: string) => Promise<unknown>;
  directory: string;
  keep: number;
  /** The embedded database backs itself up; PostgreSQL is backed up with its own tools (README). */
  nightly: boolean;
  notify: Notify;
  adminIds: () => Promise<number[]>;
  recordChange: RecordChange;
  /** A nightly backup that could not be taken (the log). */
  onFailure?: (error: unknown) => void;
  now?: () => Date;
}

const hoursSince = (at: Date, now: Date) => (now.getTime() - at.getTime()) / 3_600_000;

/** `medfleet-20261126T031500Z.mfb`: its time, from its name. */
function entryOf(directory: string, fileName: string): BackupEntry {
  const [, y, mo, d, h, mi, s] = /^medfleet-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z/.exec(fileName)!;
  return { fileName, createdAt: `${y}-${mo}-${d}T${h}:${mi}:${s}.000Z`, bytes: statSync(join(directory, fileName)).size };
}

const fileNameAt = (at: Date) =>
  `medfleet-${at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}.mfb`;

export function createBackupsService({
  backUp,
  directory,
  keep,
  nightly,
  notify,
  adminIds,
  recordChange,
  onFailure = () => undefined,
  now = () => new Date(),
}: Deps) {
  let taking: Promise<BackupEntry> | undefined;
  let alertedAt: Date | undefined;

  function list(): BackupEntry[] {
    mkdirSync(directory, { recursive: true });
    return readdirSync(directory)
      .filter((name) => BACKUP_FILE_NAME.test(name))
      .sort()
      .reverse()
      .map((name) => entryOf(directory, name));
  }

  async function take(): Promise<BackupEntry> {
    mkdirSync(directory, { recursive: true });
    const fileName = fileNameAt(now());
    await backUp(join(directory, fileName));
    // The oldest go once there are more than `keep`.
    for (const old of list().slice(keep)) await rm(join(directory, old.fileName), { force: true });
    return entryOf(directory, fileName);
  }

  /** One backup at a time in this instance: a second ask while one is taken is refused. */
  function takeOnce(): Promise<BackupEntry> {
    if (taking) throw conflict(said('backup.busy'), 'BACKUP_BUSY');
    taking = take().finally(() => (taking = undefined));
    return taking;
  }

  function status(): BackupStatus {
    const backups = list();
    const latest = backups[0] ?? null;
    const ageHours = latest ? Math.round(hoursSince(new Date(latest.createdAt), now()) * 10) / 10 : null;
    return { nightly, keep, latest, ageHours, backups, stale: nightly && (ageHours === null || ageHours > STALE_HOURS) };
  }

  return {
    status,
    /** An admin's backup, taken now (and audited as theirs). */
    async takeNow(actor: Actor): Promise<BackupEntry> {
      const entry = await takeOnce();
      await recordChange(actor, { entity: 'backup', entityId: entry.fileName, action: 'create', after: entry });
      return entry;
    },
    /** The file of one backup kept here. */
    pathOf(fileName: string): string {
      if (!list().some((b) => b.fileName === fileName)) throw notFound(said('backup.notFound', { fileName }));
      return join(directory, fileName);
    },
    /**
     * The nightly job (every quarter of an hour): a backup in the night hours when the latest is
     * over NIGHTLY_AFTER_HOURS old, at once when it is over OVERDUE_HOURS; the admins told when
     * backups are stale.
     */
    async tick(): Promise<{ taken?: string; failed?: string; alerted?: boolean }> {
      const at = now();
      const latest = list()[0];
      const age = latest ? hoursSince(new Date(latest.createdAt), at) : Infinity;
      const hour = inJerusalem(at).getHours();
      const night = hour >= NIGHT.from && hour < NIGHT.until;
      const result: { taken?: string; failed?: string; alerted?: boolean } = {};
      // A backup that fails is an error in the log at once, and the alert below tells the admins once it is stale.
      if (nightly && !taking && (age > OVERDUE_HOURS || (night && age > NIGHTLY_AFTER_HOURS))) {
        try {
          result.taken = (await takeOnce()).fileName;
        } catch (error) {
          onFailure(error);
          result.failed = error instanceof Error ? error.message : String(error);
        }
      }
      const { stale, ageHours } = status();
      if (stale && (!alertedAt || at.getTime() - alertedAt.getTime() >= ALERT_EVERY_MS)) {
        alertedAt = at;
        await notify(await adminIds(), {
          type: 'system_update',
          text: 'backup.stale',
          params: { hours: ageHours === null ? 'never' : String(Math.floor(ageHours)) },
        });
        result.alerted = true;
      }
      return result;
    },
  };
}
export type BackupsService = ReturnType<typeof createBackupsService>;
