import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { connect, createServer, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot } from './paths.ts';
import { freePort } from './test-support/free-port.ts';
import { createTestDatabase } from './test-support/test-database.ts';

/** A proxy to PostgreSQL that never answers the first connection (a handshake that times out) and passes the others through. */
async function firstConnectionStalls(target: URL) {
  let connections = 0;
  const sockets: Socket[] = [];
  const proxy = createServer((client) => {
    sockets.push(client);
    if (++connections === 1) return;
    const upstream = connect(Number(target.port || 5432), target.hostname);
    sockets.push(upstream);
    client.pipe(upstream).pipe(client);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const url = new URL(target.href);
  url.hostname = '127.0.0.1';
  url.port = String((proxy.address() as AddressInfo).port);
  return {
    url: url.href,
    connections: () => connections,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => proxy.close(() => resolve()));
    },
  };
}

// The app's own PostgreSQL connection is what times out: this runs when DATABASE_URL is set, as CI's `npm test` does.
describe.skipIf(!process.env.DATABASE_URL)('a start whose database handshake times out', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('tries the database again and comes up', { timeout: 60_000 }, async () => {
    const database = await createTestDatabase();
    cleanups.push(() => database.close());
    const proxy = await firstConnectionStalls(new URL(database.url!));
    cleanups.push(proxy.close);
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: projectRoot,
      stdio: 'ignore',
      env: {
        PATH: process.env.PATH,
        DATABASE_URL: proxy.url,
        DATA_DIR: mkdtempSync(join(tmpdir(), 'medfleet-start-retry-')),
        PORT: String(port),
        LOG_LEVEL: 'silent',
        SEED_DEMO: 'false',
        SIMULATOR: 'false',
      },
    });
    cleanups.push(() => new Promise((resolve) => (child.exitCode !== null ? resolve(null) : (child.once('exit', resolve), child.kill('SIGKILL')))));
    const healthy = () =>
      fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
    await expect.poll(healthy, { timeout: 45_000, interval: 250 }).toBe(true);
    expect(proxy.connections()).toBeGreaterThan(1);
  });
});
