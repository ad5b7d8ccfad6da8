import { createAvailabilityRepository, EVENTS_CHANNEL, RULES_CHANNEL } from './availability.repository.ts';
import { availabilityRoutes } from './availability.routes.ts';
import { createAvailabilityService } from './availability.service.ts';
import { createFleetAvailabilityRepository } from './fleet-availability.repository.ts';
import { createFleetAvailabilityService } from './fleet-availability.service.ts';
import { createWithdrawalsRepository } from './withdrawals.repository.ts';
import { createWithdrawals } from './withdrawals.ts';
import type { App, FeatureDeps } from '../../core.ts';
import type { Tx } from '../../events.ts';

/** Calendar events, availability rules, the day's availability, recommended slots, the diary; bookings whose vehicle is taken away. */
export async function register(app: App, { core, events, ports }: FeatureDeps): Promise<void> {
  const { notify } = ports.of('notices');
  const repository = createAvailabilityRepository(core.db);
  await core.listen(RULES_CHANNEL, repository.activeRules.handlers);
  await core.listen(EVENTS_CHANNEL, repository.blockingEvents.handlers);
  const availability = createAvailabilityService(repository, ports.of('audit').recordChange, createWithdrawals(createWithdrawalsRepository(core.db), notify));
  const fleet = createFleetAvailabilityService(createFleetAvailabilityRepository(core.db));
  await app.register(availabilityRoutes, { availability, fleet });
  ports.provide('calendar', { checkCalendar: availability.checkCalendar });
  // Marked and told on the vehicle's own transaction: a vehicle leaves service with its bookings' notices, or not at all.
  const withdrawalsOn = (tx: Tx) => createWithdrawals(createWithdrawalsRepository(tx), (userIds, notice) => notify(userIds, notice, tx));
  events.within('vehicle.withdrawn', 'availability', "marks the vehicle's coming bookings and tells their members", async ({ vehicleId, kind }, tx) => {
    await withdrawalsOn(tx).withdrawVehicle(vehicleId, { kind, detail: null });
  });
  events.within('vehicle.back', 'availability', 'gives the bookings their vehicle back and tells their members', async ({ vehicleId }, tx) => {
    await withdrawalsOn(tx).vehicleBack(vehicleId);
  });
}
