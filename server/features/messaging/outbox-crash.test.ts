import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema.ts';
import { projectRoot } from '../../paths.ts';
import { startSmtpSink } from '../../test-support/smtp-sink.ts';
import { createTestDatabase } from '../../test-support/test-database.ts';

const MESSAGES = 200;
const KILL_AFTER = 60;

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let first: ChildProcess | undefined;
const instances: ChildProcess[] = [];

/** The real server (`server/main.ts`) in a process of its own on the test database, sending through the sink. */
function startInstance(url: string): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: projectRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      PATH: process.env.PATH,
      DATABASE_URL: url,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'medfleet-outbox-crash-')),
      PORT: '0',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      SIMULATOR: 'false',
      MOVEMENT_MONITOR: 'false',
      OUTBOX_SECONDS: '0.2',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'MedFleet <dispatch@medfleet.test>',
    },
  });
  instances.push(child);
  return child;
}
const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

// Two processes must share the database, which only PostgreSQL allows (PGlite lives inside one
// process): this runs when DATABASE_URL is set, as `npm test` in CI does.
describe.skipIf(!process.env.DATABASE_URL)('the outbox when its sender is killed mid-send', () => {
  beforeAll(async () => {
    smtp = await startSmtpSink({
      onAccepted: () => {
        if (smtp.received.length === KILL_AFTER) first?.kill('SIGKILL');
      },
    });
    database = await createTestDatabase({ poolSize: 5 });
  });
  afterAll(async () => {
    for (const child of instances) child.kill('SIGKILL');
    await Promise.all(instances.map(exited));
    await database?.close();
    await smtp?.stop();
  });

  it('loses nothing, and sends twice only what the dead sender had handed to the server without recording it', async () => {
    const subjects = Array.from({ length: MESSAGES }, (_, i) => `Crash test ${i}`);
    await database.db.insert(outbox).values(
      subjects.map((subject) => ({
        channel: 'email' as const,
        kind: 'system_update' as const,
        recipient: 'crash@medfleet.test',
        subject,
        body: 'Sent once',
      })),
    );

    first = startInstance(database.url!);
    await exited(first);
    expect(first.signalCode).toBe('SIGKILL');
    const afterKill = await database.db.select().from(outbox);
    const inFlight = new Set(afterKill.filter((m) => m.status === 'sending').map((m) => m.subject));
    expect(afterKill.filter((m) => m.status === 'sent').length).toBeLessThan(MESSAGES);

    // The dead sender's claim lapses a minute later; that minute has passed.
    await database.db
      .update(outbox)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(outbox.status, 'sending'));
    const receivedBefore = smtp.received.length;
    startInstance(database.url!);
    await expect
      .poll(async () => (await database.db.select().from(outbox).where(eq(outbox.status, 'sent'))).length, { timeout: 60_000, interval: 200 })
      .toBe(MESSAGES);
    expect(smtp.received.length).toBeGreaterThan(receivedBefore);

    const times = new Map<string, number>();
    for (const mail of smtp.received) times.set(mail.subject!, (times.get(mail.subject!) ?? 0) + 1);
    expect([...times.keys()].sort()).toEqual([...subjects].sort());
    const twice = [...times].filter(([, n]) => n > 1);
    expect(twice.every(([subject, n]) => n === 2 && inFlight.has(subject))).toBe(true);
    // Two server processes start on the way: room for a loaded machine.
  }, 120_000);
});
