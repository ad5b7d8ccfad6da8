import type { PublicConfig } from '../../../contract/auth.contract.ts';
import type { OidcAdapter } from '../../adapters/oidc.adapter.ts';
import type { Config } from '../../config.ts';
import type { App, Core } from '../../core.ts';
import { systemRoutes } from './system.routes.ts';
import { createSystemService } from './system.service.ts';

/** Health, the public configuration and the version. */
export async function register(app: App, { core, provider }: { core: Core; provider: OidcAdapter | undefined }): Promise<void> {
  await app.register(systemRoutes, { system: createSystemService(core), publicConfig: publicConfigOf(core.config, provider) });
}

function publicConfigOf(config: Config, provider: OidcAdapter | undefined): PublicConfig {
  return {
    serviceName: config.serviceName,
    sso: provider ? { slug: provider.slug, displayName: provider.displayName } : null,
    devLoginEnabled: config.devLogin.enabled,
    workDomains: config.workDomains,
    dispatchPhone: config.dispatchPhone,
    donateUrl: config.donateUrl,
    tileUrl: config.tileUrl,
    trackingProvider: config.trackingProvider,
  };
}
