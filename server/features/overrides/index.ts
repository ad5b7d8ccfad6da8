import type { App, Core } from '../../core.ts';
import { createOverridesRepository } from './overrides.repository.ts';
import { overridesRoutes } from './overrides.routes.ts';
import { createOverridesService, type OverridesDeps } from './overrides.service.ts';

/** Override requests: refused bookings an admin may allow after all (issue 13.6). */
export async function register(app: App, { core, ...deps }: Omit<OverridesDeps, 'repository'> & { core: Core }): Promise<void> {
  await app.register(overridesRoutes, { overrides: createOverridesService({ ...deps, repository: createOverridesRepository(core.db) }) });
}
