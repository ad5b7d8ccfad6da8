import { createHebrewCalendarRepository } from './hebrew-calendar.repository.ts';
import { hebrewCalendarRoutes } from './hebrew-calendar.routes.ts';
import { createHebrewCalendarService } from './hebrew-calendar.service.ts';
import type { App, FeatureDeps } from '../../core.ts';
import { hebrewCalendarJob } from '../../jobs/hebrew-calendar.job.ts';

export { nextRestrictedPeriod, restrictedPeriodsOverlapping, type RestrictedOffsets, type RestrictedPeriod } from './restricted-periods.ts';

/** Holidays, Shabbat times and the restricted periods that bookings wait for approval over. */
export async function register(app: App, { core, ports }: FeatureDeps): Promise<void> {
  const settings = ports.of('settings');
  const offsets = () => ({ hoursBefore: settings.service().restrictedHoursBefore, hoursAfter: settings.service().restrictedHoursAfter });
  const calendar = createHebrewCalendarService(createHebrewCalendarRepository(core.db), offsets);
  await app.register(hebrewCalendarRoutes, { calendar });
  core.addJob(hebrewCalendarJob(() => calendar.initialize()));
}
