import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { START_ARGS, START_ENV } from '../deploy/as-started.ts';

/**
 * Start of the built app to its first 200 on /api/health, embedded database; target under 2 s.
 * As `npm start` runs it, with V8's compiled code kept in a folder (NODE_COMPILE_CACHE): empty at
 * the first start, as on a new machine; a later start is timed without it and with it, side by side.
 */
if (!existsSync('dist/server/main.js')) {
  console.error('Build first: npm run build');
  process.exit(2);
}
const dataDir = mkdtempSync(join(tmpdir(), 'medfleet-startup-'));
const compileCache = mkdtempSync(join(tmpdir(), 'medfleet-compile-cache-'));

const withoutCompileCache = ({ NODE_COMPILE_CACHE: _, ...env }: NodeJS.ProcessEnv) => env;

async function timeStart(label: string, port: number, cache: Record<string, string> = { NODE_COMPILE_CACHE: compileCache }): Promise<void> {
  const started = performance.now();
  const child = spawn(process.execPath, START_ARGS, {
    env: { ...withoutCompileCache(process.env), ...START_ENV, ...cache, DATABASE_URL: '', DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  for (;;) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) break;
    if (child.exitCode !== null) throw new Error(`the app exited with ${child.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  console.log(`${label}: first 200 on /api/health after ${((performance.now() - started) / 1000).toFixed(2)} s (target < 2 s)`);
  await new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

try {
  await timeStart('empty data folder (create, migrate, seed), nothing compiled yet', 5091);
  await timeStart('existing data folder, without the compiled code', 5092, {});
  await timeStart('existing data folder, with the compiled code', 5093);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(compileCache, { recursive: true, force: true });
}
