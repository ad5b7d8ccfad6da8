import { createCodeHasher, createCodeSealer, vehicleScope } from './immobilizer-codes.ts';
import { createImmobilizerRepository } from './immobilizer.repository.ts';
import { immobilizerRoutes } from './immobilizer.routes.ts';
import { createImmobilizerService } from './immobilizer.service.ts';
import type { App, FeatureDeps } from '../../core.ts';

/** How a vehicle's Ituran code is kept: its hash under the installation's secret (the vehicles feature stores it). */
export const vehicleCodeHasher = (sessionSecret: string) => {
  const hasher = createCodeHasher(sessionSecret);
  return (vehicleId: number, code: string) => hasher.hash(vehicleScope(vehicleId), code);
};

/** Codes for confirmed bookings, the member's unlock, admin control and the audit trail. */
export async function register(app: App, { core, events, ports }: FeatureDeps): Promise<void> {
  const tracker = ports.of('tracker');
  const immobilizer = createImmobilizerService({
    repository: createImmobilizerRepository(core.db),
    hasher: createCodeHasher(core.sessionSecret),
    sealer: createCodeSealer(core.sessionSecret),
    findVehicle: ports.of('vehicles').findVehicle,
    deviceStatusOf: tracker.deviceStatusOf,
    drivingSpeedOf: tracker.drivingSpeedOf,
    sendCommand: tracker.sendCommand,
    latestCommandOf: tracker.latestCommandOf,
    notify: ports.of('notices').notify,
    adminIds: ports.of('users').adminIds,
    recordChange: ports.of('audit').recordChange,
    codeHeld: ports.of('vehicleChecks').codeHeld,
    codeHolders: ports.of('crew').codeHolders,
    events,
  });
  ports.contribute('noticeFillIn', 'ituran_code', immobilizer.fillInCode);
  await app.register(immobilizerRoutes, { immobilizer, provider: core.config.trackingProvider });
  // After commit: a code is issued (and a tracker told) only for a booking that exists, and a failure there does not undo it.
  events.afterCommit('booking.confirmed', 'immobilizer', "issues the booking's code and tells its member", ({ booking, immobilizerEnabled }) =>
    immobilizer.issueCode(booking, immobilizerEnabled),
  );
  events.afterCommit('vehicleCheck.done', 'immobilizer', 'tells the member the code of a booking whose check passed', async (check) => {
    if (check.result === 'passed' && check.codeWaited) await immobilizer.releaseCode(check.bookingId, check.vehicleNumber, 'check');
  });
  events.afterCommit(
    'vehicleCheck.waived',
    'immobilizer',
    'tells the member the code of a booking whose check an admin waived',
    ({ bookingId, vehicleNumber }) => immobilizer.releaseCode(bookingId, vehicleNumber, 'waiver'),
  );
  events.afterCommit(
    'booking.handedOver',
    'immobilizer',
    "tells the member a shift was handed to the booking's code when it is theirs",
    ({ booking, toUserId }) => immobilizer.shareCode(booking.id, toUserId),
  );
  events.afterCommit('crew.joined', 'immobilizer', "tells a member who joined a crew the booking's code when it is theirs too", ({ bookingId, userId }) =>
    immobilizer.shareCode(bookingId, userId),
  );
  events.afterCommit('bookings.ended', 'immobilizer', 'immobilizes the vehicles again that stand still and no booking holds', ({ vehicleIds }) =>
    immobilizer.rearm(vehicleIds),
  );
}
