import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { writeBackup } from '../server/backup/backup.ts';
import { restoreBackup } from '../server/backup/restore.ts';
import { openDatabase, type DatabaseHandle } from '../server/db/client.ts';
import { seedDemo } from '../server/db/seed.ts';
import { adminQuery, withDatabase } from '../server/test-support/test-database.ts';

/**
 * npm run bench -- backup: a backup of a database holding 10,000 bookings and 1,000,000 positions
 * (BENCH_BOOKINGS, BENCH_POSITIONS), and its restore into an empty database: time, size, rows.
 * PostgreSQL of DATABASE_URL (default the local server); BENCH_EMBEDDED=1 runs it on PGlite too.
 */
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 10_000);
const POSITIONS = Number(process.env.BENCH_POSITIONS ?? 1_000_000);
const folder = mkdtempSync(join(tmpdir(), 'medfleet-bench-backup-'));

/** The demo, then the bookings (one hour each, a vehicle's one after another) and positions, made by the database. */
async function fill(database: DatabaseHandle): Promise<void> {
  await database.migrate();
  await seedDemo(database.db, { domain: 'medfleet.test', serviceName: 'MedFleet', trackerSecret: (id) => `bench-${id}` });
  await database.db.execute(sql`
    insert into bookings (user_id, vehicle_id, start_time, end_time, status)
    select u.id, v.id, now() - interval '400 days' + (i / vcount) * interval '2 hours', now() - interval '400 days' + (i / vcount) * interval '2 hours' + interval '1 hour', 'completed'
    from generate_series(0, ${BOOKINGS - 1}) i
    cross join lateral (select count(*)::int as vcount from vehicles) c
    join lateral (select id from vehicles order by id offset (i % c.vcount) limit 1) v on true
    join lateral (select id from users order by id offset (i % 6) limit 1) u on true`);
  await database.db.execute(sql`
    insert into positions (vehicle_id, device_time, latitude, longitude, speed_kmh, attributes)
    select (select id from vehicles order by id limit 1) + (i % 9), now() - (i || ' seconds')::interval, 31.7 + (i % 1000) / 10000.0, 34.98 + (i % 777) / 10000.0, i % 90, '{"ignition":true}'::jsonb
    from generate_series(1, ${POSITIONS}) i`);
}

async function measure(label: string, open: (name: string) => Promise<DatabaseHandle>): Promise<void> {
  const source = await open('source');
  const file = join(folder, `${label}.mfb`);
  try {
    const filled = performance.now();
    await fill(source);
    console.log(`${label}: filled in ${((performance.now() - filled) / 1000).toFixed(1)} s`);
    const backup = await writeBackup({ database: source, dataDir: join(folder, `${label}-data`), file });
    console.log(`${label}: backup of ${backup.rows.toLocaleString('en')} rows in ${backup.seconds.toFixed(1)} s, ${(backup.bytes / 1_000_000).toFixed(1)} MB`);
  } finally {
    await source.close();
  }
  const target = await open('target');
  try {
    const restore = await restoreBackup({ database: target, dataDir: join(folder, `${label}-restored`), file });
    console.log(`${label}: restore of ${restore.rows.toLocaleString('en')} rows in ${restore.seconds.toFixed(1)} s`);
  } finally {
    await target.close();
  }
}

const made: string[] = [];
try {
  await measure('PostgreSQL', async (role) => {
    const name = `medfleet_bench_backup_${role}_${process.pid}`;
    await adminQuery(serverUrl, `create database ${name}`);
    made.push(name);
    return openDatabase({ url: withDatabase(serverUrl, name) });
  });
  if (process.env.BENCH_EMBEDDED === '1') await measure('embedded', async (role) => openDatabase({ dataDir: join(folder, `pglite-${role}`) }));
} finally {
  for (const name of made) await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
  rmSync(folder, { recursive: true, force: true });
}
