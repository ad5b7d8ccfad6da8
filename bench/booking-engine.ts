import autocannon from 'autocannon';
import { inArray, sql } from 'drizzle-orm';
import { bookings, users, vehicles } from '../server/db/schema.ts';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { seedDemo } from '../server/db/seed.ts';
import { createTestDatabase } from '../server/test-support/test-database.ts';

/**
 * The booking issue's figures on PostgreSQL (DATABASE_URL, default the local server):
 *  - 200 simultaneous conflicting requests for one vehicle: how many were created;
 *  - booking creation throughput without conflicts (req/s);
 *  - GET /api/booking-availability for one date with 50 vehicles and 20,000 bookings: p95.
 * The app runs in this process (inject for the race, a loopback listener for the rest).
 */
process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';
const config = loadConfig({ LOG_LEVEL: 'silent', AUTH_RATE_LIMIT: '100000', BOOKING_MAX_HOURS: '24' });
const database = await createTestDatabase();
const { db } = database;
await seedDemo(db, { domain: 'medfleet.test', serviceName: 'MedFleet' });
const app = await buildApp({ config, database, sessionSecret: 'bench-session-secret-bench-session-secret' });
await app.listen({ port: 0, host: '127.0.0.1' });
const port = (app.server.address() as { port: number }).port;
const DAY = 86_400_000;
const base = Math.ceil(Date.now() / DAY) * DAY + 2 * DAY;

async function members(prefix: string, n: number): Promise<string[]> {
  const rows = Array.from({ length: n }, (_, i) => ({ email: `${prefix}${i}@medfleet.test`, name: `${prefix} ${i}`, userTypes: ['admin'], licenseNumber: 'B', licenseExpiryDate: '2035-12-31', monthlyHourLimit: 744 }));
  await db.insert(users).values(rows);
  return Promise.all(rows.map(async (r) => (await app.inject({ method: 'POST', url: '/api/auth/login', payload: { token: 'dev', email: r.email } })).json().token as string));
}

try {
  // 1. The race.
  const racers = await members('racer', 200);
  const [a3] = await db.select().from(vehicles).where(inArray(vehicles.vehicleNumber, ['A3']));
  const race = await Promise.all(
    racers.map((token, i) =>
      app.inject({ method: 'POST', url: '/api/bookings', headers: { authorization: `Bearer ${token}` }, payload: { vehicleId: a3!.id, startTime: new Date(base + i * 1000).toISOString(), endTime: new Date(base + 4 * 3600_000 + i * 1000).toISOString() } }),
    ),
  );
  const codes = race.map((r) => r.statusCode);
  console.log(`double-booking: 200 simultaneous requests -> ${codes.filter((c) => c === 201).length} created, ${codes.filter((c) => c === 409).length} refused (409), ${codes.filter((c) => c >= 500).length} server errors`);

  // 2. Throughput without conflicts: every request a fresh hour on one of 40 fleet vehicles for one of 200 members.
  const fleet = Array.from({ length: 41 }, (_, i) => ({ vehicleNumber: `X${i}`, make: 'Bench', model: 'Car', category: 'Ambulances' as const, allowedUserTypes: [] }));
  const added = await db.insert(vehicles).values(fleet).returning({ id: vehicles.id });
  const bookers = await members('booker', 200);
  let n = 0;
  const refusals = new Map<string, number>();
  const result = await autocannon({
    url: `http://127.0.0.1:${port}/api/bookings`,
    connections: 20,
    duration: Number(process.env.BENCH_SECONDS ?? 10),
    requests: [
      {
        method: 'POST',
        setupRequest: (req) => {
          const i = n++;
          const member = i % bookers.length;
          // Members sharing a vehicle book different hours; each member's requests are 5 hours apart.
          const sharing = Math.floor(member / added.length);
          const start = base + 30 * DAY + (Math.floor(i / bookers.length) * 5 + sharing) * 3600_000;
          return {
            ...req,
            headers: { 'content-type': 'application/json', authorization: `Bearer ${bookers[member]}` },
            body: JSON.stringify({ vehicleId: added[member % added.length]!.id, startTime: new Date(start).toISOString(), endTime: new Date(start + 3000_000).toISOString() }),
          };
        },
      },
    ],
    setupClient: (client) => {
      client.on('body', (body: Buffer) => {
        const text = body.toString();
        if (text.startsWith('{"message"')) refusals.set(text.slice(0, 80), (refusals.get(text.slice(0, 80)) ?? 0) + 1);
      });
    },
  });
  if (refusals.size) console.log('refusals seen:', [...refusals].slice(0, 3));
  console.log(`creation throughput: ${result.requests.average.toFixed(0)} bookings/s (p99 ${result.latency.p99} ms, non-2xx ${result.non2xx})`);

  // 3. Availability of one date with 50 vehicles and 20,000 bookings in the table.
  const [{ count: before }] = (await db.select({ count: sql<number>`count(*)::int` }).from(bookings)) as [{ count: number }];
  const target = 20_000 - before;
  const allVehicles = await db.select({ id: vehicles.id }).from(vehicles);
  const rows = Array.from({ length: target }, (_, i) => ({ userId: 1, vehicleId: allVehicles[i % allVehicles.length]!.id, startTime: new Date(base + 60 * DAY + i * 3600_000), endTime: new Date(base + 60 * DAY + i * 3600_000 + 1800_000), status: 'completed' }));
  for (let i = 0; i < rows.length; i += 2000) await db.insert(bookings).values(rows.slice(i, i + 2000));
  const admin = (await app.inject({ method: 'POST', url: '/api/auth/login', payload: { token: 'dev' } })).json().token as string;
  const date = new Date(base + 60 * DAY + 5 * DAY).toISOString().slice(0, 10);
  const avail = await autocannon({ url: `http://127.0.0.1:${port}/api/booking-availability?date=${date}`, connections: 1, amount: 400, headers: { authorization: `Bearer ${admin}` } });
  console.log(`availability (${allVehicles.length} vehicles, 20,000 bookings): p50 ${avail.latency.p50} ms, p97.5 ${avail.latency.p97_5} ms, p99 ${avail.latency.p99} ms (target p95 < 30 ms)`);
} finally {
  await app.close();
  await database.close();
}
