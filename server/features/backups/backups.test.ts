import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackupsService } from './backups.service.ts';
import { writeBackup } from '../../backup/backup.ts';
import { openDatabase, type DatabaseHandle } from '../../db/client.ts';
import type { Notice } from '../../notify-port.ts';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { createTestDatabase, migratedTemplateDump } from '../../test-support/test-database.ts';

const folder = mkdtempSync(join(tmpdir(), 'medfleet-backups-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('backups in Settings (admin)', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({ BACKUP_DIR: join(folder, 'app') });
    admin = await t.login();
  });
  afterAll(() => t.close());

  it('takes a backup on demand, lists it with its age and size, and downloads it whole', async () => {
    const taken = await t.app.inject({ method: 'POST', url: '/api/admin/backups', headers: bearer(admin) });
    expect(taken.statusCode, taken.body).toBe(201);
    const entry = taken.json() as { fileName: string; bytes: number };
    expect(entry.fileName).toMatch(/^medfleet-\d{8}T\d{6}Z\.mfb$/);

    const status = (await t.app.inject({ method: 'GET', url: '/api/admin/backups', headers: bearer(admin) })).json();
    expect(status).toMatchObject({ keep: 14, latest: entry, stale: false });
    expect(status.ageHours).toBeLessThan(0.1);

    const file = await t.app.inject({ method: 'GET', url: `/api/admin/backups/${entry.fileName}`, headers: bearer(admin) });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/gzip');
    expect(file.headers['content-disposition']).toContain(`attachment; filename="${entry.fileName}"`);
    expect(file.rawPayload.length).toBe(entry.bytes);
    expect(JSON.parse(gunzipSync(file.rawPayload).toString().split('\n')[0]!)).toMatchObject({ format: 'medfleet-backup' });
  });

  it('is for admins only, and names no file outside BACKUP_DIR', async () => {
    const member = await t.login('emt@medfleet.test');
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/backups', headers: bearer(member) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/backups', headers: bearer(member) })).statusCode).toBe(403);
    for (const name of ['..%2F..%2Fsession-secret', 'session-secret', 'medfleet-20260101T000000Z.mfb%00']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/admin/backups/${name}`, headers: bearer(admin) });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBeTruthy();
    }
    const missing = await t.app.inject({ method: 'GET', url: '/api/admin/backups/medfleet-20200101T000000Z.mfb', headers: bearer(admin) });
    expect(missing.statusCode).toBe(404);
  });
});

describe('the nightly backup of the embedded database', () => {
  const at = (iso: string) => new Date(iso);

  async function serviceAt(clock: { now: Date }, { keep = 3, nightly = true, database = undefined as DatabaseHandle | undefined } = {}) {
    const db = database ?? (await createTestDatabase());
    const notices: Notice[] = [];
    const directory = mkdtempSync(join(folder, 'nightly-'));
    const service = createBackupsService({
      backUp: (file) => writeBackup({ database: db, dataDir: directory, file }),
      directory,
      keep,
      nightly,
      notify: async (_ids, notice) => void notices.push(notice),
      adminIds: async () => [1],
      recordChange: async () => undefined,
      now: () => clock.now,
    });
    return { service, notices, directory, db };
  }

  it('takes one in the night hours when the latest is a day old, at once when it is overdue, and keeps the newest', async () => {
    const clock = { now: at('2026-11-26T01:00:00Z') }; // 03:00 in Jerusalem
    const { service, directory, db } = await serviceAt(clock);
    try {
      expect((await service.tick()).taken).toBeDefined();
      clock.now = at('2026-11-26T10:00:00Z'); // noon, 9 hours later: nothing due
      expect((await service.tick()).taken).toBeUndefined();
      clock.now = at('2026-11-27T01:30:00Z'); // the next night
      expect((await service.tick()).taken).toBeDefined();
      clock.now = at('2026-11-28T12:00:00Z'); // 34.5 hours later, at noon: overdue
      expect((await service.tick()).taken).toBeDefined();
      clock.now = at('2026-11-30T12:00:00Z');
      await service.tick();
      expect(readdirSync(directory).filter((f) => f.endsWith('.mfb'))).toEqual([
        'medfleet-20261127T013000Z.mfb',
        'medfleet-20261128T120000Z.mfb',
        'medfleet-20261130T120000Z.mfb',
      ]);
    } finally {
      await db.close();
    }
  });

  it('tells the admins, once a day, when no backup is younger than 36 hours (here: it cannot be taken)', async () => {
    // A database that is gone: no backup can be taken. (A copy of the run's template: an initdb would take seconds.)
    const broken = await openDatabase({ loadDataDir: migratedTemplateDump() });
    await broken.close();
    const clock = { now: at('2026-11-26T10:00:00Z') };
    const { service, notices } = await serviceAt(clock, { database: broken });
    const first = await service.tick();
    expect(first.failed).toBeTruthy();
    expect(first.alerted).toBe(true);
    expect(notices).toEqual([{ type: 'system_update', text: 'backup.stale', params: { hours: 'never' } }]);
    clock.now = at('2026-11-26T20:00:00Z');
    expect((await service.tick()).alerted).toBeUndefined();
    clock.now = at('2026-11-27T10:00:00Z');
    expect((await service.tick()).alerted).toBe(true);
    expect(service.status().stale).toBe(true);
  });

  it('on PostgreSQL leaves backups to its own tools: nothing taken by night, nothing stale', async () => {
    const clock = { now: at('2026-11-26T01:00:00Z') };
    const { service, notices, db } = await serviceAt(clock, { nightly: false });
    try {
      expect(await service.tick()).toEqual({});
      expect(service.status()).toMatchObject({ nightly: false, stale: false, latest: null });
      expect(notices).toEqual([]);
    } finally {
      await db.close();
    }
  });
});
