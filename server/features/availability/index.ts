import type { RecordChange } from '../../audit-port.ts';
import type { App, Core } from '../../core.ts';
import { createAvailabilityRepository } from './availability.repository.ts';
import { availabilityRoutes } from './availability.routes.ts';
import { createAvailabilityService } from './availability.service.ts';
import { createFleetAvailabilityRepository } from './fleet-availability.repository.ts';
import { createFleetAvailabilityService } from './fleet-availability.service.ts';

/** Calendar events, availability rules, the day's availability, recommended slots and the diary. */
export async function register(app: App, { core, recordChange }: { core: Core; recordChange: RecordChange }) {
  const availability = createAvailabilityService(createAvailabilityRepository(core.db), recordChange);
  const fleet = createFleetAvailabilityService(createFleetAvailabilityRepository(core.db));
  await app.register(availabilityRoutes, { availability, fleet });
  return { checkCalendar: availability.checkCalendar };
}
