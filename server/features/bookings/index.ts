import type { AuthContext } from '../../auth-context.ts';
import type { RecordChange } from '../../audit-port.ts';
import type { App, Core } from '../../core.ts';
import type { Notify } from '../../notify-port.ts';
import { bookingLifecycleJob } from '../../jobs/booking-lifecycle.job.ts';
import { createApprovalsService } from './approvals.service.ts';
import { createBookingsRepository } from './bookings.repository.ts';
import { bookingsRoutes } from './bookings.routes.ts';
import { createBookingsService, type BookingsDeps } from './bookings.service.ts';
import { createReservationsService } from './reservations.service.ts';

export type { BookingWithNames } from './bookings.repository.ts';

type Deps = Omit<BookingsDeps, 'bookings' | 'notify'> & { core: Core; notify: Notify; recordChange: RecordChange };

/** Booking, rescheduling and cancelling, the admin approval queue, and the lifecycle job. */
export async function register(app: App, { core, recordChange, ...deps }: Deps) {
  const repository = createBookingsRepository(core.db);
  const bookings = createBookingsService({ ...deps, bookings: repository });
  const approvals = createApprovalsService({ bookings: repository, notify: deps.notify, onConfirmed: deps.onConfirmed, recordChange });
  const reservations = createReservationsService({ bookings: repository, setStatus: bookings.setStatus, recordChange });
  await app.register(bookingsRoutes, { bookings, approvals, reservations });
  core.addJob(bookingLifecycleJob(bookings.advanceLifecycle, core.config.bookingLifecycleSeconds));
  return {
    getBooking: bookings.get,
    endBookingOnReturn: (ctx: AuthContext, id: number) => bookings.endOnReturn(ctx, id),
    feedOf: bookings.feedOf,
    memberFigures: (ctx: AuthContext) => bookings.memberFigures(ctx),
    /** For override requests: what a booking would meet, and the booking an approval makes. */
    probeBooking: (...args: Parameters<typeof bookings.probe>) => bookings.probe(...args),
    createBooking: (...args: Parameters<typeof bookings.create>) => bookings.create(...args),
    /** For reminders: confirmed bookings starting in [from, to). */
    bookingsStartingBetween: (from: Date, to: Date) => repository.startingBetween(from, to),
    bookingsHoldingBetween: (from: Date, to: Date) => repository.holdingBetween(from, to),
  };
}
