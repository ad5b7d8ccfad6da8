import { startBookingBench } from './support/booking-bench.ts';
import { benchTrackerSecret, benchVehicle } from './support/tracker-secrets.ts';
import { vehicles } from '../server/db/schema.ts';

/**
 * The tracking issue's read figure on PostgreSQL, the app in its own process: GET
 * /api/vehicles/tracking/all with 200 vehicles that have reported, one request at a time
 * (target p95 < 15 ms), and under 10 at once.
 */
const VEHICLES = 200;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

const bench = await startBookingBench();
try {
  const fleet = Array.from({ length: VEHICLES - 9 }, (_, i) => benchVehicle(`R${i}`, `r${i}`));
  await bench.db.insert(vehicles).values(fleet);
  const trackers = [...fleet.map((v) => v.trackerId), 'a3', 'a4', 'a5', 'a6', 'a7', 'a8', 'als1', 'bls1', 'bls2'];
  for (const [i, id] of trackers.entries()) {
    const query = new URLSearchParams({
      id,
      secret: benchTrackerSecret(id),
      lat: (31.7 + i / 2000).toFixed(5),
      lon: '34.99',
      speed: '25',
      timestamp: String(Date.now()),
      ignition: 'true',
      fuel: '60',
      odometer: '123456000',
      immobilizer: 'false',
      batt: '80',
    });
    const response = await fetch(`${bench.base}/api/positions/osmand?${query}`, { method: 'POST' });
    if (!response.ok) throw new Error(`report ${id}: ${response.status}`);
  }
  const token = await bench.signIn();
  const once = async () => {
    const started = performance.now();
    const response = await fetch(`${bench.base}/api/vehicles/tracking/all`, { headers: { authorization: `Bearer ${token}` } });
    const records = (await response.json()) as unknown[];
    if (!response.ok || records.length !== VEHICLES) throw new Error(`tracking/all: ${response.status}, ${records.length} records`);
    return performance.now() - started;
  };
  for (let i = 0; i < 100; i++) await once();

  const alone: number[] = [];
  for (let i = 0; i < REQUESTS; i++) alone.push(await once());
  alone.sort((a, b) => a - b);
  console.log(
    `tracking/all, ${VEHICLES} vehicles, one at a time: p50 ${percentile(alone, 50).toFixed(1)} ms, p95 ${percentile(alone, 95).toFixed(1)} ms, p99 ${percentile(alone, 99).toFixed(1)} ms (target p95 < 15 ms)`,
  );

  const together: number[] = [];
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      for (let i = 0; i < REQUESTS / 10; i++) together.push(await once());
    }),
  );
  together.sort((a, b) => a - b);
  console.log(
    `tracking/all, 10 at once: p50 ${percentile(together, 50).toFixed(1)} ms, p95 ${percentile(together, 95).toFixed(1)} ms, p99 ${percentile(together, 99).toFixed(1)} ms`,
  );
} finally {
  await bench.stop();
}
