import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { startBookingBench } from './support/booking-bench.ts';
import { processMemoryMb } from './support/process-memory.ts';
import { benchTrackerSecret, benchVehicle } from './support/tracker-secrets.ts';
import { positions, vehicles } from '../server/db/schema.ts';
import type { Report } from '../server/features/tracking/osmand.ts';
import { createTrackingRepository } from '../server/features/tracking/tracking.repository.ts';

/**
 * The ingestion figures on PostgreSQL (DATABASE_URL, default the local server), issue 25 §3:
 * 1. the store path: the app's batch statement (200 reports, 4 writers at once) against a plain
 *    single-row INSERT loop (10 connections), both from this process, twice, with the load beside;
 * 2. 200 trackers posting OsmAnd reports over HTTP to the app in its own process as fast as answered;
 * 3. a steady BENCH_STEADY_RATE reports/s (5,000) for BENCH_STEADY_SECONDS (600): p50/p99 of the
 *    answers and the app's resident memory each minute (flat means the last ≈ the first).
 */
const DEVICES = 200;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const STEADY_RATE = Number(process.env.BENCH_STEADY_RATE ?? 5000);
const STEADY_SECONDS = Number(process.env.BENCH_STEADY_SECONDS ?? 600);
const STORE_SECONDS = 5;
const load = () => `load ${loadavg()[0]!.toFixed(2)}`;

const bench = await startBookingBench();
try {
  const fleet = Array.from({ length: DEVICES }, (_, i) => benchVehicle(`T${i}`, `t${i}`));
  const ids = (await bench.db.insert(vehicles).values(fleet).returning({ id: vehicles.id })).map((v) => v.id);
  const stored = async () => ((await bench.db.select({ count: sql<number>`count(*)::int` }).from(positions)) as [{ count: number }])[0].count;

  /** Rows a second that `writers` loops store for STORE_SECONDS, each calling `write` (which answers the rows it stored). */
  async function rate(writers: number, write: (i: number) => Promise<number>): Promise<number> {
    const started = performance.now();
    let rows = 0;
    await Promise.all(
      Array.from({ length: writers }, async () => {
        while (performance.now() - started < STORE_SECONDS * 1000) {
          const got = await write(rows); // read rows only after the await: `rows += await …` would add to a stale value
          rows += got;
        }
      }),
    );
    return rows / ((performance.now() - started) / 1000);
  }
  const tracking = createTrackingRepository(bench.db);
  const batch = (first: number) =>
    Array.from({ length: 200 }, (_, k) => {
      const i = first + k;
      const report: Report = {
        deviceId: `t${i % DEVICES}`,
        secret: null,
        deviceTime: new Date(Date.now() - 1000 + (i % 1000)),
        latitude: 31.7 + (i % 1000) / 10_000,
        longitude: 34.99,
        speedKmh: i % 40,
        bearing: 90,
        altitude: null,
        accuracy: 5,
        battery: 80,
        attributes: { ignition: true, fuel: 50, odometer: 1_000_000 + i },
      };
      return { vehicleId: ids[i % DEVICES]!, report };
    });
  for (const round of [1, 2]) {
    const batched = await rate(4, async (i) => (await tracking.recordMany(batch(i)), 200));
    const single = await rate(10, async (i) => {
      await bench.db
        .insert(positions)
        .values({ vehicleId: ids[i % DEVICES]!, deviceTime: new Date(), latitude: 31.7, longitude: 34.99, speedKmh: 10, attributes: {} });
      return 1;
    });
    console.log(
      `store path, round ${round}: ${batched.toFixed(0)} positions/s in batches of 200 (4 writers) vs ${single.toFixed(0)} rows/s single-row INSERT (10 connections): ${(batched / single).toFixed(1)}x (${load()}; target >= 20,000/s and >= 2x)`,
    );
  }

  let n = 0;
  const run = (duration: number, overallRate?: number) =>
    autocannon({
      url: `${bench.base}/api/positions/osmand`,
      connections: DEVICES,
      duration,
      ...(overallRate ? { overallRate } : {}),
      requests: [
        {
          method: 'POST',
          setupRequest: (req) => {
            const i = n++;
            const query = new URLSearchParams({
              id: `t${i % DEVICES}`,
              secret: benchTrackerSecret(`t${i % DEVICES}`),
              lat: (31.7 + (i % 1000) / 10_000).toFixed(5),
              lon: '34.99',
              speed: String(i % 40),
              timestamp: String(Date.now()),
              ignition: 'true',
              fuel: '50',
            });
            return { ...req, path: `/api/positions/osmand?${query}` };
          },
        },
      ],
    });

  for (const round of [1, 2]) {
    const before = await stored();
    const flat = await run(SECONDS);
    console.log(
      `HTTP, as fast as answered, round ${round}: ${(((await stored()) - before) / flat.duration).toFixed(0)} stored positions/s (${flat.requests.average.toFixed(0)} req/s, p50 ${flat.latency.p50} ms, p99 ${flat.latency.p99} ms, non-2xx ${flat.non2xx}; ${load()})`,
    );
  }

  const memory: string[] = [];
  const sampler = setInterval(() => memory.push(processMemoryMb(bench.pid).rss.toFixed(0)), 60_000);
  memory.push(processMemoryMb(bench.pid).rss.toFixed(0));
  const before = await stored();
  const steady = await run(STEADY_SECONDS, STEADY_RATE);
  clearInterval(sampler);
  memory.push(processMemoryMb(bench.pid).rss.toFixed(0));
  console.log(
    `HTTP at a steady ${STEADY_RATE}/s for ${STEADY_SECONDS} s: ${(((await stored()) - before) / steady.duration).toFixed(0)} stored positions/s (p50 ${steady.latency.p50} ms, p99 ${steady.latency.p99} ms, non-2xx ${steady.non2xx}, errors ${steady.errors}; ${load()}; target p99 <= 50 ms)`,
  );
  console.log(`app resident memory each minute of it, MB: ${memory.join(' ')} (target: flat)`);
} finally {
  await bench.stop();
}
