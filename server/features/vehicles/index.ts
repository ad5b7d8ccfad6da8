import type { RecordChange } from '../../audit-port.ts';
import type { App, Core } from '../../core.ts';
import type { Notify } from '../../notify-port.ts';
import { bookingWithdrawals } from '../availability/index.ts';
import { createVehiclesRepository, type VehicleRow } from './vehicles.repository.ts';
import { vehiclesRoutes } from './vehicles.routes.ts';
import { createVehiclesService } from './vehicles.service.ts';

export type { VehicleRow, VehiclesRepository } from './vehicles.repository.ts';

/** The fleet. `hashIturanCode` is the immobilizer feature's: a vehicle's code is kept only as its hash. */
export async function register(app: App, { core, hashIturanCode, recordChange, notify }: { core: Core; hashIturanCode: (vehicleId: number, code: string) => string; recordChange: RecordChange; notify: Notify }) {
  const repository = createVehiclesRepository(core.db);
  const withdrawals = bookingWithdrawals(core, notify);
  await app.register(vehiclesRoutes, { vehicles: createVehiclesService({ vehicles: repository, hashIturanCode, recordChange, withdrawals }) });
  return {
    findVehicle: (id: number) => repository.findById(id),
    /** A status set by another feature (a damage review's maintenance): its coming bookings' members are told too. */
    setVehicleStatus: async (id: number, status: VehicleRow['status']) => {
      await repository.setStatus(id, status);
      if (status === 'maintenance' || status === 'out_of_service') await withdrawals.withdrawVehicle(id, { kind: 'maintenance', detail: null });
      else if (status === 'available') await withdrawals.vehicleBack(id);
    },
    advanceMileage: (id: number, km: number) => repository.advanceMileage(id, km),
    activeVehicles: async () => (await repository.list()).filter((v) => v.isActive),
  };
}
