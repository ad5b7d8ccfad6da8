import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { request, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client.ts';
import { bookings } from './db/schema.ts';
import { projectRoot } from './paths.ts';
import { ordinaryWindow } from './test-support/booking-windows.ts';
import { freePort } from './test-support/free-port.ts';
import { embeddedDataFolder } from './test-support/test-database.ts';

/** The real server (server/main.ts) in a process of its own, on an embedded database in a folder of the test's. */
interface Server {
  child: ChildProcess;
  url: string;
  /** Resolves with the first log line that matches. */
  line(pattern: RegExp): Promise<string>;
  /** Every log line so far. */
  lines: string[];
  exited: Promise<number | null>;
}

const dataDir = embeddedDataFolder(mkdtempSync(join(tmpdir(), 'medfleet-shutdown-')));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function startServer(): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: projectRoot,
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', SIMULATOR: 'false', LOG_LEVEL: 'debug' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines: string[] = [];
  const waiting: { pattern: RegExp; resolve: (line: string) => void }[] = [];
  createInterface({ input: child.stdout! }).on('line', (line) => {
    lines.push(line);
    for (const w of waiting.filter((w) => w.pattern.test(line))) {
      waiting.splice(waiting.indexOf(w), 1);
      w.resolve(line);
    }
  });
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  const server: Server = {
    child,
    url: `http://127.0.0.1:${port}`,
    line: (pattern) => {
      const seen = lines.find((l) => pattern.test(l));
      return seen ? Promise.resolve(seen) : new Promise((resolve) => waiting.push({ pattern, resolve }));
    },
    lines,
    exited,
  };
  await server.line(/MedFleet on/);
  return server;
}

async function signIn(server: Server): Promise<string> {
  const response = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: 'dev', email: 'emt@medfleet.test' }),
  });
  return ((await response.json()) as { token: string }).token;
}

describe('SIGTERM', () => {
  it('finishes the request in flight, ends live streams cleanly with a reconnect hint, exits 0, and loses nothing', async () => {
    const server = await startServer();
    const token = await signIn(server);
    const vehicles = (await (await fetch(`${server.url}/api/vehicles`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
      id: number;
      vehicleNumber: string;
    }[];
    const vehicleId = vehicles.find((v) => v.vehicleNumber === 'A3')!.id;

    const stream = await fetch(`${server.url}/api/vehicles/tracking/stream`, { headers: { authorization: `Bearer ${token}` } });
    const reader = stream.body!.getReader();
    const decoder = new TextDecoder();
    let streamed = decoder.decode((await reader.read()).value);
    expect(streamed).toContain('event: snapshot');

    // A booking whose body is half sent when the signal comes.
    const body = JSON.stringify({ vehicleId, ...ordinaryWindow(5) });
    const booking = request(`${server.url}/api/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), authorization: `Bearer ${token}` },
    });
    const answered = once(booking, 'response') as Promise<[IncomingMessage]>;
    booking.write(body.slice(0, 10));
    booking.flushHeaders();
    // The server has its headers (debug logs each request as it comes): it is in flight.
    await server.line(/"method":"POST","route":"\/api\/bookings".*"msg":"incoming request"/);

    server.child.kill('SIGTERM');
    await server.line(/SIGTERM: shutting down/);
    booking.end(body.slice(10));
    const [response] = await answered;
    const chunks: Buffer[] = [];
    for await (const chunk of response) chunks.push(chunk as Buffer);
    expect(response.statusCode, Buffer.concat(chunks).toString()).toBe(201);
    // The client's keep-alive connection ends with the answer instead of holding the process until the drain's deadline.
    expect(response.headers.connection).toBe('close');
    const made = JSON.parse(Buffer.concat(chunks).toString()) as { id: number };

    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      streamed += decoder.decode(value);
    }
    expect(streamed).toMatch(/retry: 1000\n\n$/);
    expect(await server.exited).toBe(0);
    expect(server.lines.filter((line) => /still in flight/.test(line))).toEqual([]);

    // What the app answered is in the database it closed.
    const database = await openDatabase({ dataDir: join(dataDir, 'db') });
    try {
      expect(await database.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, made.id))).toEqual([{ id: made.id }]);
    } finally {
      await database.close();
    }
  }, 120_000);
});
