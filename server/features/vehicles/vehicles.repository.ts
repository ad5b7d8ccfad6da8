import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bookings, users, vehicles } from '../../db/schema.ts';
import { transaction, type Tx } from '../../db/transaction.ts';

export type VehicleRow = typeof vehicles.$inferSelect;

function vehicleQueries(db: Database) {
  // Every booking request reads its vehicle, and every dashboard the list: prepared once (drizzle builds a query's SQL again on each call otherwise).
  const byId = db
    .select()
    .from(vehicles)
    .where(eq(vehicles.id, sql.placeholder('id')))
    .prepare('vehicle_by_id');
  const byNumber = db.select().from(vehicles).orderBy(asc(vehicles.vehicleNumber)).prepare('vehicles_by_number');
  return {
    list: (): Promise<VehicleRow[]> => byNumber.execute(),
    async findById(id: number): Promise<VehicleRow | undefined> {
      const [row] = await byId.execute({ id });
      return row;
    },
    async update(id: number, changes: Partial<Omit<VehicleRow, 'id' | 'createdAt'>>): Promise<VehicleRow | undefined> {
      const [row] = await db.update(vehicles).set(changes).where(eq(vehicles.id, id)).returning();
      return row;
    },
    /** Inserts the vehicle, or answers undefined when its number is taken. */
    async insert(values: typeof vehicles.$inferInsert): Promise<VehicleRow | undefined> {
      const [row] = await db.insert(vehicles).values(values).onConflictDoNothing({ target: vehicles.vehicleNumber }).returning();
      return row;
    },
    async findByNumber(vehicleNumber: string): Promise<VehicleRow | undefined> {
      const [row] = await db.select().from(vehicles).where(eq(vehicles.vehicleNumber, vehicleNumber));
      return row;
    },
    /** Bookings that hold the vehicle now or later (pending, confirmed or active, not yet ended), soonest first. */
    /** The bookings the vehicle is out on now (active, or confirmed and begun): never taken away mid-shift. */
    async inUseBookings(vehicleId: number): Promise<{ id: number; startTime: Date; endTime: Date; userName: string }[]> {
      return db
        .select({ id: bookings.id, startTime: bookings.startTime, endTime: bookings.endTime, userName: users.name })
        .from(bookings)
        .innerJoin(users, eq(users.id, bookings.userId))
        .where(
          and(
            eq(bookings.vehicleId, vehicleId),
            inArray(bookings.status, ['active', 'confirmed']),
            lte(bookings.startTime, sql`now()`),
            gt(bookings.endTime, sql`now()`),
          ),
        )
        .orderBy(asc(bookings.startTime))
        .limit(5);
    },
    async setStatus(id: number, status: VehicleRow['status']): Promise<void> {
      await db.update(vehicles).set({ status }).where(eq(vehicles.id, id));
    },
    /** A reading of the vehicle's one odometer: it moves the mileage on, never back (only an admin corrects it down). */
    /** km driven added to a known mileage (an unknown one stays unknown until someone reads it). */
    async addKm(id: number, km: number): Promise<void> {
      await db
        .update(vehicles)
        .set({ mileage: sql`${vehicles.mileage} + ${km}` })
        .where(and(eq(vehicles.id, id), isNotNull(vehicles.mileage)));
    },
    async advanceMileage(id: number, km: number): Promise<void> {
      await db
        .update(vehicles)
        .set({ mileage: km })
        .where(and(eq(vehicles.id, id), or(isNull(vehicles.mileage), lt(vehicles.mileage, km))));
    },
  };
}
type VehicleQueries = ReturnType<typeof vehicleQueries>;

export function createVehiclesRepository(db: Database) {
  return {
    ...vehicleQueries(db),
    /** Runs `work` in one transaction, on queries of it: a change and the facts it states commit together. */
    changing: <T>(work: (repository: VehicleQueries, tx: Tx) => Promise<T>): Promise<T> => transaction(db, (tx) => work(vehicleQueries(tx), tx)),
    /** The queries on a transaction another feature opened: a consequence of its fact commits with it. */
    on: (tx: Tx): VehicleQueries => vehicleQueries(tx),
  };
}
export type VehiclesRepository = ReturnType<typeof createVehiclesRepository>;
