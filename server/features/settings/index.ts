import { defaultsOf } from './settings-defaults.ts';
import { createSettingsRepository } from './settings.repository.ts';
import { settingsRoutes } from './settings.routes.ts';
import { createSettingsService } from './settings.service.ts';
import { DEFAULT_OVERRIDE_SETTINGS } from '../../../contract/settings.contract.ts';
import type { App, FeatureDeps } from '../../core.ts';

/** Fired by the settings table's trigger (migration 0016) with the changed key. */
const SETTINGS_CHANNEL = 'settings_changed';

/** Settings admins change, kept in the database, the same on every instance at once. */
export async function register(app: App, { core, ports }: FeatureDeps): Promise<void> {
  const settings = createSettingsService({
    repository: createSettingsRepository(core.db),
    defaults: defaultsOf(core.config),
    overrideDefaults: DEFAULT_OVERRIDE_SETTINGS,
    recordChange: ports.of('audit').recordChange,
  });
  await settings.reload();
  await core.listen(SETTINGS_CHANNEL, {
    onMessage: () => void settings.reload().catch((error: unknown) => app.log.error({ err: error }, 'settings could not be read again')),
    // Back after a lost connection: read what may have changed meanwhile.
    onState: (listening) => void (listening ? settings.reload().catch(() => undefined) : undefined),
  });
  await app.register(settingsRoutes, { settings });
  ports.provide('settings', { service: settings.service, overrides: settings.overrides });
}
