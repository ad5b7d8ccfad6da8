import type { App, Core } from '../../core.ts';
import { createAgreementsRepository } from './agreements.repository.ts';
import { agreementsRoutes } from './agreements.routes.ts';
import { createAgreementsService, type AgreementsDeps } from './agreements.service.ts';

/** The vehicle-use agreement: terms, the drawn signature and the signed PDF. */
export async function register(app: App, { core, ...deps }: Omit<AgreementsDeps, 'agreements' | 'serviceName'> & { core: Core }): Promise<void> {
  const agreements = createAgreementsService({ ...deps, agreements: createAgreementsRepository(core.db), serviceName: core.config.serviceName });
  await app.register(agreementsRoutes, { agreements });
}
