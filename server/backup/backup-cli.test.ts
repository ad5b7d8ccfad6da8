import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { auditLog, users } from '../db/schema.ts';
import { runScript } from '../test-support/script-process.ts';
import { createTestApp } from '../test-support/test-app.ts';
import { embeddedDataFolder } from '../test-support/test-database.ts';

const folder = mkdtempSync(join(tmpdir(), 'medfleet-backup-cli-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** `npm run backup` / `npm run restore` as an operator runs them, on an embedded database in DATA_DIR. */
const run = (command: 'backup-cli' | 'restore-cli', dataDir: string, args: string[]) => runScript(`server/backup/${command}.ts`, args, { DATA_DIR: dataDir });

describe('npm run backup and npm run restore', () => {
  it('back up the embedded database while the app serves (the app writes it) and when stopped; restore into an empty database, or over one when forced', async () => {
    const source = embeddedDataFolder(join(folder, 'source'));
    const database = await openDatabase({ dataDir: join(source, 'db') });
    await database.migrate();
    const t = await createTestApp({ DATA_DIR: source }, { database });
    const served = (await database.db.select().from(users)).map((u) => u.email).sort();
    const file = join(folder, 'while-serving.mfb');
    try {
      const backup = await run('backup-cli', source, ['--out', file]);
      expect(backup.code, backup.err.join('\n')).toBe(0);
      expect(backup.out).toMatch(/^Backup of the embedded database in .*, by the running MedFleet, written to .*: \d+ tables, \d+ rows/);
      const audited = await database.db.select().from(auditLog).where(eq(auditLog.entity, 'backup'));
      expect(audited).toEqual([expect.objectContaining({ actorId: null, actorName: 'MedFleet: backup command', entityId: 'while-serving.mfb' })]);

      const refused = await run('restore-cli', source, [file, '--force']);
      expect(refused.code).toBe(1);
      expect(refused.err).toEqual([expect.stringMatching(/^Restore failed: the embedded database is open in a running MedFleet: stop it first/)]);
    } finally {
      await t.close();
    }

    // Two folders side by side, each with its own processes: a restore into an empty database (a copy of
    // the run's migrated one: the command's restore is the test here, making a data folder from nothing is the
    // start's), again, and forced; and a backup of the source while a process that does not answer holds it
    // (this one, without an app), then once it is closed.
    const restoring = async () => {
      const target = embeddedDataFolder(join(folder, 'target'));
      const restored = await run('restore-cli', target, [file]);
      expect(restored.code, restored.err.join('\n')).toBe(0);
      const again = await run('restore-cli', target, [file]);
      expect(again.code).toBe(1);
      expect(again.err).toEqual([expect.stringMatching(/^Restore failed: The database is not empty .*--force replaces it\.$/)]);
      const forced = await run('restore-cli', target, [file, '--force']);
      expect(forced.code, forced.err.join('\n')).toBe(0);
      expect(forced.out).toMatch(/^Restored the backup of .* \(pglite\) into the embedded database/);
      const copy = await openDatabase({ dataDir: join(target, 'db') });
      expect((await copy.db.select().from(users)).map((u) => u.email).sort()).toEqual(served);
      await copy.close();
    };
    const heldThenStopped = async () => {
      const holder = await openDatabase({ dataDir: join(source, 'db') });
      const held = await run('backup-cli', source, ['--out', join(folder, 'held.mfb')]);
      expect(held.code).toBe(1);
      expect(held.err).toEqual([
        expect.stringMatching(/^Backup failed: the embedded database is open in a MedFleet that does not answer .*take the backup in Settings/),
      ]);
      await holder.close();
      const stopped = await run('backup-cli', source, ['--out', join(folder, 'stopped.mfb')]);
      expect(stopped.code, stopped.err.join('\n')).toBe(0);
      expect(stopped.out).toMatch(/^Backup of the embedded database in .* written to .*: \d+ tables, \d+ rows/);
      expect(stopped.out).not.toContain('running MedFleet');
    };
    await Promise.all([restoring(), heldThenStopped()]);
  }, 180_000);

  it('say in one line what is missing', async () => {
    // Three commands side by side: each refuses before it opens anything.
    const [noOut, noDatabase, noFile] = await Promise.all([
      run('backup-cli', join(folder, 'nothing'), []),
      run('backup-cli', join(folder, 'nothing'), ['--out', join(folder, 'x.mfb')]),
      run('restore-cli', join(folder, 'nothing'), [join(folder, 'no-such.mfb')]),
    ]);
    expect(noOut.err).toEqual(['Backup failed: say where: npm run backup -- --out FILE']);
    expect(noDatabase.err).toEqual([expect.stringMatching(/^Backup failed: there is no embedded database in /)]);
    expect(noFile.err).toEqual([`Restore failed: there is no file ${join(folder, 'no-such.mfb')}.`]);
  });
});
