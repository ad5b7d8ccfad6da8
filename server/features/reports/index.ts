import { createMonthlyReportsRepository } from './monthly-reports.repository.ts';
import { monthlyReportsJob } from './monthly-reports.ts';
import { reportsRoutes } from './reports.routes.ts';
import { createReportsService } from './reports.service.ts';
import type { App, FeatureDeps } from '../../core.ts';
import { hourlyJob } from '../../jobs/periodic-job.ts';

/** The reports an EMS runs on (docs/decisions/033): volunteer hours, vehicle use, no-shows, checks, infractions; e-mailed monthly. */
export async function register(app: App, { core, ports }: FeatureDeps): Promise<void> {
  const reports = createReportsService({
    bookings: ports.of('bookings'),
    crew: ports.of('crew'),
    vehicles: ports.of('vehicles'),
    vehicleChecks: ports.of('vehicleChecks'),
    fleetFigures: ports.of('fleetFigures'),
  });
  await app.register(reportsRoutes, { reports });
  const users = ports.of('users');
  core.addJob(
    hourlyJob(
      'monthly reports',
      monthlyReportsJob({
        repository: createMonthlyReportsRepository(core.db),
        enabled: () => ports.of('settings').service().monthlyReportEmail,
        adminIds: () => users.adminIds(),
        notify: ports.of('notices').notify,
        now: core.now,
      }),
    ),
  );
  ports.contribute('attachment', 'monthly_report', async (userId, { from, to }) => {
    const admin = await users.findUser(userId);
    if (!admin || typeof from !== 'string' || typeof to !== 'string') return [];
    const { fileName, body, type } = await reports.workbook({ from, to }, admin.language ?? 'en');
    return [{ filename: fileName, content: body, contentType: type }];
  });
}
