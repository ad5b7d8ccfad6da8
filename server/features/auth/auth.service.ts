import { timingSafeEqual } from 'node:crypto';
import type { SignInResult } from '../../../contract/auth.contract.ts';
import { NEW_USER_TYPES } from '../../../contract/constants.ts';
import type { VerifiedIdentity, OidcAdapter } from '../../adapters/oidc.adapter.ts';
import type { Config } from '../../config.ts';
import type { AuthContext } from '../../auth-context.ts';
import { notFound, said, serviceUnavailable, unauthorized } from '../../http-errors.ts';
import { isAdmin, toUser, type UserRow, type UsersRepository } from '../users/index.ts';
import { classifyProviderFailure, SignInFailure } from './sign-in-failure.ts';
import type { SessionCache } from './session-cache.ts';
import type { SessionsRepository } from './sessions.repository.ts';
import type { SessionTokens } from './session-tokens.ts';

const AUTH_REQUEST_TTL_MS = 10 * 60 * 1000;

export interface ClientInfo {
  userAgent?: string | undefined;
  ipAddress?: string | undefined;
}

export type CallbackOutcome =
  | { ok: true; popup: boolean; result: SignInResult }
  | { ok: false; popup: boolean | undefined; failure: SignInFailure };

export interface CallbackInput {
  code?: string | undefined;
  state?: string | undefined;
  error?: string | undefined;
  error_description?: string | undefined;
}

interface Deps {
  config: Config;
  sessions: SessionsRepository;
  users: UsersRepository;
  tokens: SessionTokens;
  oidc: OidcAdapter | undefined;
  cache: SessionCache;
}

export function createAuthService({ config, sessions, users, tokens, oidc, cache }: Deps) {
  function providerFor(slug: string): OidcAdapter {
    if (!oidc || oidc.slug !== slug) throw notFound(`Unknown sign-in provider "${slug}".`);
    return oidc;
  }

  async function openSession(user: UserRow, client: ClientInfo): Promise<SignInResult> {
    const expiresAt = new Date(Date.now() + tokens.ttlSeconds * 1000);
    const sessionId = await sessions.create({ userId: user.id, expiresAt, ...client });
    return { token: await tokens.sign({ sessionId, userId: user.id }), user: toUser(user, config.ownerEmail) };
  }

  async function findOrCreateUser(identity: VerifiedIdentity & { email: string }): Promise<UserRow> {
    const linked = await users.findByOidcIdentity(identity.issuer, identity.subject);
    if (linked) return linked;
    const user = await users.insertIfAbsent({
      email: identity.email,
      name: identity.name ?? ([identity.givenName, identity.familyName].filter(Boolean).join(' ') || identity.email.split('@')[0]!),
      firstName: identity.givenName ?? null,
      lastName: identity.familyName ?? null,
      userTypes: NEW_USER_TYPES,
    });
    return (await users.update(user.id, { oidcIssuer: identity.issuer, oidcSubject: identity.subject })) ?? user;
  }

  function allowedDomain(email: string): boolean {
    const domain = email.split('@').pop() ?? '';
    return config.workDomains.includes(domain);
  }

  return {
    async startSignIn(slug: string, popup: boolean): Promise<{ authUrl: string; state: string }> {
      const provider = providerFor(slug);
      const checks = await provider.newChecks();
      let authUrl: URL;
      try {
        authUrl = await provider.authorizationUrl(checks);
      } catch {
        throw serviceUnavailable(said('auth.providerDown', { provider: provider.displayName }), 'PROVIDER_UNAVAILABLE');
      }
      await sessions.saveAuthRequest({
        state: checks.state,
        provider: slug,
        codeVerifier: checks.codeVerifier,
        nonce: checks.nonce,
        popup,
        expiresAt: new Date(Date.now() + AUTH_REQUEST_TTL_MS),
      });
      return { authUrl: authUrl.href, state: checks.state };
    },

    async finishSignIn(slug: string, input: CallbackInput, callbackUrl: URL, client: ClientInfo): Promise<CallbackOutcome> {
      let popup: boolean | undefined;
      try {
        const provider = providerFor(slug);
        if (!input.state) throw new SignInFailure('invalid_request', 'The sign-in answer carried no state.');
        const request = await sessions.takeAuthRequest(input.state, slug);
        if (!request) throw new SignInFailure('invalid_state', 'This sign-in link is unknown, used or expired. Please sign in again.');
        popup = request.popup;
        if (input.error) throw new SignInFailure('provider_error', input.error_description ?? input.error);
        if (!input.code) throw new SignInFailure('invalid_request', 'The sign-in answer carried no code.');
        const identity = await provider.finish(callbackUrl, request).catch((error: unknown) => {
          throw classifyProviderFailure(error);
        });
        if (!identity.email) throw new SignInFailure('email_missing', 'Your account did not share an e-mail address.');
        if (!allowedDomain(identity.email)) {
          throw new SignInFailure('domain_not_allowed', `Only ${config.workDomains.map((d) => '@' + d).join(', ')} accounts can sign in.`);
        }
        const user = await findOrCreateUser({ ...identity, email: identity.email });
        if (!user.isActive) throw new SignInFailure('account_disabled', 'This account is disabled. Please contact an administrator.');
        return { ok: true, popup: request.popup, result: await openSession(user, client) };
      } catch (error) {
        if (error instanceof SignInFailure) return { ok: false, popup, failure: error };
        if ((error as { statusCode?: number }).statusCode === 404) {
          return { ok: false, popup, failure: new SignInFailure('unknown_provider', (error as Error).message) };
        }
        throw error;
      }
    },

    async devLogin(input: { token: string; email?: string | undefined }, client: ClientInfo): Promise<SignInResult> {
      if (!config.devLogin.enabled) throw unauthorized('Development Access is turned off on this server.', 'DEV_LOGIN_DISABLED');
      if (!sameSecret(input.token, config.devLogin.token)) throw unauthorized('Invalid development access token.', 'DEV_LOGIN_REFUSED');
      const user = input.email ? await users.findByEmail(input.email) : await users.findFirstActiveAdmin(config.ownerEmail);
      if (!user) throw unauthorized(input.email ? `No user with the e-mail address ${input.email}.` : 'No admin user exists yet; run npm run seed.', 'DEV_LOGIN_REFUSED');
      if (!user.isActive) throw unauthorized(said('session.disabled'), 'ACCOUNT_DISABLED');
      return openSession(user, client);
    },

    /** The signed-in user of a token, or undefined when the token is malformed, expired or revoked. */
    async authenticate(token: string): Promise<AuthContext | undefined> {
      const cached = cache.get(token);
      if (cached) return cached;
      const claims = await tokens.verify(token);
      if (!claims) return undefined;
      const ticket = cache.ticket(claims.userId);
      const user = await sessions.findLiveSessionUser(claims.sessionId);
      if (!user || user.id !== claims.userId) return undefined;
      const ctx = { user, sessionId: claims.sessionId, isAdmin: isAdmin(user, config.ownerEmail) };
      cache.set(token, ctx, claims.expiresAt, ticket);
      return ctx;
    },

    // The database announces these changes to every instance; this one forgets at once.
    async logout(ctx: AuthContext): Promise<void> {
      await sessions.revoke(ctx.sessionId);
      cache.forgetUser(ctx.user.id);
    },
    revokeAllSessions: async (userId: number): Promise<void> => {
      await sessions.revokeAllOfUser(userId);
      cache.forgetUser(userId);
    },
    forgetUser: (userId: number) => cache.forgetUser(userId),
  };
}
export type AuthService = ReturnType<typeof createAuthService>;

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
