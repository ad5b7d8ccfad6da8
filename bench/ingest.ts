import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { startBookingBench } from './support/booking-bench.ts';
import { benchTrackerSecret, benchVehicle } from './support/tracker-secrets.ts';
import { positions, vehicles } from '../server/db/schema.ts';

/**
 * The tracking issue's ingestion figure on PostgreSQL (DATABASE_URL, default the local server),
 * the app in its own process: 200 trackers posting OsmAnd reports over HTTP as fast as they are
 * answered — stored positions per second and the answers' p99 (target ≥ 3,000/s, p99 < 50 ms) —
 * beside the raw INSERT rate of the same table, measured in the same run.
 */
const DEVICES = 200;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const bench = await startBookingBench();
try {
  const fleet = Array.from({ length: DEVICES }, (_, i) => benchVehicle(`T${i}`, `t${i}`));
  const ids = (await bench.db.insert(vehicles).values(fleet).returning({ id: vehicles.id })).map((v) => v.id);
  let n = 0;
  const run = (overallRate?: number) =>
    autocannon({
      url: `${bench.base}/api/positions/osmand`,
      connections: DEVICES,
      duration: SECONDS,
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
  const stored = async () => ((await bench.db.select({ count: sql<number>`count(*)::int` }).from(positions)) as [{ count: number }])[0].count;
  // As fast as the app answers: the most it stores.
  const flat = await run();
  const afterFlat = await stored();
  console.log(
    `ingest, as fast as answered: ${(afterFlat / flat.duration).toFixed(0)} stored positions/s (${flat.requests.average.toFixed(0)} req/s, p50 ${flat.latency.p50} ms, p99 ${flat.latency.p99} ms, non-2xx ${flat.non2xx})`,
  );
  // The target's load held steady: 3,000 reports a second from the 200 trackers.
  const steady = await run(3000);
  console.log(
    `ingest at a steady 3,000/s: ${(((await stored()) - afterFlat) / steady.duration) >> 0} stored positions/s (p50 ${steady.latency.p50} ms, p99 ${steady.latency.p99} ms, non-2xx ${steady.non2xx}; target >= 3000/s with p99 < 50 ms)`,
  );

  // The raw INSERT rate of the same table, from this process, one row a statement on 10 connections.
  const started = performance.now();
  let inserted = 0;
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (performance.now() - started < 5_000) {
        await bench.db
          .insert(positions)
          .values({ vehicleId: ids[inserted % DEVICES]!, deviceTime: new Date(), latitude: 31.7, longitude: 34.99, speedKmh: 10, attributes: {} });
        inserted++;
      }
    }),
  );
  console.log(`raw INSERT into positions: ${(inserted / ((performance.now() - started) / 1000)).toFixed(0)} rows/s (10 connections, one row a statement)`);
} finally {
  await bench.stop();
}
