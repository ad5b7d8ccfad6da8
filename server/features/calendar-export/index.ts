import { calendarExportRoutes } from './calendar-export.routes.ts';
import { createCalendarExportService } from './calendar-export.service.ts';
import { createCalendarFeedsRepository } from './calendar-feeds.repository.ts';
import { systemActor } from '../../actor.ts';
import type { App, FeatureDeps } from '../../core.ts';

/** Add to Calendar (Google, Outlook, .ics) and the private subscription feed; the .ics rides with the confirmation e-mail. */
export async function register(app: App, { core, ports }: FeatureDeps): Promise<void> {
  const [bookings, { findUser }] = [ports.of('bookings'), ports.of('users')];
  const calendarExport = createCalendarExportService({
    getBooking: bookings.getBooking,
    feedOf: bookings.feedOf,
    feeds: createCalendarFeedsRepository(core.db),
    publicUrl: core.config.publicUrl,
    serviceName: core.config.serviceName,
    languageOf: async (userId) => (await findUser(userId))?.language ?? 'en',
  });
  await app.register(calendarExportRoutes, { calendarExport });
  ports.contribute('attachment', 'booking_confirmation', async (userId, { bookingId }) => {
    const member = await findUser(userId);
    if (!member || typeof bookingId !== 'number') return [];
    const booking = await bookings.getBooking(systemActor('outbox'), bookingId);
    if (booking.userId !== member.id) return [];
    const { fileName, body } = await calendarExport.ics(systemActor('outbox'), bookingId, member.language ?? 'en');
    return [{ filename: fileName, content: body, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }];
  });
}
