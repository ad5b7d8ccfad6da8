import { execFileSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../server/paths.ts';
import { ordinaryWindow } from '../../server/test-support/booking-windows.ts';
import { freePort } from '../../server/test-support/free-port.ts';
import { adminQuery, withDatabase } from '../../server/test-support/test-database.ts';
import { requestJson, signIn, startInstance, stopInstance, type Instance } from '../support/instance.ts';

/**
 * Migrations are expand-then-contract (docs/deploy.md): during a rolling upgrade the previous
 * release serves on the schema the new one migrated. The previous release is the commit before
 * the newest migration, checked out beside this one (its node_modules shared); both run against
 * one PostgreSQL database, the new one first.
 */
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const git = (...args: string[]) => execFileSync('git', args, { cwd: projectRoot, encoding: 'utf8' }).trim();

const folder = mkdtempSync(join(tmpdir(), 'medfleet-previous-'));
const worktree = join(folder, 'previous');
const database = `medfleet_previous_${Date.now()}_${process.pid}`;
const log = createWriteStream(join(folder, 'instances.log'));
let previousCommit: string;
let current: Instance;
let previous: Instance;

beforeAll(async () => {
  previousCommit = git('rev-parse', `${git('log', '-1', '--format=%H', '--', 'server/db/migrations')}^`);
  git('worktree', 'add', '--detach', worktree, previousCommit);
  symlinkSync(join(projectRoot, 'node_modules'), join(worktree, 'node_modules'));
  await adminQuery(serverUrl, `create database ${database}`);
  const env = {
    PATH: process.env.PATH ?? '',
    DATABASE_URL: withDatabase(serverUrl, database),
    DATA_DIR: join(folder, 'data'),
    SESSION_SECRET: 'previous-release-session-secret-0123456789',
    DEV_LOGIN: 'true',
    SIMULATOR: 'false',
    MOVEMENT_MONITOR: 'false',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
  };
  const args = ['--import', 'tsx', 'server/main.ts'];
  current = await startInstance({ cwd: projectRoot, args, port: await freePort(), env: { ...env, SEED_DEMO: 'true' }, log });
  // The previous release may predate /api/health/ready: /api/health is in every release.
  previous = await startInstance({ cwd: worktree, args, port: await freePort(), env: { ...env, SEED_DEMO: 'false' }, log, readyPath: '/api/health' });
}, 180_000);

afterAll(async () => {
  await Promise.all([current, previous].filter(Boolean).map(stopInstance));
  log.end();
  await adminQuery(serverUrl, `drop database if exists ${database} with (force)`);
  git('worktree', 'remove', '--force', worktree);
  rmSync(folder, { recursive: true, force: true });
});

describe('the previous release on the schema of this one', () => {
  it('serves, books and sees what this release books, and this release sees its bookings', async () => {
    const [oldToken, newToken] = [await signIn(previous.base, 'emt@medfleet.test'), await signIn(current.base, 'bls@medfleet.test')];
    const vehicles = (await requestJson(`${previous.base}/api/vehicles`, { token: oldToken }))!.body as { id: number; vehicleNumber: string }[];
    const a3 = vehicles.find((v) => v.vehicleNumber === 'A3')!.id;

    const byOld = await requestJson(`${previous.base}/api/bookings`, { method: 'POST', token: oldToken, body: { vehicleId: a3, ...ordinaryWindow(81) } });
    expect(byOld?.status, JSON.stringify(byOld?.body)).toBe(201);
    const byNew = await requestJson(`${current.base}/api/bookings`, { method: 'POST', token: newToken, body: { vehicleId: a3, ...ordinaryWindow(82) } });
    expect(byNew?.status, JSON.stringify(byNew?.body)).toBe(201);

    // Each member's session works on either release, and each sees the booking the other release made.
    const idOf = (answer: typeof byOld) => (answer!.body as { id: number }).id;
    const mine = async (base: string, token: string) => JSON.stringify((await requestJson(`${base}/api/bookings/mine`, { token }))?.body);
    expect(await mine(previous.base, newToken)).toContain(`"id":${idOf(byNew)}`);
    expect(await mine(current.base, oldToken)).toContain(`"id":${idOf(byOld)}`);
    // A conflict across releases is still refused by the database's own rule.
    const clash = await requestJson(`${previous.base}/api/bookings`, { method: 'POST', token: oldToken, body: { vehicleId: a3, ...ordinaryWindow(82) } });
    expect(clash?.status).toBe(409);
  });
});
