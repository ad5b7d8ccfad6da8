import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresListener, LISTENER_APPLICATION_NAME } from './listen.ts';
import { createTestDatabase } from '../test-support/test-database.ts';

// LISTEN/NOTIFY across connections exists on PostgreSQL only (PGlite is one connection); CI sets DATABASE_URL.
describe.skipIf(!process.env.DATABASE_URL)('one listening connection for every channel (PostgreSQL)', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let admin: pg.Client;
  beforeAll(async () => {
    database = await createTestDatabase({ poolSize: 2 });
    admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
  });
  afterAll(async () => {
    await admin.end();
    await database.close();
  });

  const listeners = async () =>
    Number(
      (await admin.query(`select count(*) n from pg_stat_activity where datname = current_database() and application_name = $1`, [LISTENER_APPLICATION_NAME]))
        .rows[0].n,
    );
  const notify = (channel: string, payload: string) => admin.query('select pg_notify($1, $2)', [channel, payload]);

  it('carries several channels on one connection, reconnects after losing it, and closes with the last channel', async () => {
    const listener = createPostgresListener(database.url!);
    const got: string[] = [];
    const states: string[] = [];
    const stopA = listener.listen('chan_a', { onMessage: (p) => got.push(`a:${p}`), onState: (on) => states.push(`a:${on}`) });
    const stopB = listener.listen('chan_b', { onMessage: (p) => got.push(`b:${p}`), onState: (on) => states.push(`b:${on}`) });
    await expect.poll(() => states.filter((s) => s.endsWith('true')).length).toBe(2);
    expect(await listeners()).toBe(1);
    await notify('chan_a', '1');
    await notify('chan_b', '2');
    await expect.poll(() => got).toEqual(['a:1', 'b:2']);

    await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = $1`, [
      LISTENER_APPLICATION_NAME,
    ]);
    await expect.poll(() => states.filter((s) => s.endsWith('false')).length).toBe(2);
    await expect.poll(() => states.filter((s) => s.endsWith('true')).length, { timeout: 5_000 }).toBe(4);
    await notify('chan_b', '3');
    await expect.poll(() => got).toEqual(['a:1', 'b:2', 'b:3']);

    await stopA();
    await notify('chan_a', 'unheard');
    await notify('chan_b', '4');
    await expect.poll(() => got).toEqual(['a:1', 'b:2', 'b:3', 'b:4']);
    await stopB();
    await expect.poll(listeners).toBe(0);
  });
});
