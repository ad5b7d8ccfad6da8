import { authRoutes } from './auth.routes.ts';
import { createAuthService } from './auth.service.ts';
import { createSessionCache } from './session-cache.ts';
import { createSessionTokens } from './session-tokens.ts';
import { createSessionsRepository } from './sessions.repository.ts';
import type { App, FeatureDeps } from '../../core.ts';
import { createUsersRepository } from '../users/index.ts';

/** Fired by the triggers of migration 0001 with the id of a changed user. */
const AUTH_CHANGED_CHANNEL = 'auth_changed';

/** Sign-in and sessions; buildApp's access gate asks this feature's `sessions` port who a token is. */
export async function register(app: App, { core, events, ports }: FeatureDeps): Promise<void> {
  const { config, db, oidc } = core;
  const cache = createSessionCache();
  const auth = createAuthService({
    config,
    sessions: createSessionsRepository(db),
    users: createUsersRepository(db),
    tokens: createSessionTokens(core.sessionSecret, config.sessionTtlSeconds),
    oidc,
    cache,
  });
  ports.provide('sessions', { authenticate: (token) => auth.authenticate(token) });
  const streams = app.sessionStreams;
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
  events.afterCommit('user.changed', 'auth', 'drops the cached copy of the user', async ({ userId }) => auth.forgetUser(userId));
  events.within('user.lockedOut', 'auth', 'ends every session of the user', ({ userId }, tx) => createSessionsRepository(tx).revokeAllOfUser(userId));
}
