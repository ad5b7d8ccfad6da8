import type { Vehicle } from '../../../contract/vehicles.contract.ts';
import type { VehicleRow, VehiclesRepository } from './vehicles.repository.ts';

/** Active and available: the spec's bookable vehicle (spec/member-app.md 4). */
export const isBookable = (row: Pick<VehicleRow, 'isActive' | 'status'>) => row.isActive && row.status === 'available';

export function toVehicle(row: VehicleRow): Vehicle {
  const { ituranCode: _code, trackerSecretHash: _secret, createdAt: _created, ...fields } = row;
  return { ...fields, bookable: isBookable(row) } as Vehicle;
}

export function createVehiclesService(vehicles: VehiclesRepository) {
  return {
    list: async (): Promise<Vehicle[]> => (await vehicles.list()).map(toVehicle),
  };
}
export type VehiclesService = ReturnType<typeof createVehiclesService>;
