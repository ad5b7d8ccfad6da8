import type { App, Core } from '../../core.ts';
import { createHebrewCalendarRepository } from './hebrew-calendar.repository.ts';
import { hebrewCalendarRoutes } from './hebrew-calendar.routes.ts';
import { createHebrewCalendarService } from './hebrew-calendar.service.ts';

export { nextRestrictedPeriod, restrictedPeriodsOverlapping, type RestrictedPeriod } from './restricted-periods.ts';

/** Holidays, Shabbat times and the restricted periods that bookings wait for approval over. */
export async function register(app: App, { core }: { core: Core }): Promise<void> {
  await app.register(hebrewCalendarRoutes, { calendar: createHebrewCalendarService(createHebrewCalendarRepository(core.db)) });
}
