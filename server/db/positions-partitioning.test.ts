import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, rowsOf, type DatabaseHandle } from './client.ts';
import { migrationsFolder } from '../paths.ts';
import { adminQuery, withDatabase } from '../test-support/test-database.ts';

/** The migration that partitions positions, and the count of those before it. */
const PARTITIONING = '0032_positions_partitioned';
const BEFORE_PARTITIONING = 32;
/** PostgreSQL (CI) takes the million; PGlite, one process of WASM, a sample that still spans over a year. */
const ROWS = process.env.DATABASE_URL ? 1_000_000 : 40_000;

/** A copy of the migrations folder whose journal ends before the partitioning. */
function migrationsBeforePartitioning(): string {
  const folder = mkdtempSync(join(tmpdir(), 'medfleet-migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { idx: number; tag: string }[] };
  expect(journal.entries[BEFORE_PARTITIONING]?.tag).toBe(PARTITIONING);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, BEFORE_PARTITIONING) }));
  return folder;
}

/** An empty database of its own: PostgreSQL's when DATABASE_URL is set, else PGlite in memory. */
async function anEmptyDatabase(): Promise<DatabaseHandle> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) return openDatabase({});
  const name = `medfleet_partitioning_${process.pid}_${Date.now()}`;
  await adminQuery(baseUrl, `CREATE DATABASE ${name}`);
  const handle = await openDatabase({ url: withDatabase(baseUrl, name) });
  return { ...handle, close: async () => (await handle.close(), adminQuery(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)) };
}

/** Every row of positions, folded into figures that change when any value of any row does. */
const fingerprint = async (database: DatabaseHandle) =>
  rowsOf<{ rows: number; ids: string; content: string }>(
    await database.db.execute(sql`
      select count(*)::int "rows", sum(id)::text ids,
        sum(hashtext(concat_ws('|', id, vehicle_id, extract(epoch from device_time), extract(epoch from received_at), latitude, longitude,
          speed_kmh, bearing, altitude, accuracy, battery, attributes::text))::bigint)::text content
      from positions`),
  )[0];

const cleanups: (() => Promise<unknown> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('the migration that partitions positions by week', () => {
  it(`moves ${ROWS.toLocaleString('en')} positions of an unpartitioned table without losing or changing a row`, { timeout: 300_000 }, async () => {
    const database = await anEmptyDatabase();
    cleanups.push(() => database.close());
    const folder = migrationsBeforePartitioning();
    cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
    await (database.kind === 'postgres' ? migratePg : migratePglite)(database.db as never, { migrationsFolder: folder });

    // Written in SQL: the schema of today has columns the tables of that migration did not have yet.
    const vehicles = rowsOf<{ id: number }>(
      await database.db.execute(sql`
        insert into vehicles (vehicle_number, make, model, category)
        select 'P' || i, 'Mercedes', 'Sprinter', 'Ambulances' from generate_series(1, 10) i returning id`),
    );
    const ids = `{${vehicles.map((v) => v.id).join(',')}}`;
    // Reports evenly spaced back over 400 days (the oldest beyond it go to the default partition), and three from 2001.
    const spacing = Math.ceil((400 * 86_400) / ROWS);
    await database.db.execute(sql`
      insert into positions (vehicle_id, device_time, received_at, latitude, longitude, speed_kmh, bearing, altitude, accuracy, battery, attributes)
      select (${ids}::int[])[1 + i % 10], now() - make_interval(secs => i * ${spacing}), now() - make_interval(secs => i * ${spacing} - 1),
        31.7 + (i % 1000) / 10000.0, 34.9 + (i % 777) / 10000.0, i % 120, i % 360, 200 + i % 50, 5, 100 - i % 100,
        case when i % 3 = 0 then jsonb_build_object('ignition', i % 2 = 0, 'odometer', i * 7) else '{}'::jsonb end
      from generate_series(1, ${ROWS - 3}) i
      union all
      select (${ids}::int[])[1], timestamptz '2001-03-04T05:06:07Z' + make_interval(mins => i), now(), 31.7, 34.9, null, null, null, null, null, '{}'::jsonb
      from generate_series(1, 3) i`);
    const before = await fingerprint(database);
    expect(before?.rows).toBe(ROWS);

    await database.migrate();

    expect(await fingerprint(database)).toEqual(before);
    const [table] = rowsOf<{ kind: string; old: string | null }>(
      await database.db.execute(sql`select relkind::text kind, to_regclass('positions_unpartitioned')::text old from pg_class where relname = 'positions'`),
    );
    expect(table).toEqual({ kind: 'p', old: null });
    const placed = rowsOf<{ partition: string; rows: number; oldest: string }>(
      await database.db.execute(
        sql`select tableoid::regclass::text "partition", count(*)::int "rows", min(device_time)::text oldest from positions group by 1 order by 1`,
      ),
    );
    const inDefault = placed.find((p) => p.partition === 'positions_default');
    expect(new Date(inDefault!.oldest).getUTCFullYear()).toBe(2001);
    for (const week of placed.filter((p) => p !== inDefault)) expect(week.partition).toMatch(/^positions_w\d{8}$/);
    expect(placed.filter((p) => p !== inDefault).length).toBeGreaterThanOrEqual(52);

    const [next] = rowsOf<{ id: string; max: string }>(
      await database.db.execute(sql`
        with added as (insert into positions (vehicle_id, device_time, latitude, longitude) values (${vehicles[0]!.id}, now(), 31.7, 34.9) returning id)
        select (select id from added)::text id, (select max(id) from positions)::text max`),
    );
    expect(BigInt(next!.id)).toBeGreaterThan(BigInt(before!.rows));
  });
});
