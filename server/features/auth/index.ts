import type { OidcAdapter } from '../../adapters/oidc.adapter.ts';
import type { App, Core } from '../../core.ts';
import { registerAccessGate } from '../../plugins/authenticate.ts';
import { createUsersRepository } from '../users/index.ts';
import { authRoutes } from './auth.routes.ts';
import { createAuthService } from './auth.service.ts';
import { createSessionCache } from './session-cache.ts';
import { createSessionTokens } from './session-tokens.ts';
import { createSessionsRepository } from './sessions.repository.ts';

/** Fired by the triggers of migration 0001 with the id of a changed user. */
const AUTH_CHANGED_CHANNEL = 'auth_changed';

/** Sign-in, sessions and the access gate that closes every other /api route (registered first). */
export async function register(app: App, { core, oidc }: { core: Core; oidc: OidcAdapter | undefined }) {
  const { config, db } = core;
  const cache = createSessionCache();
  const auth = createAuthService({
    config,
    sessions: createSessionsRepository(db),
    users: createUsersRepository(db),
    tokens: createSessionTokens(core.sessionSecret, config.sessionTtlSeconds),
    oidc,
    cache,
  });
  const streams = registerAccessGate(app, auth);
  await core.listen(AUTH_CHANGED_CHANNEL, {
    onMessage: (userId) => {
      cache.forgetUser(Number(userId));
      void streams.userChanged(Number(userId));
    },
    onState: (listening) => {
      cache.setEnabled(listening);
      if (!listening) app.log.warn('auth change notifications lost: session cache off until they return');
    },
  });
  await app.register(authRoutes, { auth, publicUrl: config.publicUrl, sessionTtlSeconds: config.sessionTtlSeconds, rateLimit: config.authRateLimit });
  return { revokeAllSessions: auth.revokeAllSessions, forgetUser: auth.forgetUser };
}
