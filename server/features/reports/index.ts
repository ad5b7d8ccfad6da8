import { reportsRoutes } from './reports.routes.ts';
import { createReportsService } from './reports.service.ts';
import type { App, FeatureDeps } from '../../core.ts';

/** The reports an EMS runs on (docs/decisions/033): volunteer hours, vehicle use, no-shows, checks, infractions. */
export async function register(app: App, { ports }: FeatureDeps): Promise<void> {
  const reports = createReportsService({
    bookings: ports.of('bookings'),
    crew: ports.of('crew'),
    vehicles: ports.of('vehicles'),
    vehicleChecks: ports.of('vehicleChecks'),
    fleetFigures: ports.of('fleetFigures'),
  });
  await app.register(reportsRoutes, { reports });
}
