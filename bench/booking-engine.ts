import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { BENCH_BOOKINGS, fillBookings, freeHours, startBookingBench } from './support/booking-bench.ts';
import { processCpuMs } from './support/process-memory.ts';
import { bookings, vehicles } from '../server/db/schema.ts';

/**
 * The booking issue's figures on PostgreSQL (DATABASE_URL, default the local server), the app
 * in its own process:
 *  - booking creation throughput without conflicts (target >= 300/s);
 *  - GET /api/booking-availability for one date with 50 vehicles and 100,000 bookings (p95 < 30 ms).
 * The double-booking race is `npm run bench -- double-booking`.
 */
const DAY = 86_400_000;
const MEMBERS = 200;
const FLEET = 41;
const bench = await startBookingBench();
try {
  // Every request a free hour on one of 41 vehicles for one of 200 members: members sharing a
  // vehicle take different hours of a round, and each round moves on by five hours.
  const added = await bench.addVehicles(FLEET);
  const bookers = await bench.members('booker', MEMBERS);
  const hours = freeHours(new Date(Date.now() + 7 * DAY), 2000);
  let n = 0;
  const refusals = new Map<string, number>();
  const cpuBefore = processCpuMs(bench.pid);
  const result = await autocannon({
    url: `${bench.base}/api/bookings`,
    connections: 20,
    duration: Number(process.env.BENCH_SECONDS ?? 10),
    requests: [
      {
        method: 'POST',
        setupRequest: (req) => {
          const i = n++;
          const member = i % MEMBERS;
          const start = hours[Math.floor(i / MEMBERS) * 5 + Math.floor(member / FLEET)]!.getTime();
          return {
            ...req,
            headers: { 'content-type': 'application/json', authorization: `Bearer ${bookers[member]}` },
            body: JSON.stringify({
              vehicleId: added[member % FLEET],
              startTime: new Date(start).toISOString(),
              endTime: new Date(start + 3000_000).toISOString(),
            }),
          };
        },
      },
    ],
    setupClient: (client) => {
      client.on('body', (body: Buffer) => {
        const text = body.toString().slice(0, 80);
        if (text.startsWith('{"message"')) refusals.set(text, (refusals.get(text) ?? 0) + 1);
      });
    },
  });
  const cpuPerBooking = (processCpuMs(bench.pid) - cpuBefore) / result.requests.total;
  if (refusals.size) console.log('refusals seen:', [...refusals].slice(0, 3));
  console.log(
    `creation throughput: ${result.requests.average.toFixed(0)} bookings/s over ${result.duration.toFixed(0)} s, 20 connections (p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}; target >= 300/s); the app's CPU ${cpuPerBooking.toFixed(2)} ms a booking`,
  );

  // Availability of one date with 50 vehicles and BENCH_BOOKINGS (100,000) bookings in the table.
  const [{ count: before }] = (await bench.db.select({ count: sql<number>`count(*)::int` }).from(bookings)) as [{ count: number }];
  const allVehicles = await bench.db.select({ id: vehicles.id }).from(vehicles);
  const from = Date.now() + 200 * DAY;
  await fillBookings(
    bench.db,
    allVehicles.map((v) => v.id),
    BENCH_BOOKINGS - before,
    from,
  );
  const admin = await bench.signIn();
  const date = new Date(from + 5 * DAY).toISOString().slice(0, 10);
  const avail = await autocannon({
    url: `${bench.base}/api/booking-availability?date=${date}`,
    connections: 1,
    amount: 400,
    headers: { authorization: `Bearer ${admin}` },
  });
  console.log(
    `availability (${allVehicles.length} vehicles, ${BENCH_BOOKINGS} bookings): p50 ${avail.latency.p50} ms, p97.5 ${avail.latency.p97_5} ms, p99 ${avail.latency.p99} ms (target p95 < 30 ms)`,
  );
} finally {
  await bench.stop();
}
