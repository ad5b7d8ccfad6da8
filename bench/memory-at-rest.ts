import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { START_ARGS, START_ENV } from '../deploy/as-started.ts';
import { processMemoryMb } from './support/process-memory.ts';
import { withDatabase } from '../server/test-support/test-database.ts';

/**
 * The built app's resident memory at rest: started as `npm start` starts it, on the embedded demo
 * (PGlite in DATA_DIR, simulator on: its first start, which creates the database, and a later one) and on PostgreSQL (a fresh database of DATABASE_URL's server,
 * demo seeded), then left `BENCH_SETTLE_MS` (default 20 s) after its first 200 on /api/health.
 * `BENCH_ONLY=first,later,postgres` picks runs; a settle of 10 minutes or more prints the resident
 * memory every `BENCH_SAMPLE_MS` (default 5 minutes) on the way, to see an hour of the simulator.
 */
if (!existsSync('dist/server/main.js')) {
  console.error('Build first: npm run build');
  process.exit(2);
}
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 20_000);
const SAMPLE_MS = SETTLE_MS >= 600_000 ? Number(process.env.BENCH_SAMPLE_MS ?? 300_000) : SETTLE_MS;
const only = new Set((process.env.BENCH_ONLY ?? 'first,later,postgres').split(','));
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function atRest(label: string, port: number, env: Record<string, string>): Promise<void> {
  const child = spawn(process.execPath, START_ARGS, {
    env: { ...process.env, ...START_ENV, PORT: String(port), LOG_LEVEL: 'warn', ...env },
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
    for (let waited = SAMPLE_MS; waited < SETTLE_MS; waited += SAMPLE_MS) {
      await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
      console.log(`${label}: ${processMemoryMb(child.pid!).rss.toFixed(0)} MB resident after ${(waited / 60_000).toFixed(0)} min`);
    }
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS % SAMPLE_MS || SAMPLE_MS));
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
  if (only.has('first')) await atRest('embedded demo, first start (PGlite created, simulator)', 5093, { DATABASE_URL: '', DATA_DIR: dataDir });
  if (only.has('later')) await atRest('embedded demo, a later start (simulator)', 5093, { DATABASE_URL: '', DATA_DIR: dataDir });
  if (only.has('postgres')) {
    await admin.query(`CREATE DATABASE ${database}`);
    await atRest('PostgreSQL (demo seeded, no simulator)', 5094, {
      DATABASE_URL: withDatabase(serverUrl, database),
      SEED_DEMO: 'true',
      SESSION_SECRET: 'x'.repeat(32),
    });
  }
} finally {
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
}
