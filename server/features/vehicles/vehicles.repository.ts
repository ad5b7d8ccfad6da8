import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { vehicles } from '../../db/schema.ts';

export type VehicleRow = typeof vehicles.$inferSelect;

export function createVehiclesRepository(db: Database) {
  return {
    list: (): Promise<VehicleRow[]> => db.select().from(vehicles).orderBy(asc(vehicles.vehicleNumber)),
    async findById(id: number): Promise<VehicleRow | undefined> {
      const [row] = await db.select().from(vehicles).where(eq(vehicles.id, id));
      return row;
    },
  };
}
export type VehiclesRepository = ReturnType<typeof createVehiclesRepository>;
