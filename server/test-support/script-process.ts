import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { projectRoot } from '../paths.ts';

/**
 * A script of this project run as an operator runs it (`node --import tsx`), with only PATH and
 * `env` set; answers its exit code, its output and its error lines once it has ended. Not
 * spawnSync: a test's own app, in this process, may answer the script while it runs, and other
 * scripts may run beside it.
 */
export async function runScript(script: string, args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: projectRoot,
    env: { PATH: process.env.PATH, ...env },
    timeout: 60_000,
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const [code] = (await once(child, 'close')) as [number | null];
  return { code, out: stdout.trim(), err: stderr.split('\n').filter((l) => l.trim() && !l.includes('ExperimentalWarning')) };
}
