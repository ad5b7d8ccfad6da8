import type { RecordChange } from '../../audit-port.ts';
import type { App, Core } from '../../core.ts';
import type { Notify } from '../../notify-port.ts';
import { createAvailabilityRepository } from './availability.repository.ts';
import { availabilityRoutes } from './availability.routes.ts';
import { createAvailabilityService } from './availability.service.ts';
import { createFleetAvailabilityRepository } from './fleet-availability.repository.ts';
import { createFleetAvailabilityService } from './fleet-availability.service.ts';
import { createWithdrawals } from './withdrawals.ts';
import { createWithdrawalsRepository } from './withdrawals.repository.ts';

export type { Withdrawals } from './withdrawals.ts';

/** Bookings whose vehicle is taken away: marked, and their members told (for the vehicles feature too). */
export const bookingWithdrawals = (core: Core, notify: Notify) => createWithdrawals(createWithdrawalsRepository(core.db), notify);

/** Calendar events, availability rules, the day's availability, recommended slots and the diary. */
export async function register(app: App, { core, recordChange, notify }: { core: Core; recordChange: RecordChange; notify: Notify }) {
  const availability = createAvailabilityService(createAvailabilityRepository(core.db), recordChange, bookingWithdrawals(core, notify));
  const fleet = createFleetAvailabilityService(createFleetAvailabilityRepository(core.db));
  await app.register(availabilityRoutes, { availability, fleet });
  return { checkCalendar: availability.checkCalendar };
}
