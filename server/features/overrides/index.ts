import { createOverridesRepository } from './overrides.repository.ts';
import { overridesRoutes } from './overrides.routes.ts';
import { createOverridesService } from './overrides.service.ts';
import type { App, FeatureDeps } from '../../core.ts';

/** Override requests: refused bookings an admin may allow after all (docs/decisions/017). */
export async function register(app: App, { core, ports }: FeatureDeps): Promise<void> {
  const [bookings, users] = [ports.of('bookings'), ports.of('users')];
  const overrides = createOverridesService({
    repository: createOverridesRepository(core.db),
    settings: ports.of('settings').overrides,
    probeBooking: bookings.probeBooking,
    bookForMember: bookings.bookForMember,
    findUser: users.findUser,
    adminIds: users.adminIds,
    notify: ports.of('notices').notify,
    recordChange: ports.of('audit').recordChange,
  });
  await app.register(overridesRoutes, { overrides });
}
