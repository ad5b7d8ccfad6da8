import { createHash, randomBytes } from 'node:crypto';
import type { SessionCache } from './session-cache.ts';
import type { SessionTokens } from './session-tokens.ts';
import type { SessionsRepository } from './sessions.repository.ts';
import { classifyProviderFailure, SignInFailure } from './sign-in-failure.ts';
import type { SignInResult } from '../../../contract/auth.contract.ts';
import { NEW_USER_TYPES } from '../../../contract/constants.ts';
import type { VerifiedIdentity, OidcAdapter } from '../../adapters/oidc.adapter.ts';
import type { AuthContext } from '../../auth-context.ts';
import type { Config } from '../../config.ts';
import { badRequest, notFound, said, serviceUnavailable, unauthorized } from '../../http-errors.ts';
import { sameSecret } from '../../same-secret.ts';
import { isAdmin, toUser, type UserRow, type UsersRepository } from '../users/index.ts';

const AUTH_REQUEST_TTL_MS = 10 * 60 * 1000;
/** How long the page the provider sent back has to collect its session with the code. */
const SIGN_IN_CODE_TTL_MS = 2 * 60 * 1000;

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');
/** 256 random bits, URL-safe: the browser's sign-in cookie and a redirect's single-use code. */
const randomToken = () => randomBytes(32).toString('base64url');
/** A new value for the cookie that binds a sign-in to the browser that started it. */
export const newBrowserBinding = randomToken;

export interface ClientInfo {
  userAgent?: string | undefined;
  ipAddress?: string | undefined;
}

export type CallbackOutcome =
  | { ok: true; popup: true; result: SignInResult }
  | { ok: true; popup: false; code: string }
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

  async function openSession(user: UserRow, client: ClientInfo): Promise<{ sessionId: string; result: SignInResult }> {
    const expiresAt = new Date(Date.now() + tokens.ttlSeconds * 1000);
    const sessionId = await sessions.create({ userId: user.id, expiresAt, ...client });
    return { sessionId, result: { token: await tokens.sign({ sessionId, userId: user.id }), user: toUser(user, config.ownerEmail) } };
  }

  /**
   * The user of a verified identity. A user is found by issuer + subject, never by a claim the
   * person can choose; the e-mail address links an identity to an account only the first time,
   * and only when the provider vouches for the address (docs/decisions/022).
   */
  async function findOrCreateUser(identity: VerifiedIdentity & { email: string }): Promise<UserRow> {
    const linked = await users.findByOidcIdentity(identity.issuer, identity.subject);
    if (linked) return linked;
    if (!identity.emailVerified) {
      throw new SignInFailure(
        'email_unverified',
        'Your sign-in service did not confirm your e-mail address, so it cannot be linked to a MedFleet account. Please contact an administrator.',
      );
    }
    const user = await users.insertIfAbsent({
      email: identity.email,
      name: identity.name ?? ([identity.givenName, identity.familyName].filter(Boolean).join(' ') || identity.email.split('@')[0]!),
      firstName: identity.givenName ?? null,
      lastName: identity.familyName ?? null,
      userTypes: NEW_USER_TYPES,
    });
    const claimed = await users.linkOidcIdentity(user.id, identity.issuer, identity.subject);
    if (!claimed) {
      throw new SignInFailure(
        'account_linked',
        'This e-mail address belongs to a MedFleet account that signs in with another identity. Please contact an administrator.',
      );
    }
    return claimed;
  }

  function allowedDomain(email: string): boolean {
    const domain = email.split('@').pop() ?? '';
    return config.workDomains.includes(domain);
  }

  return {
    /** `browser` is the sign-in cookie of the browser starting it (see newBrowserBinding). */
    async startSignIn(slug: string, popup: boolean, browser: string): Promise<{ authUrl: string; state: string }> {
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
        browserBinding: sha256(browser),
        expiresAt: new Date(Date.now() + AUTH_REQUEST_TTL_MS),
      });
      return { authUrl: authUrl.href, state: checks.state };
    },

    /**
     * The provider's answer, counted only in the browser that started the sign-in (its cookie,
     * `browser`), so a link to a callback cannot sign someone else's browser in.
     */
    async finishSignIn(slug: string, input: CallbackInput, callbackUrl: URL, client: ClientInfo, browser: string | undefined): Promise<CallbackOutcome> {
      let popup: boolean | undefined;
      try {
        const provider = providerFor(slug);
        if (!input.state) throw new SignInFailure('invalid_request', 'The sign-in answer carried no state.');
        const request = await sessions.takeAuthRequest(input.state, slug);
        if (!request) throw new SignInFailure('invalid_state', 'This sign-in link is unknown, used or expired. Please sign in again.');
        popup = request.popup;
        if (!browser || !sameSecret(sha256(browser), request.browserBinding)) {
          throw new SignInFailure('browser_mismatch', 'This sign-in was started in another browser. Please sign in again here.');
        }
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
        const session = await openSession(user, client);
        if (request.popup) return { ok: true, popup: true, result: session.result };
        const code = randomToken();
        await sessions.saveSignInCode({
          codeHash: sha256(code),
          sessionId: session.sessionId,
          browserBinding: request.browserBinding,
          expiresAt: new Date(Date.now() + SIGN_IN_CODE_TTL_MS),
        });
        return { ok: true, popup: false, code };
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
      if (!user)
        throw unauthorized(
          input.email ? `No user with the e-mail address ${input.email}.` : 'No admin user exists yet; run npm run seed.',
          'DEV_LOGIN_REFUSED',
        );
      if (!user.isActive) throw unauthorized(said('session.disabled'), 'ACCOUNT_DISABLED');
      return (await openSession(user, client)).result;
    },

    /** The session a redirect sign-in left for this browser, for its single-use code. */
    async exchangeSignInCode(code: string, browser: string | undefined): Promise<SignInResult> {
      const refused = () => badRequest(said('auth.signInExpired'), 'SIGN_IN_CODE_REFUSED');
      const row = await sessions.takeSignInCode(sha256(code));
      if (!row || !browser || !sameSecret(sha256(browser), row.browserBinding)) throw refused();
      const user = await sessions.findLiveSessionUser(row.sessionId);
      if (!user) throw refused();
      return { token: await tokens.sign({ sessionId: row.sessionId, userId: user.id }), user: toUser(user, config.ownerEmail) };
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
    forgetUser: (userId: number) => cache.forgetUser(userId),
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
