import { chmodSync, mkdirSync, rmSync } from 'node:fs';
import { createConnection, createServer, type Socket } from 'node:net';
import { isAbsolute, join } from 'node:path';
import type { BackupSummary } from './backup.ts';

/**
 * How `npm run backup` reaches a running embedded MedFleet: PGlite is one process's database, so
 * the CLI cannot open it beside the app; it asks the app to write the backup instead, over a Unix
 * socket in a folder only the data folder's owner may enter (docs/decisions/024). One JSON line
 * each way: `{"file": "/absolute/out.mfb"}`, then `{"summary": …}` or `{"error": "…"}`.
 */
export const backupSocketPath = (dataDir: string) => join(dataDir, 'run', 'backup.sock');

/** A request longer than this is not one of ours. */
const MAX_REQUEST_BYTES = 4096;
const REQUEST_TIMEOUT_MS = 10_000;

type BackUp = (file: string) => Promise<BackupSummary>;

export interface BackupSocket {
  close(): Promise<void>;
}

/** Listens for `npm run backup` on the data folder's socket; resolves once listening (or with why not). */
export async function serveBackupRequests(dataDir: string, backUp: BackUp): Promise<BackupSocket> {
  const path = backupSocketPath(dataDir);
  const folder = join(dataDir, 'run');
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  chmodSync(folder, 0o700);
  // Left by a process that ended without closing it; the embedded database's own lock means no other MedFleet serves here.
  rmSync(path, { force: true });
  const server = createServer((socket) => answer(socket, backUp));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        rmSync(path, { force: true });
      }),
  };
}

function answer(socket: Socket, backUp: BackUp): void {
  let request = '';
  socket.setEncoding('utf8');
  socket.on('error', () => socket.destroy());
  // A client that never finishes its line holds nothing for long; the backup itself may take minutes.
  socket.setTimeout(REQUEST_TIMEOUT_MS, () => socket.destroy());
  socket.on('data', (chunk: string) => {
    request += chunk;
    const end = request.indexOf('\n');
    if (end < 0 && request.length <= MAX_REQUEST_BYTES) return;
    socket.removeAllListeners('data');
    socket.setTimeout(0);
    if (end < 0) return reply(socket, { error: 'The request is too long.' });
    const file = fileOf(request.slice(0, end));
    if (!file) return reply(socket, { error: 'Say where: an absolute path to write the backup to.' });
    backUp(file).then(
      (summary) => reply(socket, { summary }),
      (error: unknown) => reply(socket, { error: error instanceof Error ? error.message : String(error) }),
    );
  });
}

function fileOf(line: string): string | undefined {
  try {
    const { file } = JSON.parse(line) as { file?: unknown };
    return typeof file === 'string' && isAbsolute(file) && !file.includes('\0') ? file : undefined;
  } catch {
    return undefined;
  }
}

const reply = (socket: Socket, body: { summary: BackupSummary } | { error: string }) => socket.end(`${JSON.stringify(body)}\n`);

/**
 * Asks the MedFleet running on this data folder to write a backup to `file` (absolute). Rejects
 * with the app's reason, or with `unreachable` when no app answers on the socket.
 */
export function requestBackup(dataDir: string, file: string): Promise<BackupSummary> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(backupSocketPath(dataDir));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`${JSON.stringify({ file })}\n`));
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', (error) => reject(new BackupSocketUnreachable(error.message)));
    socket.on('end', () => {
      try {
        const body = JSON.parse(answer) as { summary: BackupSummary } | { error: string };
        if ('summary' in body) resolve(body.summary);
        else reject(new Error(body.error));
      } catch {
        reject(new Error('The running MedFleet ended the backup without an answer.'));
      }
    });
  });
}

/** No MedFleet answers on the data folder's socket (none runs, or an older release without it). */
export class BackupSocketUnreachable extends Error {}
