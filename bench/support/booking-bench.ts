import { sql } from 'drizzle-orm';
import { startChild, stopChild } from './child-server.ts';
import { openDatabase, type DatabaseHandle } from '../../server/db/client.ts';
import { bookings, users, vehicles } from '../../server/db/schema.ts';
import { restrictedPeriodsOverlapping } from '../../server/features/hebrew-calendar/restricted-periods.ts';

const HOUR = 3600_000;

/** Bookings in the table for the read benches (issue 25 §4: 100,000); BENCH_BOOKINGS overrides. */
export const BENCH_BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 100_000);

/**
 * `total` past bookings of member 1 (status completed, so no rule holds them) on `vehicleIds`
 * from `from` on: every vehicle three 6-hour bookings a day, as a busy national fleet has them.
 */
export async function fillBookings(db: DatabaseHandle['db'], vehicleIds: number[], total: number, from: number): Promise<void> {
  const rows = Array.from({ length: total }, (_, i) => {
    const start = from + Math.floor(i / vehicleIds.length) * 8 * HOUR;
    return {
      userId: 1,
      vehicleId: vehicleIds[i % vehicleIds.length]!,
      startTime: new Date(start),
      endTime: new Date(start + 6 * HOUR),
      status: 'completed' as const,
    };
  });
  for (let i = 0; i < rows.length; i += 2000) await db.insert(bookings).values(rows.slice(i, i + 2000));
  await db.execute(sql`analyze bookings`);
}

/**
 * The app in a process of its own on a fresh PostgreSQL database (DATABASE_URL, default the
 * local server), and this process connected to the same database to set up members and
 * vehicles. The load generator then competes with the app for the CPU as any client would,
 * not for its event loop.
 */
export async function startBookingBench(env: Record<string, string> = {}) {
  const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const server = await startChild('bench/support/serve-app.ts', { DATABASE_URL: databaseUrl, ...env });
  const database: DatabaseHandle = await openDatabase({ url: server.databaseUrl, poolSize: 10 });
  const base = `http://127.0.0.1:${server.port}`;

  async function signIn(email?: string): Promise<string> {
    const res = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: 'dev', email }),
    });
    if (!res.ok) throw new Error(`sign-in ${email ?? 'admin'}: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { token: string }).token;
  }

  return {
    base,
    /** The app's process, for its memory figures. */
    pid: server.child.pid!,
    db: database.db,
    signIn,
    /** n drivers with a valid licence and the largest monthly limit, signed in. */
    async members(prefix: string, n: number): Promise<string[]> {
      const rows = Array.from({ length: n }, (_, i) => ({
        email: `${prefix}${i}@medfleet.test`,
        name: `${prefix} ${i}`,
        userTypes: ['driver'],
        licenseNumber: 'B',
        licenseExpiryDate: '2035-12-31',
        monthlyHourLimit: 744,
      }));
      await database.db.insert(users).values(rows);
      return Promise.all(rows.map((r) => signIn(r.email)));
    },
    async addVehicles(n: number): Promise<number[]> {
      const fleet = Array.from({ length: n }, (_, i) => ({
        vehicleNumber: `X${i}`,
        make: 'Bench',
        model: 'Car',
        category: 'Ambulances' as const,
        allowedUserTypes: [],
      }));
      return (await database.db.insert(vehicles).values(fleet).returning({ id: vehicles.id })).map((v) => v.id);
    },
    async stop() {
      await database.close();
      await stopChild(server.child);
    },
  };
}

/**
 * Starts of `count` consecutive hours from `from` that touch no restricted period, so that
 * every booking of the bench is confirmed at once (pending ones would also notify the admins).
 */
export function freeHours(from: Date, count: number): Date[] {
  const hours: Date[] = [];
  for (let t = Math.ceil(from.getTime() / HOUR) * HOUR; hours.length < count; t += HOUR) {
    if (restrictedPeriodsOverlapping(new Date(t), new Date(t + HOUR)).length === 0) hours.push(new Date(t));
  }
  return hours;
}
