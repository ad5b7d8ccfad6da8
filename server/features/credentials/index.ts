import { createCredentialExpiryService } from './credential-expiry.service.ts';
import { createCredentialsRepository } from './credentials.repository.ts';
import { credentialsRoutes } from './credentials.routes.ts';
import { createCredentialsService } from './credentials.service.ts';
import type { App, FeatureDeps } from '../../core.ts';
import { expiryNoticesJob } from '../../jobs/expiry-notices.job.ts';

/**
 * What an installation starts with, before its admins say otherwise: the credentials an Israeli
 * EMS crew holds (docs/decisions/028). Admins rename, change or retire them.
 */
const BUILT_IN_CREDENTIAL_TYPES = [
  { name: 'EMT', nameHe: 'חובש/ת', validityMonths: 24, needsReview: true },
  { name: 'Paramedic', nameHe: 'פראמדיק/ית', validityMonths: 24, needsReview: true },
  { name: 'CPR/BLS provider', nameHe: 'מחייאה בסיסית (BLS)', validityMonths: 24, needsReview: true },
  { name: 'ACLS', nameHe: 'החייאה מתקדמת (ACLS)', validityMonths: 24, needsReview: true },
  { name: 'Emergency-vehicle driving permit', nameHe: 'היתר נהיגה ברכב הצלה', validityMonths: 60, needsReview: true },
];

/** Credentials beyond the licence (docs/decisions/028): the types admins define and each member's own. */
export async function register(app: App, { core, events, ports }: FeatureDeps): Promise<void> {
  const users = ports.of('users');
  const repository = createCredentialsRepository(core.db);
  const credentials = createCredentialsService({
    repository,
    userExists: async (id) => !!(await users.findUser(id)),
    recordChange: ports.of('audit').recordChange,
    notify: ports.of('notices').notify,
    recordScan: (values) => ports.of('documents').resubmit(values),
  });
  const expiry = createCredentialExpiryService({ repository, notify: ports.of('notices').notify, adminIds: users.adminIds });
  await app.register(credentialsRoutes, { credentials, expiry });
  core.addJob(expiryNoticesJob('credential expiry notices', () => expiry.generateNotices()));
  ports.provide('credentials', {
    credentialsOf: (userIds) => repository.ofUsers(userIds),
    typeNames: async () => new Map((await repository.types()).map((t) => [t.id, { name: t.name, nameHe: t.nameHe }])),
  });
  events.within(
    'document.reviewed',
    'credentials',
    'an approved credential scan verifies the credential; a rejected one leaves it unverified',
    async ({ type, userId, sourceId, status }, tx) => {
      if (type === 'credential_scan' && sourceId !== null) await createCredentialsRepository(tx).settleScan(sourceId, userId, status === 'approved');
    },
  );
  await repository.addIfNone(BUILT_IN_CREDENTIAL_TYPES);
}
