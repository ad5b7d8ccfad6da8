import autocannon from 'autocannon';
import { startBookingBench } from './support/booking-bench.ts';
import { bookings } from '../server/db/schema.ts';

/**
 * GET /api/admin/reservations for one day with 20,000 bookings in the table (50 vehicles, an hour
 * apart), over HTTP to the app in its own process on PostgreSQL (target p95 < 30 ms).
 */
const DAY = 86_400_000;
const bench = await startBookingBench();
try {
  const fleet = await bench.addVehicles(50);
  const from = Date.now() + 30 * DAY;
  const rows = Array.from({ length: 20_000 }, (_, i) => ({
    userId: 1,
    vehicleId: fleet[i % fleet.length]!,
    startTime: new Date(from + i * 3600_000),
    endTime: new Date(from + i * 3600_000 + 1800_000),
    status: 'completed' as const,
  }));
  for (let i = 0; i < rows.length; i += 2000) await bench.db.insert(bookings).values(rows.slice(i, i + 2000));
  const admin = await bench.signIn();
  const date = new Date(from + 100 * DAY).toISOString().slice(0, 10);
  const result = await autocannon({
    url: `${bench.base}/api/admin/reservations?date=${date}`,
    connections: 1,
    amount: 400,
    headers: { authorization: `Bearer ${admin}` },
  });
  console.log(
    `reservations (one day, 20,000 bookings in the table): p50 ${result.latency.p50} ms, p97.5 ${result.latency.p97_5} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx} (target p95 < 30 ms)`,
  );
} finally {
  await bench.stop();
}
