import type { App, Core } from '../../core.ts';
import type { AttachmentSource } from '../messaging/index.ts';
import type { UserRow } from '../users/index.ts';
import { calendarExportRoutes } from './calendar-export.routes.ts';
import { createCalendarExportService, type CalendarExportDeps } from './calendar-export.service.ts';
import { createCalendarFeedsRepository } from './calendar-feeds.repository.ts';

/** Add to Calendar (Google, Outlook, .ics) and the private subscription feed. */
type Deps = Pick<CalendarExportDeps, 'getBooking' | 'feedOf'> & {
  core: Core;
  findUser: (id: number) => Promise<UserRow | undefined>;
  /** The booking's .ics rides with its confirmation e-mail (the messaging feature). */
  attachWith: (kind: 'booking_confirmation', source: AttachmentSource) => void;
};

export async function register(app: App, { core, findUser, attachWith, ...deps }: Deps): Promise<void> {
  const calendarExport = createCalendarExportService({
    ...deps,
    feeds: createCalendarFeedsRepository(core.db),
    publicUrl: core.config.publicUrl,
    serviceName: core.config.serviceName,
    languageOf: async (userId) => (await findUser(userId))?.language ?? 'en',
  });
  await app.register(calendarExportRoutes, { calendarExport });
  attachWith('booking_confirmation', async (userId, { bookingId }) => {
    const member = await findUser(userId);
    if (!member || typeof bookingId !== 'number') return [];
    const { fileName, body } = await calendarExport.ics({ user: member, isAdmin: false, sessionId: 'outbox' }, bookingId, member.language ?? 'en');
    return [{ filename: fileName, content: body, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }];
  });
}
