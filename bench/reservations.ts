import autocannon from 'autocannon';
import { BENCH_BOOKINGS, fillBookings, startBookingBench } from './support/booking-bench.ts';

/**
 * GET /api/admin/reservations for one day with BENCH_BOOKINGS (100,000) bookings in the table (50
 * vehicles, three a day each: the day shows 150), over HTTP to the app in its own process on PostgreSQL (target p95 < 30 ms).
 */
const DAY = 86_400_000;
const bench = await startBookingBench();
try {
  const fleet = await bench.addVehicles(50);
  const from = Date.now() + 30 * DAY;
  await fillBookings(bench.db, fleet, BENCH_BOOKINGS, from);
  const admin = await bench.signIn();
  const date = new Date(from + 100 * DAY).toISOString().slice(0, 10);
  const result = await autocannon({
    url: `${bench.base}/api/admin/reservations?date=${date}`,
    connections: 1,
    amount: 400,
    headers: { authorization: `Bearer ${admin}` },
  });
  console.log(
    `reservations (one day, ${BENCH_BOOKINGS} bookings in the table): p50 ${result.latency.p50} ms, p97.5 ${result.latency.p97_5} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx} (target p95 < 30 ms)`,
  );
} finally {
  await bench.stop();
}
