import { maintenanceRoutes } from './maintenance.routes.ts';
import { createWorkOrdersRepository } from './work-orders.repository.ts';
import { createWorkOrdersService } from './work-orders.service.ts';
import type { App, FeatureDeps } from '../../core.ts';

/** Work orders: by hand, from a failed check or its shortages, from a damage review; the vehicle back when they are done. */
export async function register(app: App, { core, events, ports }: FeatureDeps): Promise<void> {
  const workOrders = createWorkOrdersService({
    repository: createWorkOrdersRepository(core.db),
    findVehicle: ports.of('vehicles').findVehicle,
    adminIds: ports.of('users').adminIds,
    notify: ports.of('notices').notify,
    recordChange: ports.of('audit').recordChange,
    events,
  });
  await app.register(maintenanceRoutes, { workOrders });
  events.within(
    'vehicleCheck.done',
    'maintenance',
    'opens a blocking repair for a failed check and a restock for shortages, and tells the admins',
    (check, tx) => workOrders.openFromCheck(check, tx),
  );
  events.within(
    'damage.reviewed',
    'maintenance',
    'opens a repair when the review took the vehicle out',
    ({ admin, reportId, vehicleId, notes, setVehicleMaintenance }, tx) =>
      setVehicleMaintenance ? workOrders.openFromDamage(admin, reportId, vehicleId, notes, tx) : Promise.resolve(),
  );
}
