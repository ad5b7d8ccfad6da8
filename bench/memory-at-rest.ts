import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { processMemoryMb } from './support/process-memory.ts';
import { withDatabase } from '../server/test-support/test-database.ts';

/**
 * The built app's resident memory at rest: started as `npm start` starts it, on the embedded demo
 * (PGlite in DATA_DIR, simulator on: its first start, which creates the database, and a later one) and on PostgreSQL (a fresh database of DATABASE_URL's server,
 * demo seeded), then left `BENCH_SETTLE_MS` (default 20 s) after its first 200 on /api/health.
 */
if (!existsSync('dist/server/main.js')) {
  console.error('Build first: npm run build');
  process.exit(2);
}
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 20_000);
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function atRest(label: string, port: number, env: Record<string, string>): Promise<void> {
  // As `npm start` runs it (two malloc arenas).
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, MALLOC_ARENA_MAX: '2', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: 'inherit',
  });
  try {
    for (;;) {
      if (
        await fetch(`http://127.0.0.1:${port}/api/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      if (child.exitCode !== null) throw new Error(`the app exited with ${child.exitCode}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const started = processMemoryMb(child.pid!).rss;
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const { rss, peak } = processMemoryMb(child.pid!);
    console.log(
      `${label}: ${started.toFixed(0)} MB resident at the first 200, ${rss.toFixed(0)} MB after ${SETTLE_MS / 1000} s at rest (peak ${peak.toFixed(0)} MB)`,
    );
  } finally {
    await new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'medfleet-rest-'));
const database = `medfleet_rest_${process.pid}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
try {
  await atRest('embedded demo, first start (PGlite created, simulator)', 5093, { DATABASE_URL: '', DATA_DIR: dataDir });
  await atRest('embedded demo, a later start (simulator)', 5093, { DATABASE_URL: '', DATA_DIR: dataDir });
  await admin.query(`CREATE DATABASE ${database}`);
  await atRest('PostgreSQL (demo seeded, no simulator)', 5094, {
    DATABASE_URL: withDatabase(serverUrl, database),
    SEED_DEMO: 'true',
    SESSION_SECRET: 'x'.repeat(32),
  });
} finally {
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
}
