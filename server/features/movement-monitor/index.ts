import { createMovementMonitorRepository } from './movement-monitor.repository.ts';
import { movementMonitorRoutes } from './movement-monitor.routes.ts';
import { createMovementMonitorService } from './movement-monitor.service.ts';
import type { App, FeatureDeps } from '../../core.ts';
import { movementMonitorJob } from '../../jobs/movement-monitor.job.ts';

/** Vehicles moving without a booking are set In Use and the admins told; once across instances. */
export async function register(app: App, { core, ports }: FeatureDeps): Promise<void> {
  const { config } = core;
  const settings = ports.of('settings');
  const monitor = createMovementMonitorService({
    notify: ports.of('notices').notify,
    adminIds: ports.of('users').adminIds,
    addressOf: ports.of('tracker').addressOf,
    repository: createMovementMonitorRepository(core.db),
    intervalSeconds: () => settings.service().movementCheckSeconds,
    runningAtFirst: config.movementMonitorAtFirst,
    freshMinutes: config.trackingOnlineMinutes,
  });
  await app.register(movementMonitorRoutes, { monitor });
  core.addJob(movementMonitorJob(monitor.tick, config.movementCheckSeconds));
}
