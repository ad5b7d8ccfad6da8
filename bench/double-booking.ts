import { inArray } from 'drizzle-orm';
import { freeHours, startBookingBench } from './support/booking-bench.ts';
import { vehicles } from '../server/db/schema.ts';

/**
 * 200 members ask for overlapping windows on one vehicle at the same moment, over HTTP, on
 * PostgreSQL: exactly one booking may be created, the others refused with 409, none a 5xx.
 */
const RACERS = 200;
const bench = await startBookingBench();
try {
  const racers = await bench.members('racer', RACERS);
  const [a3] = await bench.db
    .select()
    .from(vehicles)
    .where(inArray(vehicles.vehicleNumber, ['A3']));
  const [start] = freeHours(new Date(Date.now() + 2 * 86_400_000), 1);
  const codes = await Promise.all(
    racers.map(async (token, i) => {
      const from = start!.getTime() + i * 1000;
      const res = await fetch(`${bench.base}/api/bookings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ vehicleId: a3!.id, startTime: new Date(from).toISOString(), endTime: new Date(from + 1800_000).toISOString() }),
      });
      const body = await res.text();
      if (res.status >= 500) console.error(`${res.status}: ${body}`);
      return res.status;
    }),
  );
  const created = codes.filter((c) => c === 201).length;
  console.log(
    `double-booking: ${RACERS} simultaneous requests -> ${created} created, ${codes.filter((c) => c === 409).length} refused (409), ${codes.filter((c) => c >= 500).length} server errors (target: exactly 1 created)`,
  );
  if (created !== 1) process.exitCode = 1;
} finally {
  await bench.stop();
}
