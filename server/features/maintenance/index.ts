import { createFuelRepository } from './fuel.repository.ts';
import { createFuelService } from './fuel.service.ts';
import { maintenanceRoutes } from './maintenance.routes.ts';
import { createProgramsRepository, PROGRAMS_CHANNEL } from './programs.repository.ts';
import { createProgramsService } from './programs.service.ts';
import { createWorkOrdersRepository } from './work-orders.repository.ts';
import { createWorkOrdersService } from './work-orders.service.ts';
import type { App, FeatureDeps } from '../../core.ts';
import { hourlyJob } from '../../jobs/periodic-job.ts';
import { readUpload, safeFileName } from '../documents/index.ts';

/**
 * Work orders (by hand, from a failed check or its shortages, from a damage review, from a service
 * due; the vehicle back when they are done) and maintenance programmes that follow the odometer.
 */
export async function register(app: App, { core, events, ports }: FeatureDeps): Promise<void> {
  const workOrders = createWorkOrdersService({
    repository: createWorkOrdersRepository(core.db),
    documentsOf: ports.of('documents').idsBySource,
    readFile: async (read) => {
      const file = await readUpload(await read());
      return { ...file, fileName: safeFileName(file.fileName) };
    },
    findVehicle: ports.of('vehicles').findVehicle,
    adminIds: ports.of('users').adminIds,
    notify: ports.of('notices').notify,
    recordChange: ports.of('audit').recordChange,
    events,
  });
  const [vehicles, bookings] = [ports.of('vehicles'), ports.of('bookings')];
  const programsRepository = createProgramsRepository(core.db);
  await core.listen(PROGRAMS_CHANNEL, programsRepository.programsOfCategory.handlers);
  const programs = createProgramsService({
    repository: programsRepository,
    findVehicle: vehicles.findVehicle,
    activeVehicles: vehicles.activeVehicles,
    kmOf: ports.of('fleetFigures').kmOf,
    heldNow: async (vehicleId) => {
      const at = new Date();
      return (await bookings.holdingBetween(at, new Date(at.getTime() + 1))).some((b) => b.vehicleId === vehicleId);
    },
    takeOutForService: (vehicle, program) => workOrders.takeOutForService(vehicle, program),
    adminIds: ports.of('users').adminIds,
    notify: ports.of('notices').notify,
    recordChange: ports.of('audit').recordChange,
  });
  core.addJob(hourlyJob('maintenance review', () => programs.review()));
  const fuel = createFuelService({
    repository: createFuelRepository(core.db),
    findVehicle: vehicles.findVehicle,
    activeVehicles: vehicles.activeVehicles,
    memberHad: bookings.memberHad,
    fuelAround: ports.of('tracker').fuelAround,
    kmBetween: ports.of('fleetFigures').kmBetween,
    fuelRises: ports.of('fleetFigures').fuelRises,
    events,
  });
  await app.register(maintenanceRoutes, { workOrders, programs, fuel });
  ports.provide('maintenance', { checkService: (vehicle, w) => programs.checkService(vehicle, w) });
  events.within(
    'vehicleCheck.done',
    'maintenance',
    'opens a blocking repair for a failed check and a restock for shortages, and tells the admins',
    (check, tx) => workOrders.openFromCheck(check, tx),
  );
  events.within('vehicle.returned', 'maintenance', 'records the fill the member told with the return', (returned, tx) => fuel.recordOnReturn(returned, tx));
  events.within(
    'damage.reviewed',
    'maintenance',
    'opens a repair when the review took the vehicle out',
    ({ admin, reportId, vehicleId, notes, setVehicleMaintenance }, tx) =>
      setVehicleMaintenance ? workOrders.openFromDamage(admin, reportId, vehicleId, notes, tx) : Promise.resolve(),
  );
}
