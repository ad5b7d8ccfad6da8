import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { writeBackup } from './backup.ts';
import { restoreBackup } from './restore.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { bookings, notifications, positions, users, vehicles } from '../db/schema.ts';
import { seedDemo } from '../db/seed.ts';
import { aBooking, aMember, aVehicle } from '../test-support/builders.ts';
import { createEmbeddedTestDatabase, createTestDatabase } from '../test-support/test-database.ts';

const folder = mkdtempSync(join(tmpdir(), 'medfleet-backup-test-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
let n = 0;
const path = (name: string) => join(folder, `${++n}-${name}`);

/** An embedded database with the demo data, a member's booking and DATA_DIR's keys. */
async function embeddedSource(): Promise<{ database: DatabaseHandle; dataDir: string; bookingId: number }> {
  const database = await createEmbeddedTestDatabase();
  await seedDemo(database.db, { domain: 'medfleet.test', serviceName: 'MedFleet', trackerSecret: (id) => `secret-of-${id}` });
  const member = await aMember(database.db);
  const booking = await aBooking()
    .for(member)
    .on(await aVehicle(database.db))
    .tomorrow()
    .in(database.db);
  // Positions live in weekly partitions and a default one: a backup reads them once, through positions.
  const [vehicle] = await database.db.select().from(vehicles).limit(1);
  await database.db.insert(positions).values(
    [new Date(), new Date(Date.now() - 40 * 86_400_000), new Date('2001-03-04T05:06:07Z')].map((deviceTime) => ({
      vehicleId: vehicle!.id,
      deviceTime,
      latitude: 31.7,
      longitude: 34.9,
    })),
  );
  // Written in a transaction of the source's that lies in any other database's future.
  await database.db.insert(notifications).values({ userId: member.id, type: 'info', title: 'Kept', message: 'Kept', writtenIn: '9999999999' });
  const dataDir = path('data');
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir);
  writeFileSync(join(dataDir, 'session-secret'), 'the-session-secret-of-the-source-0123456789');
  return { database, dataDir, bookingId: booking.id };
}

const countOf = async (database: DatabaseHandle, table: typeof bookings | typeof users | typeof positions | typeof notifications) =>
  (await database.db.select({ n: count() }).from(table))[0]!.n;

describe('backup and restore', () => {
  it('restores everything into an empty database, identities going on after the highest, with the keys of DATA_DIR', async () => {
    const source = await embeddedSource();
    const file = path('backup.mfb');
    const summary = await writeBackup({ database: source.database, dataDir: source.dataDir, file });
    expect(summary.rows).toBeGreaterThan(10);

    const target = await createTestDatabase();
    const dataDir = path('restored');
    try {
      const restored = await restoreBackup({ database: target, dataDir, file });
      expect(restored.rows).toBe(summary.rows);
      expect(await countOf(target, bookings)).toBe(await countOf(source.database, bookings));
      expect(await countOf(target, users)).toBe(await countOf(source.database, users));
      expect(await countOf(target, positions)).toBe(await countOf(source.database, positions));
      expect((await target.db.select().from(bookings)).map((b) => b.id)).toContain(source.bookingId);
      // Every restored notice is seen by a live stream's next read (notice-stream.ts), none waits forever.
      const unseen = await target.db
        .select({ n: count() })
        .from(notifications)
        .where(sql`not pg_visible_in_snapshot(written_in, pg_current_snapshot())`);
      expect([await countOf(target, notifications), unseen[0]!.n]).toEqual([await countOf(source.database, notifications), 0]);
      // A booking made after the restore takes the next id, not one restored.
      const next = await aBooking()
        .for(await aMember(target.db))
        .on(await aVehicle(target.db))
        .inDays(3)
        .in(target.db);
      expect(next.id).toBeGreaterThan(source.bookingId);
      expect(readFileSync(join(dataDir, 'session-secret'), 'utf8')).toBe('the-session-secret-of-the-source-0123456789');
    } finally {
      await target.close();
      await source.database.close();
    }
  });

  it('refuses a database that holds data unless forced, and then replaces it', async () => {
    const source = await embeddedSource();
    const file = path('backup.mfb');
    await writeBackup({ database: source.database, dataDir: source.dataDir, file });
    const target = await createTestDatabase();
    try {
      const stranger = await aMember(target.db, { email: 'only.in.the.target@medfleet.test' });
      await expect(restoreBackup({ database: target, dataDir: path('data'), file })).rejects.toThrow(/not empty .*--force replaces it/);
      expect((await target.db.select().from(users)).map((u) => u.id)).toEqual([stranger.id]);
      await restoreBackup({ database: target, dataDir: path('data'), file, force: true });
      expect((await target.db.select().from(users)).map((u) => u.email)).not.toContain('only.in.the.target@medfleet.test');
      expect(await countOf(target, users)).toBe(await countOf(source.database, users));
    } finally {
      await target.close();
      await source.database.close();
    }
  });

  it('refuses what is not a backup, and changes nothing', async () => {
    const target = await createTestDatabase();
    try {
      for (const content of [Buffer.from('plain text'), Buffer.from([0x1f, 0x8b, 0, 1, 2])]) {
        const file = path('not-a-backup');
        writeFileSync(file, content);
        await expect(restoreBackup({ database: target, dataDir: path('data'), file })).rejects.toThrow(/not a MedFleet backup/);
      }
      expect(await countOf(target, users)).toBe(0);
    } finally {
      await target.close();
    }
  });
});

// The embedded database restores into PostgreSQL and back: PostgreSQL is there when DATABASE_URL is (CI).
describe.skipIf(!process.env.DATABASE_URL)('between the embedded database and PostgreSQL', () => {
  it('goes from PGlite to PostgreSQL and back with every row', async () => {
    const source = await embeddedSource();
    const postgres = await createTestDatabase();
    const back = await createEmbeddedTestDatabase();
    try {
      const first = path('from-pglite.mfb');
      await writeBackup({ database: source.database, dataDir: source.dataDir, file: first });
      await restoreBackup({ database: postgres, dataDir: path('pg'), file: first });
      expect(postgres.kind).toBe('postgres');
      const second = path('from-postgres.mfb');
      const summary = await writeBackup({ database: postgres, dataDir: path('pg'), file: second });
      const restored = await restoreBackup({ database: back, dataDir: path('back'), file: second });
      expect(restored.rows).toBe(summary.rows);
      expect(await countOf(back, bookings)).toBe(await countOf(source.database, bookings));
    } finally {
      await back.close();
      await postgres.close();
      await source.database.close();
    }
  });

  it('taken while bookings are being made, holds every booking made before it began', async () => {
    const database = await createTestDatabase();
    try {
      const vehicle = await aVehicle(database.db);
      const member = await aMember(database.db);
      const acknowledged: number[] = [];
      let stop = false;
      // Bookings one after another on days of their own, while the backup runs.
      const load = (async () => {
        for (let day = 2; !stop && day < 400; day++) acknowledged.push((await aBooking().for(member).on(vehicle).inDays(day).in(database.db)).id);
      })();
      while (acknowledged.length < 20) await new Promise((resolve) => setImmediate(resolve));
      const before = [...acknowledged];
      const file = path('under-load.mfb');
      await writeBackup({ database, dataDir: path('data'), file });
      stop = true;
      await load;
      const target = await createEmbeddedTestDatabase();
      try {
        await restoreBackup({ database: target, dataDir: path('restored'), file });
        const restored = new Set((await target.db.select({ id: bookings.id }).from(bookings)).map((b) => b.id));
        expect(before.filter((id) => !restored.has(id))).toEqual([]);
      } finally {
        await target.close();
      }
    } finally {
      await database.close();
    }
  });
});
