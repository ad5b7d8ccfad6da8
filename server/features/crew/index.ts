import { createCrewRepository, SEATS_CHANNEL } from './crew.repository.ts';
import { crewRoutes } from './crew.routes.ts';
import { createCrewService } from './crew.service.ts';
import type { App, FeatureDeps } from '../../core.ts';
import { publisherOn } from '../../events.ts';

/**
 * Crews (docs/decisions/031): a vehicle category's seats, a booking's crew, open-seat notices. A
 * category has one seat, open to anyone, until its admins define its seats.
 */
export async function register(app: App, { core, events, ports }: FeatureDeps): Promise<void> {
  const repository = createCrewRepository(core.db);
  await core.listen(SEATS_CHANNEL, repository.seatsOfCategory.handlers);
  const [bookings, credentials, users] = [ports.of('bookings'), ports.of('credentials'), ports.of('users')];
  const crew = createCrewService({
    repository,
    findBooking: bookings.findBooking,
    signersOf: ports.of('agreements').signersOf,
    holdingBetween: bookings.holdingBetween,
    findVehicle: ports.of('vehicles').findVehicle,
    findUser: users.findUser,
    credentialsOf: credentials.credentialsOf,
    typeNames: credentials.typeNames,
    joinAsCrew: (member, booking, write) => bookings.joinAsCrew(member, booking, write),
    notify: ports.of('notices').notify,
    recordChange: ports.of('audit').recordChange,
    codeToWholeCrew: () => ports.of('settings').service().codeToWholeCrew,
    publish: publisherOn(events, core.db),
  });
  await app.register(crewRoutes, { crew });
  ports.provide('crew', {
    bookerSeat: crew.bookerSeat,
    codeHolders: (bookingId) => crew.codeHolders(bookingId),
    seatHoldersOf: async (bookingIds) =>
      (await repository.crewOf(bookingIds))
        .filter((c) => c.status === 'joined')
        .map(({ bookingId, seat, userId, name, email }) => ({ bookingId, seat, userId, name, email })),
  });
  events.within('bookings.released', 'crew', 'tells the crew of each booking (and those invited to it) that it was cancelled or released', (fact, tx) =>
    crew.tellReleased(fact, tx),
  );
  events.within('booking.rescheduled', 'crew', "tells the booking's crew (and those invited to it) its new span or vehicle", (fact, tx) =>
    crew.tellRescheduled(fact, tx),
  );
  events.within('booking.handedOver', 'crew', "tells the booking's crew (and those invited to it) who holds it now", (fact, tx) =>
    crew.tellHandedOver(fact, tx),
  );
  events.afterCommit('booking.confirmed', 'crew', 'tells the members who opted in and qualify of its open seats, once each', ({ booking, vehicleCategory }) =>
    crew.tellOpenSeats(booking.id, booking.vehicleId, vehicleCategory),
  );
}
