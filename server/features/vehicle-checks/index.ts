import { checkDocument } from './check-document.ts';
import { createVehicleChecksRepository } from './vehicle-checks.repository.ts';
import { vehicleChecksRoutes } from './vehicle-checks.routes.ts';
import { createVehicleChecksService } from './vehicle-checks.service.ts';
import type { App, FeatureDeps } from '../../core.ts';
import { hourlyJob } from '../../jobs/periodic-job.ts';

/** Check templates per vehicle category, the start-of-shift check of a booking, and the admins' waiver. */
export async function register(app: App, { core, events, ports }: FeatureDeps): Promise<void> {
  const repository = createVehicleChecksRepository(core.db);
  const checks = createVehicleChecksService({
    repository,
    getCrewBooking: ports.of('bookings').getCrewBooking,
    findVehicle: ports.of('vehicles').findVehicle,
    codeNeedsPassedCheck: () => ports.of('settings').service().codeNeedsPassedCheck,
    recordChange: ports.of('audit').recordChange,
    events,
    adminIds: () => ports.of('users').adminIds(),
    notify: ports.of('notices').notify,
  });
  core.addJob(hourlyJob('kit expiry', () => checks.reviewKit()));
  await checks.ensureBuiltIn();
  await app.register(vehicleChecksRoutes, { checks });
  ports.contribute('documentSource', 'vehicle_check', {
    file: async (ctx, doc, language) => checkDocument((await checks.checkForDocument(ctx, doc.document.sourceId!)).check, language),
  });
  ports.provide('vehicleChecks', {
    codeHeld: (booking) => checks.codeHeld(booking),
    statesOf: (ids) => checks.statesOf(ids),
    doneBetween: (from, to) => repository.doneBetween(from, to),
  });
}
