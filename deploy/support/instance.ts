import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import type { Writable } from 'node:stream';

/** One app instance in its own process, as an operator runs it. */
export interface Instance {
  port: number;
  base: string;
  child: ChildProcess;
  exited: Promise<number | null>;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts `node <args>` in `cwd` on `port` and waits until `readyPath` answers 200 (an exit first is
 * an error); its output goes to `log`.
 */
export async function startInstance(options: {
  cwd: string;
  args: string[];
  port: number;
  env: Record<string, string>;
  log: Writable;
  readyPath?: string;
}): Promise<Instance> {
  const { cwd, args, port, env, log, readyPath = '/api/health/ready' } = options;
  const child = spawn(process.execPath, args, { cwd, env: { ...env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  const base = `http://127.0.0.1:${port}`;
  await waitUntilAnswering(`${base}${readyPath}`, child);
  return { port, base, child, exited };
}

/** SIGTERM, then its exit code. */
export function stopInstance(instance: Instance): Promise<number | null> {
  if (instance.child.exitCode !== null) return Promise.resolve(instance.child.exitCode);
  instance.child.kill('SIGTERM');
  return instance.exited;
}

/** Waits for `url` to answer 200 (polling every 100 ms, 60 s at most); the process exiting first is an error. */
export async function waitUntilAnswering(url: string, process: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (process.exitCode !== null) throw new Error(`${url}: the process exited with ${process.exitCode}`);
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await pause(100);
  }
  throw new Error(`${url} did not answer 200 within 60 s`);
}

/** A JSON request; undefined when no answer came (the connection failed). */
export async function requestJson(
  url: string,
  { method = 'GET', token, body }: { method?: string; token?: string; body?: unknown } = {},
): Promise<{ status: number; body: unknown } | undefined> {
  try {
    const answer = await fetch(url, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await answer.text();
    return { status: answer.status, body: answer.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text };
  } catch {
    return undefined;
  }
}

/** Dev sign-in as `email`: the session token. */
export async function signIn(base: string, email = 'admin@medfleet.test'): Promise<string> {
  const answer = await requestJson(`${base}/api/auth/login`, { method: 'POST', body: { token: 'dev', email } });
  if (answer?.status !== 200) throw new Error(`dev sign-in answered ${answer?.status}`);
  return (answer.body as { token: string }).token;
}
