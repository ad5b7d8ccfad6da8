import { createVehiclesRepository } from './vehicles.repository.ts';
import { vehiclesRoutes } from './vehicles.routes.ts';
import { createVehiclesService } from './vehicles.service.ts';
import { systemActor } from '../../actor.ts';
import type { App, FeatureDeps } from '../../core.ts';
import { vehicleCodeHasher } from '../immobilizer/index.ts';

export type { VehicleRow, VehiclesRepository } from './vehicles.repository.ts';

/** The fleet. A vehicle's Ituran code is kept only as its hash under the immobilizer feature's secret. */
export async function register(app: App, { core, events, ports }: FeatureDeps): Promise<void> {
  const repository = createVehiclesRepository(core.db);
  const vehicles = createVehiclesService({
    vehicles: repository,
    hashIturanCode: vehicleCodeHasher(core.sessionSecret),
    recordChange: ports.of('audit').recordChange,
    events,
    publicUrl: core.config.publicUrl,
  });
  await app.register(vehiclesRoutes, { vehicles });
  ports.provide('vehicles', {
    // Read on a change's transaction when given (one connection, on the embedded database).
    findVehicle: (id, within) => (within ? createVehiclesRepository(within) : repository).findById(id),
    activeVehicles: async () => (await repository.list()).filter((v) => v.isActive),
  });
  events.within('vehicle.returned', 'vehicles', "moves the vehicle's mileage on to the odometer reading (never back)", async ({ vehicleId, mileage }, tx) => {
    if (mileage !== null) await createVehiclesRepository(tx).advanceMileage(vehicleId, mileage);
  });
  events.within(
    'damage.reviewed',
    'vehicles',
    'sets the vehicle in maintenance when the admin asked, audited as theirs',
    ({ admin, vehicleId, setVehicleMaintenance }, tx) => (setVehicleMaintenance ? vehicles.toMaintenance(admin, vehicleId, tx) : Promise.resolve()),
  );
  events.within('vehicleCheck.done', 'vehicles', 'takes a vehicle that failed its check out of service at once (maintenance)', ({ result, vehicleId }, tx) =>
    result === 'failed' ? vehicles.toMaintenance(systemActor('readiness'), vehicleId, tx) : Promise.resolve(),
  );
  events.within(
    'vehicle.refuelled',
    'vehicles',
    "moves the vehicle's mileage on to the fill's odometer reading (never back)",
    async ({ vehicleId, odometer }, tx) => {
      if (odometer !== null && odometer !== undefined) await createVehiclesRepository(tx).advanceMileage(vehicleId, odometer);
    },
  );
  events.within('service.due', 'vehicles', 'takes a vehicle overdue for a service out of service (maintenance)', ({ vehicleId }, tx) =>
    vehicles.toMaintenance(systemActor('readiness'), vehicleId, tx),
  );
  events.within(
    'vehicle.driven',
    'vehicles',
    'moves the mileage on by the km the tracker measured (a vehicle whose tracker has no odometer)',
    ({ vehicleId, km }, tx) => createVehiclesRepository(tx).addKm(vehicleId, km),
  );
  events.within(
    'workOrder.blocking',
    'vehicles',
    'takes the vehicle of a blocking work order out of service (maintenance), audited as the admin',
    ({ admin, vehicleId }, tx) => vehicles.toMaintenance(admin, vehicleId, tx),
  );
  events.within(
    'workOrders.cleared',
    'vehicles',
    'puts a vehicle in maintenance back in service, audited as the admin who closed the work',
    ({ admin, vehicleId }, tx) => vehicles.backFromMaintenance(admin, vehicleId, tx),
  );
}
