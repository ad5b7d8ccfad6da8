import { spawn, type ChildProcess } from 'node:child_process';

/**
 * Starts a bench server script in its own process and waits for its "ready <port> [database url]"
 * line.
 */
export async function startChild(script: string, env: Record<string, string> = {}): Promise<{ port: number; databaseUrl: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [...(process.env.BENCH_CHILD_FLAGS?.split(' ').filter(Boolean) ?? []), '--import', 'tsx', script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [port, databaseUrl] = await new Promise<[number, string]>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /ready (\d+) ?(\S*)\n/.exec(out);
      if (match) resolve([Number(match[1]), match[2]!]);
      // After the ready line the server's own output (its log, at BENCH_LOG_LEVEL) goes to stderr.
      if (match) child.stdout!.removeAllListeners('data').pipe(process.stderr);
    });
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  return { port, databaseUrl, child };
}

export function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
