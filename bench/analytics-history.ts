import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { DRIVING_KMH } from '../contract/tracking.contract.ts';
import { openDatabase, rowsOf, type DatabaseHandle } from '../server/db/client.ts';
import { vehicles } from '../server/db/schema.ts';
import { createAnalyticsRepository } from '../server/features/analytics/analytics.repository.ts';
import type { Span } from '../server/features/analytics/position-figures.ts';
import { createRollUpRepository } from '../server/features/analytics/roll-up.repository.ts';
import { createRollUp, type RollUp } from '../server/features/analytics/roll-up.ts';
import { createPositionPartitions } from '../server/features/tracking/position-partitions.repository.ts';
import { adminQuery, withDatabase } from '../server/test-support/test-database.ts';

/**
 * npm run bench -- analytics-history: the fleet analytics against a year's kind of history
 * (issue 25 §2). For each size of BENCH_SIZES (default 1M, 10M and 50M positions) a PostgreSQL
 * database of its own (kept between runs: filling 50 M rows takes minutes) holds 100 vehicles
 * reporting every 5 s up to now, made by generate_series; each query is then run BENCH_RUNS times
 * (20) on different vehicles or days and its p50 and p95 printed, and at the end the growth from
 * the smallest size to the largest. Targets: a vehicle's 24 h track p95 < 50 ms at 50 M; each
 * fleet report over 30 days p95 < 2 s at 50 M; growth from 1 M to 50 M < 5×. BENCH_FILL_ONLY=1
 * only makes the databases.
 */
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SIZES = (process.env.BENCH_SIZES ?? '1000000,10000000,50000000').split(',').map(Number);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const VEHICLES = 100;
const REPORT_SECONDS = 5;
/** Reports (of all vehicles) one INSERT statement makes: about two million rows. */
const CHUNK_REPORTS = 20_000;
const DAY_MS = 86_400_000;
/** The synthetic vehicles drive at 15–65 km/h: a limit of 50 gives each drive its runs above it. */
const SPEED_LIMIT_KMH = 50;

/** A database with `size` positions: 100 vehicles, each one report every 5 s back from now, driving a third of each hour. */
async function historyOf(size: number): Promise<DatabaseHandle> {
  // "_in_time_order": rows laid out as trackers store them (older databases of this bench were laid out by vehicle).
  const name = `medfleet_bench_history_${size}_in_time_order`;
  const url = withDatabase(serverUrl, name);
  const existing = await openDatabase({ url, poolSize: 4 }).catch(() => undefined);
  if (existing) {
    const [row] = rowsOf<{ n: string }>(await existing.db.execute(sql`select count(*)::text n from positions`).catch(() => ({ rows: [{ n: '0' }] })));
    if (Number(row?.n) === size) {
      await existing.migrate();
      return existing;
    }
    await existing.close();
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const database = await openDatabase({ url, poolSize: 4 });
  await database.migrate();
  const fleet = Array.from({ length: VEHICLES }, (_, i) => ({
    vehicleNumber: `H${i}`,
    make: 'Bench',
    model: 'History',
    category: 'Ambulances' as const,
    allowedUserTypes: [],
    trackerId: `h${i}`,
  }));
  const ids = (await database.db.insert(vehicles).values(fleet).returning({ id: vehicles.id })).map((v) => v.id);
  const reports = Math.ceil(size / VEHICLES);
  const end = new Date();
  const partitions = createPositionPartitions(database.db);
  for (let t = end.getTime() - reports * REPORT_SECONDS * 1000; t < end.getTime() + 7 * DAY_MS; t += 7 * DAY_MS) await partitions.makeWeek(new Date(t));
  const began = performance.now();
  // One connection of its own, foreign-key triggers off: the rows are made right.
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('set session_replication_role = replica');
  // Oldest first, each report of the fleet's second after the one before, as trackers' reports arrive: one vehicle's day lies across the table's pages.
  for (let done = 0; done < reports; done += CHUNK_REPORTS) {
    const to = reports - 1 - done;
    const from = Math.max(0, to - CHUNK_REPORTS + 1);
    await client.query(
      `insert into positions (vehicle_id, device_time, received_at, latitude, longitude, speed_kmh, bearing, attributes)
       select v.id, $1::timestamptz - make_interval(secs => k * ${REPORT_SECONDS}), $1::timestamptz - make_interval(secs => k * ${REPORT_SECONDS}),
         31.75 + 0.05 * sin(k / 100.0 + v.id), 34.99 + 0.05 * cos(k / 100.0 + v.id),
         case when (k + v.id * 37) % 720 < 240 then 40 + 25 * sin(k / 7.0) else 0 end, k % 360,
         jsonb_build_object('fuel', round((90 - ((k + v.id * 100) % 8640) / 200.0)::numeric, 1), 'ignition', (k + v.id * 37) % 720 < 240)
       from generate_series($2::int, $3::int) k cross join unnest($4::int[]) v(id) order by k desc, v.id`,
      [end.toISOString(), from, to, ids],
    );
    process.stdout.write(`\r  filling ${name}: ${(((done + to - from + 1) * VEHICLES) / 1e6).toFixed(1)} M rows`);
  }
  // What autovacuum does to a table filled by inserts: its BRIN ranges summarised, its pages marked all-visible.
  await client.query('vacuum analyze positions');
  await client.end();
  console.log(`\n  filled in ${((performance.now() - began) / 1000).toFixed(0)} s`);
  return database;
}

/** p50 and p95 of `runs` timings of `query`, called with the run's index. */
async function timed(runs: number, query: (i: number) => Promise<unknown>) {
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const began = performance.now();
    await query(i);
    ms.push(performance.now() - began);
  }
  ms.sort((a, b) => a - b);
  const at = (p: number) => ms[Math.min(ms.length - 1, Math.ceil(p * ms.length) - 1)]!;
  return { p50: at(0.5), p95: at(0.95) };
}

const localDay = (date: Date) => date.toLocaleDateString('en-CA', { timeZone: 'Asia/Jerusalem' });
const daysBefore = (days: number) => localDay(new Date(Date.now() - days * DAY_MS));

/** The roll-up job run until every hour and night of the history is rolled up: what an hour of the fleet costs it. */
async function rolledUp(database: DatabaseHandle, rollUp: RollUp) {
  const began = performance.now();
  let hours = 0;
  for (let run = await rollUp.run(); run.hours + run.nights > 0; run = await rollUp.run()) hours += run.hours;
  const seconds = (performance.now() - began) / 1000;
  // What autovacuum does in service after so many new rows (a server without it plans the reads on an empty table's figures).
  await database.db.execute(sql`analyze rolled_periods, vehicle_hours, speeding_parts, vehicle_nights`);
  if (hours)
    console.log(
      `  roll-up: ${hours} hours (and their nights) of ${VEHICLES} vehicles in ${seconds.toFixed(1)} s (${((seconds * 1000) / hours).toFixed(0)} ms an hour)`,
    );
}

async function measure(database: DatabaseHandle, size: number) {
  const repository = createAnalyticsRepository(database.db);
  const rollUp = createRollUp({
    repository: createRollUpRepository(database.db),
    speedLimitKmh: SPEED_LIMIT_KMH,
    historyDays: () => Math.ceil(size / VEHICLES / 17_280) + 2,
  });
  await rolledUp(database, rollUp);
  const ids = (await database.db.select({ id: vehicles.id }).from(vehicles)).map((v) => v.id);
  const vehicle = (i: number) => ids[(i * 37) % ids.length]!;
  const yesterday: Span = { from: daysBefore(1), to: daysBefore(1) };
  const days = (n: number): Span => ({ from: daysBefore(n), to: daysBefore(1) });
  const queries: [string, (i: number) => Promise<unknown>][] = [
    [
      "one vehicle's 24 h track",
      (i) =>
        database.db.execute(
          sql`select device_time, latitude, longitude, speed_kmh from positions where vehicle_id = ${vehicle(i)} and device_time >= now() - interval '24 hours' order by device_time`,
        ),
    ],
    ['trips of one vehicle, a day', (i) => repository.trips(vehicle(i), yesterday, 5)],
    ['speeding of one vehicle, a week', (i) => rollUp.speedingRuns(vehicle(i), days(7))],
    ['speeding of one vehicle, a week to today', (i) => rollUp.speedingRuns(vehicle(i), { from: daysBefore(6), to: daysBefore(0) })],
    ['daily km of one vehicle, 30 days', (i) => rollUp.use([vehicle(i)], days(30))],
    ['driver scores of one vehicle, 30 days', (i) => rollUp.driving(vehicle(i), days(30))],
    ['driver scores of one vehicle, 30 days to today', (i) => rollUp.driving(vehicle(i), { from: daysBefore(29), to: daysBefore(0) })],
    ['fleet km and fuel (efficiency), 30 days', () => rollUp.use(ids, days(30))],
    ['fleet km and fuel, 30 days to today', () => rollUp.use(ids, { from: daysBefore(29), to: daysBefore(0) })],
    [
      'night rest of the fleet, 30 nights',
      async () => {
        for (let night = 2; night <= 31; night++) await rollUp.night(ids, daysBefore(night));
      },
    ],
    ['tracking summary', () => repository.trackingHealth(new Date(Date.now() - 5 * 60_000))],
  ];
  const figures = new Map<string, { p50: number; p95: number }>();
  for (const [label, query] of queries) {
    // Fleet reports are slow by nature: fewer runs of them.
    const runs = label.includes('fleet') ? Math.max(3, Math.ceil(RUNS / 4)) : RUNS;
    const figure = await timed(runs, query);
    figures.set(label, figure);
    console.log(`  ${label.padEnd(42)} p50 ${figure.p50.toFixed(1).padStart(9)} ms   p95 ${figure.p95.toFixed(1).padStart(9)} ms   (${runs} runs)`);
  }
  return figures;
}

const results = new Map<number, Map<string, { p50: number; p95: number }>>();
for (const size of SIZES) {
  const database = await historyOf(size);
  if (process.env.BENCH_FILL_ONLY) {
    await database.close();
    continue;
  }
  console.log(
    `${(size / 1e6).toFixed(0)} M positions (load ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}; driving above ${DRIVING_KMH} km/h):`,
  );
  results.set(size, await measure(database, size));
  await database.close();
}
const [smallest, largest] = [SIZES[0]!, SIZES.at(-1)!];
if (smallest !== largest && results.size) {
  console.log(`growth of p95 from ${smallest / 1e6} M to ${largest / 1e6} M (target < 5×):`);
  for (const [label, figure] of results.get(largest)!)
    console.log(`  ${label.padEnd(42)} ${(figure.p95 / results.get(smallest)!.get(label)!.p95).toFixed(1)}×`);
}
