import { systemRoutes } from './system.routes.ts';
import { createSystemService } from './system.service.ts';
import type { PublicConfig } from '../../../contract/auth.contract.ts';
import type { ServiceSettings } from '../../../contract/settings.contract.ts';
import type { OidcAdapter } from '../../adapters/oidc.adapter.ts';
import type { Config } from '../../config.ts';
import type { App, FeatureDeps } from '../../core.ts';

/** Health, readiness, the public configuration and the version. */
export async function register(app: App, { core, ports }: FeatureDeps): Promise<void> {
  const settings = ports.of('settings');
  const system = createSystemService({ database: core.database, version: core.version, shuttingDown: core.closing });
  await app.register(systemRoutes, { system, publicConfig: () => publicConfigOf(core.config, core.oidc, settings.service()) });
}

/** What the sign-in page and the shell need; the service's name and numbers are the admins' settings. */
function publicConfigOf(config: Config, provider: OidcAdapter | undefined, settings: ServiceSettings): PublicConfig {
  return {
    serviceName: settings.serviceName,
    sso: provider ? { slug: provider.slug, displayName: provider.displayName } : null,
    devLoginEnabled: config.devLogin.enabled,
    workDomains: config.workDomains,
    dispatchPhone: settings.dispatchPhone,
    donateUrl: settings.donateUrl,
    tileUrl: config.tileUrl,
    trackingProvider: config.trackingProvider,
    checkInNearVehicle: settings.checkInNearVehicle,
  };
}
