import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { vehicles } from '../../db/schema.ts';

export type VehicleRow = typeof vehicles.$inferSelect;

export function createVehiclesRepository(db: Database) {
  // Every booking request reads its vehicle: prepared once.
  const byId = db.select().from(vehicles).where(eq(vehicles.id, sql.placeholder('id'))).prepare('vehicle_by_id');
  return {
    list: (): Promise<VehicleRow[]> => db.select().from(vehicles).orderBy(asc(vehicles.vehicleNumber)),
    async findById(id: number): Promise<VehicleRow | undefined> {
      const [row] = await byId.execute({ id });
      return row;
    },
    async update(id: number, changes: Partial<Omit<VehicleRow, 'id' | 'createdAt'>>): Promise<VehicleRow | undefined> {
      const [row] = await db.update(vehicles).set(changes).where(eq(vehicles.id, id)).returning();
      return row;
    },
    async setStatus(id: number, status: VehicleRow['status']): Promise<void> {
      await db.update(vehicles).set({ status }).where(eq(vehicles.id, id));
    },
  };
}
export type VehiclesRepository = ReturnType<typeof createVehiclesRepository>;
