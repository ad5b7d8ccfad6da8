import type { App, Core } from '../../core.ts';
import type { ServiceSettings } from '../../../contract/settings.contract.ts';
import { movementMonitorJob } from '../../jobs/movement-monitor.job.ts';
import { createMovementMonitorRepository } from './movement-monitor.repository.ts';
import { movementMonitorRoutes } from './movement-monitor.routes.ts';
import { createMovementMonitorService, type MovementMonitorDeps } from './movement-monitor.service.ts';

type Deps = Pick<MovementMonitorDeps, 'notify' | 'adminIds' | 'addressOf'> & { core: Core; settings: () => ServiceSettings };

/** Vehicles moving without a booking are set In Use and the admins told; once across instances. */
export async function register(app: App, { core, settings, ...deps }: Deps): Promise<void> {
  const { config } = core;
  const monitor = createMovementMonitorService({
    ...deps,
    repository: createMovementMonitorRepository(core.db),
    intervalSeconds: () => settings().movementCheckSeconds,
    runningAtFirst: config.movementMonitorAtFirst,
    freshMinutes: config.trackingOnlineMinutes,
  });
  await app.register(movementMonitorRoutes, { monitor });
  core.addJob(movementMonitorJob(monitor.tick, config.movementCheckSeconds));
}
