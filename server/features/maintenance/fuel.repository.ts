import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { fuelEntries, users, vehicles, workOrders } from '../../db/schema.ts';
import { transaction, type Tx } from '../../db/transaction.ts';

export type FuelEntryRow = Omit<typeof fuelEntries.$inferSelect, 'receipt'> & { vehicleNumber: string; userName: string | null; hasReceipt: boolean };

/** Fuel entries, and the month's costs per vehicle. */
export function createFuelRepository(db: Database) {
  const select = () =>
    db
      .select({
        id: fuelEntries.id,
        vehicleId: fuelEntries.vehicleId,
        userId: fuelEntries.userId,
        litres: fuelEntries.litres,
        cost: fuelEntries.cost,
        odometer: fuelEntries.odometer,
        station: fuelEntries.station,
        filledAt: fuelEntries.filledAt,
        receiptType: fuelEntries.receiptType,
        createdAt: fuelEntries.createdAt,
        vehicleNumber: vehicles.vehicleNumber,
        userName: users.name,
        hasReceipt: sql<boolean>`${fuelEntries.receipt} is not null`,
      })
      .from(fuelEntries)
      .innerJoin(vehicles, eq(vehicles.id, fuelEntries.vehicleId))
      .leftJoin(users, eq(users.id, fuelEntries.userId));

  return {
    /** The entry and its fact, on one transaction. */
    insert: (values: typeof fuelEntries.$inferInsert, also: (tx: Tx, id: number) => Promise<void>) =>
      transaction(db, async (tx) => {
        const id = await createFuelRepository(tx).add(values);
        await also(tx, id);
        return id;
      }),
    /** The entry alone, on the transaction the repository was made with. */
    async add(values: typeof fuelEntries.$inferInsert): Promise<number> {
      const [row] = await db.insert(fuelEntries).values(values).returning({ id: fuelEntries.id });
      return row!.id;
    },
    findById: async (id: number): Promise<FuelEntryRow | undefined> => (await select().where(eq(fuelEntries.id, id)))[0],
    ofVehicle: (vehicleId: number): Promise<FuelEntryRow[]> =>
      select().where(eq(fuelEntries.vehicleId, vehicleId)).orderBy(desc(fuelEntries.filledAt)).limit(200),
    between: (from: Date, to: Date): Promise<FuelEntryRow[]> =>
      select()
        .where(and(gte(fuelEntries.filledAt, from), lt(fuelEntries.filledAt, to)))
        .orderBy(fuelEntries.filledAt),
    /** The cost of the work orders done in [from, to), per vehicle. */
    async workOrderCosts(from: Date, to: Date): Promise<Map<number, number>> {
      const rows = await db
        .select({ vehicleId: workOrders.vehicleId, cost: sql<number>`coalesce(sum(${workOrders.cost}), 0)::float8` })
        .from(workOrders)
        .where(and(eq(workOrders.status, 'done'), gte(workOrders.doneAt, from), lt(workOrders.doneAt, to)))
        .groupBy(workOrders.vehicleId);
      return new Map(rows.map((r) => [r.vehicleId, r.cost]));
    },
  };
}
export type FuelRepository = ReturnType<typeof createFuelRepository>;
