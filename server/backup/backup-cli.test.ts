import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { seedDemo } from '../db/seed.ts';
import { projectRoot } from '../paths.ts';

const folder = mkdtempSync(join(tmpdir(), 'medfleet-backup-cli-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** `npm run backup` / `npm run restore` as an operator runs them, on an embedded database in DATA_DIR. */
function run(command: 'backup-cli' | 'restore-cli', dataDir: string, args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', `server/backup/${command}.ts`, ...args], {
    cwd: projectRoot,
    env: { PATH: process.env.PATH, DATA_DIR: dataDir },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: result.status, out: result.stdout.trim(), err: result.stderr.split('\n').filter((l) => l.trim() && !l.includes('ExperimentalWarning')) };
}

describe('npm run backup and npm run restore', () => {
  it('back up an embedded database and restore it into an empty folder; a refused restore leaves the folder to the next command', async () => {
    const source = join(folder, 'source');
    mkdirSync(source);
    const database = await openDatabase({ dataDir: join(source, 'db') });
    await database.migrate();
    await seedDemo(database.db, { domain: 'medfleet.test', serviceName: 'MedFleet', trackerSecret: (id) => `secret-of-${id}` });
    await database.close();
    const file = join(folder, 'medfleet.mfb');

    const backup = run('backup-cli', source, ['--out', file]);
    expect(backup.code, backup.err.join('\n')).toBe(0);
    expect(backup.out).toMatch(/^Backup of the embedded database in .* written to .*: \d+ tables, \d+ rows/);

    const target = join(folder, 'target');
    expect(run('restore-cli', target, [file]).code).toBe(0);
    const again = run('restore-cli', target, [file]);
    expect(again.code).toBe(1);
    expect(again.err).toEqual([expect.stringMatching(/^Restore failed: The database is not empty .*--force replaces it\.$/)]);
    const forced = run('restore-cli', target, [file, '--force']);
    expect(forced.code, forced.err.join('\n')).toBe(0);
    expect(forced.out).toMatch(/^Restored the backup of .* \(pglite\) into the embedded database/);
  }, 120_000);

  it('say in one line what is missing', () => {
    expect(run('backup-cli', join(folder, 'nothing'), []).err).toEqual(['Backup failed: say where: npm run backup -- --out FILE']);
    expect(run('backup-cli', join(folder, 'nothing'), ['--out', join(folder, 'x.mfb')]).err).toEqual([
      expect.stringMatching(/^Backup failed: there is no embedded database in /),
    ]);
    expect(run('restore-cli', join(folder, 'nothing'), [join(folder, 'no-such.mfb')]).err).toEqual([
      `Restore failed: there is no file ${join(folder, 'no-such.mfb')}.`,
    ]);
  });
});
