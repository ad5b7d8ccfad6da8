import type { App, Core } from '../../core.ts';
import type { FillIn } from '../notifications/index.ts';
import { createCodeHasher, createCodeSealer, vehicleScope } from './immobilizer-codes.ts';
import { createImmobilizerRepository } from './immobilizer.repository.ts';
import { immobilizerRoutes } from './immobilizer.routes.ts';
import { createImmobilizerService, type ImmobilizerDeps } from './immobilizer.service.ts';

/** How a vehicle's Ituran code is kept: its hash under the installation's secret (the vehicles feature stores it). */
export const vehicleCodeHasher = (sessionSecret: string) => {
  const hasher = createCodeHasher(sessionSecret);
  return (vehicleId: number, code: string) => hasher.hash(vehicleScope(vehicleId), code);
};

type Deps = Omit<ImmobilizerDeps, 'repository' | 'hasher' | 'sealer'> & {
  core: Core;
  /** Fills in the `{code}` of ituran_code notices when they are read (the notifications feature). */
  fillInWith: (type: string, fillIn: FillIn) => void;
};

/** Codes for confirmed bookings, the member's unlock, admin control and the audit trail. */
export async function register(app: App, { core, fillInWith, ...deps }: Deps) {
  const immobilizer = createImmobilizerService({
    ...deps,
    repository: createImmobilizerRepository(core.db),
    hasher: createCodeHasher(core.sessionSecret),
    sealer: createCodeSealer(core.sessionSecret),
  });
  fillInWith('ituran_code', immobilizer.fillInCode);
  await app.register(immobilizerRoutes, { immobilizer, provider: core.config.trackingProvider });
  return { issueCode: immobilizer.issueCode, rearm: immobilizer.rearm };
}
