import { and, eq, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { autoBusyVehicles, bookings, movementMonitor, vehicles, vehicleStates } from '../../db/schema.ts';
import { transaction, type Tx as Transaction } from '../../db/transaction.ts';

export type { Transaction };

export interface MovingVehicle {
  vehicleId: number;
  vehicleNumber: string;
  status: string;
  speedKmh: number;
  latitude: number;
  longitude: number;
  booked: boolean;
  autoBusy: boolean;
}

export function createMovementMonitorRepository(db: Database) {
  /** Vehicles whose latest report is fresh and faster than walking pace, with whether a booking covers now. */
  const moving = (at: Date, freshSince: Date, minKmh: number, tx: Transaction = db) =>
    tx
      .select({
        vehicleId: vehicles.id,
        vehicleNumber: vehicles.vehicleNumber,
        status: vehicles.status,
        speedKmh: sql<number>`${vehicleStates.speedKmh}`,
        latitude: vehicleStates.latitude,
        longitude: vehicleStates.longitude,
        booked: sql<boolean>`exists (select 1 from ${bookings} where ${bookings.vehicleId} = ${vehicles.id} and ${bookings.status} in ('confirmed', 'active') and ${bookings.startTime} <= ${at.toISOString()}::timestamptz and ${bookings.endTime} > ${at.toISOString()}::timestamptz)`,
        autoBusy: sql<boolean>`exists (select 1 from ${autoBusyVehicles} where ${autoBusyVehicles.vehicleId} = ${vehicles.id})`,
      })
      .from(vehicleStates)
      .innerJoin(vehicles, eq(vehicles.id, vehicleStates.vehicleId))
      .where(
        and(
          eq(vehicles.isActive, true),
          sql`${vehicleStates.deviceTime} > ${freshSince.toISOString()}::timestamptz`,
          sql`${vehicleStates.speedKmh} > ${minKmh}`,
        ),
      );

  return {
    async state() {
      const [row] = await db.select().from(movementMonitor).where(eq(movementMonitor.id, 1));
      return row ?? { id: 1, isRunning: false, lastCheck: null, nextCheck: null };
    },
    /** The monitor's row, created once with this state; later starts and stops are the admins'. */
    async ensure(isRunning: boolean): Promise<void> {
      await db.insert(movementMonitor).values({ id: 1, isRunning }).onConflictDoNothing();
    },
    async setRunning(isRunning: boolean, nextCheck: Date | null): Promise<void> {
      await db
        .insert(movementMonitor)
        .values({ id: 1, isRunning, nextCheck })
        .onConflictDoUpdate({ target: movementMonitor.id, set: { isRunning, nextCheck } });
    },
    monitoredCount: async () =>
      (
        await db
          .select({ n: sql<number>`count(*)::int` })
          .from(vehicles)
          .where(and(eq(vehicles.isActive, true), isNotNull(vehicles.trackerId)))
      )[0]!.n,
    autoBusyCount: async () => (await db.select({ n: sql<number>`count(*)::int` }).from(autoBusyVehicles))[0]!.n,
    moving,

    /**
     * One check, run by whichever instance claims it: the claim is a conditional update of the
     * single monitor row, so instances ticking at once run it once. `work` runs in the same
     * transaction; undefined when another instance had it (or the monitor is stopped).
     */
    async claimCheck<T>(at: Date, nextCheck: Date, force: boolean, work: (tx: Transaction) => Promise<T>): Promise<T | undefined> {
      return transaction(db, async (tx) => {
        const due = force
          ? undefined
          : and(eq(movementMonitor.isRunning, true), or(sql`${movementMonitor.nextCheck} is null`, lte(movementMonitor.nextCheck, at)));
        const claimed = await tx
          .update(movementMonitor)
          .set({ lastCheck: at, nextCheck: sql`case when ${movementMonitor.isRunning} then ${nextCheck.toISOString()}::timestamptz else null end` })
          .where(and(eq(movementMonitor.id, 1), due))
          .returning({ id: movementMonitor.id });
        return claimed.length ? work(tx) : undefined;
      });
    },

    /** Sets these available vehicles in_use and remembers them; answers the ones it changed. */
    async setAutoBusy(tx: Transaction, vehicleIds: number[], at: Date): Promise<number[]> {
      if (!vehicleIds.length) return [];
      const changed = await tx
        .update(vehicles)
        .set({ status: 'in_use' })
        .where(and(inArray(vehicles.id, vehicleIds), eq(vehicles.status, 'available')))
        .returning({ id: vehicles.id });
      const ids = changed.map((r) => r.id);
      if (ids.length)
        await tx
          .insert(autoBusyVehicles)
          .values(ids.map((vehicleId) => ({ vehicleId, since: at, lastMovementAt: at })))
          .onConflictDoNothing();
      return ids;
    },
    async stillMoving(tx: Transaction, vehicleIds: number[], at: Date): Promise<void> {
      if (vehicleIds.length) await tx.update(autoBusyVehicles).set({ lastMovementAt: at }).where(inArray(autoBusyVehicles.vehicleId, vehicleIds));
    },
    /** Auto-busy vehicles quiet since `quietSince` go back to available (unless someone changed their status meanwhile). */
    async release(tx: Transaction, quietSince: Date): Promise<string[]> {
      const quiet = await tx
        .delete(autoBusyVehicles)
        .where(lte(autoBusyVehicles.lastMovementAt, quietSince))
        .returning({ vehicleId: autoBusyVehicles.vehicleId });
      if (!quiet.length) return [];
      const released = await tx
        .update(vehicles)
        .set({ status: 'available' })
        .where(
          and(
            inArray(
              vehicles.id,
              quiet.map((q) => q.vehicleId),
            ),
            eq(vehicles.status, 'in_use'),
          ),
        )
        .returning({ vehicleNumber: vehicles.vehicleNumber });
      return released.map((r) => r.vehicleNumber);
    },
  };
}
export type MovementMonitorRepository = ReturnType<typeof createMovementMonitorRepository>;
