import type { VehicleImmobilizerUpdate } from '../../../contract/immobilizer.contract.ts';
import type { Vehicle } from '../../../contract/vehicles.contract.ts';
import { conflict, notFound } from '../../http-errors.ts';
import type { VehicleRow, VehiclesRepository } from './vehicles.repository.ts';

/** Active and available: the spec's bookable vehicle (spec/member-app.md 4). */
export const isBookable = (row: Pick<VehicleRow, 'isActive' | 'status'>) => row.isActive && row.status === 'available';

export function toVehicle(row: VehicleRow): Vehicle {
  const { ituranCode: _code, trackerSecretHash: _secret, createdAt: _created, ...fields } = row;
  return { ...fields, hasIturanCode: row.ituranCode !== null, bookable: isBookable(row) } as Vehicle;
}

export function createVehiclesService({ vehicles, hashIturanCode }: { vehicles: VehiclesRepository; hashIturanCode: (vehicleId: number, code: string) => string }) {
  return {
    list: async (): Promise<Vehicle[]> => (await vehicles.list()).map(toVehicle),

    /** The fleet panel's immobilizer settings (admin); the code is kept only as its hash. */
    async updateImmobilizer(id: number, { immobilizerEnabled, ituranCode }: VehicleImmobilizerUpdate): Promise<Vehicle> {
      const vehicle = await vehicles.findById(id);
      if (!vehicle) throw notFound(`No vehicle with id ${id}.`);
      if (immobilizerEnabled && !vehicle.isActive) throw conflict(`${vehicle.vehicleNumber} is inactive: activate it before enabling its immobilizer.`, 'VEHICLE_INACTIVE');
      const changes: Partial<VehicleRow> = {};
      if (immobilizerEnabled !== undefined) changes.immobilizerEnabled = immobilizerEnabled;
      if (ituranCode !== undefined) changes.ituranCode = ituranCode ? hashIturanCode(id, ituranCode) : null;
      const updated = Object.keys(changes).length ? await vehicles.update(id, changes) : vehicle;
      return toVehicle(updated ?? vehicle);
    },
  };
}
export type VehiclesService = ReturnType<typeof createVehiclesService>;
