import { describe, expect, it } from 'vitest';
import { createSystemService } from './system.service.ts';

const database = (over: { up?: boolean; pending?: number } = {}) => ({
  kind: 'postgres' as const,
  ping: () => (over.up === false ? Promise.reject(new Error('down')) : Promise.resolve()),
  pendingMigrations: () => Promise.resolve(over.pending ?? 0),
});
const service = (db = database(), shuttingDown = false) => createSystemService({ database: db, version: '1.0.0', shuttingDown: () => shuttingDown });

describe('readiness for a load balancer', () => {
  it('is ready when the database answers, is migrated and the instance is not shutting down', async () => {
    expect(await service().readiness()).toEqual({ status: 'ready', database: 'up', migrations: 'done', shuttingDown: false });
  });

  it('is not ready while shutting down, before the migrations, or without the database', async () => {
    expect(await service(database(), true).readiness()).toMatchObject({ status: 'not_ready', shuttingDown: true });
    expect(await service(database({ pending: 2 })).readiness()).toMatchObject({ status: 'not_ready', migrations: 'pending' });
    expect(await service(database({ up: false })).readiness()).toMatchObject({ status: 'not_ready', database: 'down', migrations: 'unknown' });
  });

  it('liveness stays about the database alone', async () => {
    expect(await service(database(), true).health()).toMatchObject({ status: 'ok', database: 'up' });
  });
});
