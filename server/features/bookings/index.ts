import { createApprovalsService } from './approvals.service.ts';
import { NOTHING_WAIVED } from './booking-rules.ts';
import { createBookingsRepository } from './bookings.repository.ts';
import { bookingsRoutes } from './bookings.routes.ts';
import { createBookingsService } from './bookings.service.ts';
import { createCheckInRepository } from './check-in.repository.ts';
import { createCheckInService } from './check-in.service.ts';
import { createHandoverRepository } from './handover.repository.ts';
import { handoverRoutes } from './handover.routes.ts';
import { createHandoverService } from './handover.service.ts';
import { createReservationsService } from './reservations.service.ts';
import { createSeriesRepository } from './series.repository.ts';
import { seriesRoutes } from './series.routes.ts';
import { createSeriesService } from './series.service.ts';
import { createWaitlistRepository } from './waitlist.repository.ts';
import { waitlistRoutes } from './waitlist.routes.ts';
import { createWaitlistService } from './waitlist.service.ts';
import type { App, FeatureDeps } from '../../core.ts';
import { bookingLifecycleJob } from '../../jobs/booking-lifecycle.job.ts';
import { noShowReleaseJob } from '../../jobs/no-show-release.job.ts';
import { waitlistOffersJob } from '../../jobs/waitlist-offers.job.ts';

export type { BookingWithNames } from './bookings.repository.ts';
export { NOTHING_WAIVED, type Waived } from './booking-rules.ts';

/** Booking, rescheduling and cancelling, the admin approval queue, and the lifecycle job. */
export async function register(app: App, { core, events, ports }: FeatureDeps): Promise<void> {
  const repository = createBookingsRepository(core.db);
  const [users, vehicles, { notify }, { recordChange }] = [ports.of('users'), ports.of('vehicles'), ports.of('notices'), ports.of('audit')];
  const bookings = createBookingsService({
    bookings: repository,
    findVehicle: vehicles.findVehicle,
    activeVehicles: vehicles.activeVehicles,
    findUser: users.findUser,
    adminIds: users.adminIds,
    notify,
    checkCalendar: ports.of('calendar').checkCalendar,
    checkService: ports.of('maintenance').checkService,
    settings: ports.of('settings').service,
    events,
    recordChange,
    bookerSeat: ports.of('crew').bookerSeat,
  });
  const approvals = createApprovalsService({ bookings: repository, notify, events, recordChange });
  const reservations = createReservationsService({
    bookings: repository,
    setStatus: bookings.setStatus,
    recordChange,
    checkStatesOf: ports.of('vehicleChecks').statesOf,
  });
  const checkIns = createCheckInService({
    bookings: repository,
    checkIns: createCheckInRepository(core.db),
    findVehicle: vehicles.findVehicle,
    metresFromVehicle: ports.of('tracker').metresFromVehicle,
    settings: ports.of('settings').service,
    notify,
    adminIds: users.adminIds,
    events,
  });
  await app.register(bookingsRoutes, { bookings, approvals, reservations, checkIns });
  const series = createSeriesService({
    series: createSeriesRepository(core.db),
    probe: (ctx, input) => bookings.probe(ctx, input, NOTHING_WAIVED),
    bookOccurrence: (ctx, input, seriesId) => bookings.bookOccurrence(ctx, input, seriesId),
    cancel: (ctx, id, reason, options) => bookings.cancel(ctx, id, reason, options),
    notify,
  });
  await app.register(seriesRoutes, { series });
  core.addJob(bookingLifecycleJob(bookings.advanceLifecycle, core.config.bookingLifecycleSeconds));
  core.addJob(noShowReleaseJob(checkIns.releaseNoShows, core.config.bookingLifecycleSeconds));
  const waitlist = createWaitlistService({
    waitlist: createWaitlistRepository(core.db),
    findVehicle: vehicles.findVehicle,
    activeVehicles: vehicles.activeVehicles,
    findUser: users.findUser,
    isTaken: async (vehicleId, start, end) => (await repository.findVehicleConflict(vehicleId, start, end)) !== undefined,
    probe: (ctx, input) => bookings.probe(ctx, input, NOTHING_WAIVED),
    probeForMember: (member, input) => bookings.probeForMember(member, input),
    book: (ctx, input) => bookings.create(ctx, input),
    notify,
  });
  await app.register(waitlistRoutes, { waitlist });
  const handoverRepository = createHandoverRepository(core.db);
  const handovers = createHandoverService({
    handovers: handoverRepository,
    bookings: repository,
    checkHandover: (id, from, receiver) => bookings.checkHandover(id, from, receiver),
    handOver: (id, from, receiver, alsoWrite) => bookings.handOver(id, from, receiver, alsoWrite),
    findUser: users.findUser,
    adminIds: () => users.adminIds(),
    needsApproval: () => ports.of('settings').service().handoverNeedsApproval,
    notify,
    recordChange,
  });
  await app.register(handoverRoutes, { handovers });
  core.addJob(waitlistOffersJob(waitlist.offerFreed, core.config.bookingLifecycleSeconds));
  const offerFreed = async () => void (await waitlist.offerFreed());
  events.afterCommit('bookings.released', 'bookings', 'offers the freed vehicles to the first waiting member whose rules pass', offerFreed);
  events.afterCommit('bookings.ended', 'bookings', 'offers vehicles freed early to the first waiting member whose rules pass', offerFreed);
  events.afterCommit('vehicle.back', 'bookings', 'offers the vehicle back in service to the first waiting member whose rules pass', offerFreed);
  events.within('bookings.released', 'bookings', 'withdraws the open handovers of the released bookings and tells who they were offered to', (fact, tx) =>
    handovers.withdrawnWith(fact, tx),
  );
  events.within('vehicleCheck.done', 'bookings', 'checks the booking in: its member is at the vehicle', async ({ bookingId }, tx) => {
    await checkIns.checkedInBy(bookingId, 'check', tx);
  });
  events.within('vehicle.unlocked', 'bookings', 'checks the booking in: its member is at the vehicle', async ({ bookingId }, tx) => {
    await checkIns.checkedInBy(bookingId, 'unlock', tx);
  });
  ports.provide('bookings', {
    getBooking: bookings.get,
    getCrewBooking: (actor, id) => bookings.ofCrew(actor, id),
    endBookingOnReturn: (ctx, id) => bookings.endOnReturn(ctx, id),
    feedOf: bookings.feedOf,
    memberFigures: (ctx) => bookings.memberFigures(ctx),
    probeBooking: (ctx, input, waived) => bookings.probe(ctx, input, waived),
    bookForMember: (member, input, approval) => bookings.bookForMember(member, input, approval),
    startingBetween: (from, to) => repository.startingBetween(from, to),
    holdingBetween: (from, to) => repository.holdingBetween(from, to),
    memberHad: (userId, vehicleId, from, to) => repository.memberHad(userId, vehicleId, from, to),
    noShowCounts: checkIns.noShowCounts,
    findBooking: (id) => repository.findById(id),
    // A year's report reads every booking of the year.
    reservationsBetween: (from, to) => repository.reservationsWhere({ from, to }, {}, 1_000_000),
    joinAsCrew: (member, booking, write) => bookings.joinAsCrew(member, booking, write),
  });
}
