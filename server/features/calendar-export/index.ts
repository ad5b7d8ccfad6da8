import type { App, Core } from '../../core.ts';
import { calendarExportRoutes } from './calendar-export.routes.ts';
import { createCalendarExportService, type CalendarExportDeps } from './calendar-export.service.ts';
import { createCalendarFeedsRepository } from './calendar-feeds.repository.ts';

/** Add to Calendar (Google, Outlook, .ics) and the private subscription feed. */
export async function register(app: App, { core, ...deps }: Pick<CalendarExportDeps, 'getBooking' | 'feedOf'> & { core: Core }): Promise<void> {
  const calendarExport = createCalendarExportService({
    ...deps,
    feeds: createCalendarFeedsRepository(core.db),
    publicUrl: core.config.publicUrl,
    serviceName: core.config.serviceName,
  });
  await app.register(calendarExportRoutes, { calendarExport });
}
