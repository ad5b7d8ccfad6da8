import * as client from 'openid-client';
import type { OidcConfig } from '../config.ts';

export interface SignInChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** What MedFleet takes from a verified ID token. */
export interface VerifiedIdentity {
  issuer: string;
  subject: string;
  email: string | undefined;
  /** The provider vouches that the address is the person's: `email_verified`, or Entra ID's `xms_edov`. */
  emailVerified: boolean;
  name: string | undefined;
  givenName: string | undefined;
  familyName: string | undefined;
}

export interface OidcAdapter {
  readonly slug: string;
  readonly displayName: string;
  newChecks(): Promise<SignInChecks & { codeChallenge: string }>;
  authorizationUrl(checks: SignInChecks & { codeChallenge: string }): Promise<URL>;
  /** Exchanges the code (PKCE) and verifies state and nonce; throws on any mismatch. */
  finish(callbackUrl: URL, checks: SignInChecks): Promise<VerifiedIdentity>;
}

const vouched = (claim: unknown) => claim === true || claim === 'true' || claim === 1 || claim === '1';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** OpenID Connect authorization code flow with PKCE, state and nonce (openid-client). */
export function createOidcAdapter(config: OidcConfig, redirectUri: string): OidcAdapter {
  let discovered: Promise<client.Configuration> | undefined;
  const issuerUrl = new URL(config.issuer);
  // Plain http only for an issuer on this machine (the test provider); never for a real one.
  const insecure = issuerUrl.protocol === 'http:' && LOOPBACK.has(issuerUrl.hostname);

  function configuration(): Promise<client.Configuration> {
    discovered ??= client
      .discovery(issuerUrl, config.clientId, config.clientSecret, undefined, {
        execute: insecure ? [client.allowInsecureRequests] : [],
        timeout: 10,
      })
      .catch((error: unknown) => {
        discovered = undefined; // try again on the next sign-in
        throw error;
      });
    return discovered;
  }

  return {
    slug: config.slug,
    displayName: config.displayName,
    async newChecks() {
      const codeVerifier = client.randomPKCECodeVerifier();
      return {
        state: client.randomState(),
        nonce: client.randomNonce(),
        codeVerifier,
        codeChallenge: await client.calculatePKCECodeChallenge(codeVerifier),
      };
    },
    async authorizationUrl(checks) {
      return client.buildAuthorizationUrl(await configuration(), {
        redirect_uri: redirectUri,
        scope: config.scopes,
        response_type: 'code',
        response_mode: 'query',
        state: checks.state,
        nonce: checks.nonce,
        code_challenge: checks.codeChallenge,
        code_challenge_method: 'S256',
      });
    },
    async finish(callbackUrl, checks) {
      const tokens = await client.authorizationCodeGrant(await configuration(), callbackUrl, {
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        pkceCodeVerifier: checks.codeVerifier,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('The provider returned no ID token');
      const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
      // Entra ID puts the work address in preferred_username when email is not released.
      const email = text(claims.email) ?? (text(claims.preferred_username)?.includes('@') ? text(claims.preferred_username) : undefined);
      return {
        issuer: claims.iss,
        subject: claims.sub,
        email: email?.toLowerCase(),
        emailVerified: vouched(claims.email_verified) || vouched(claims.xms_edov),
        name: text(claims.name),
        givenName: text(claims.given_name),
        familyName: text(claims.family_name),
      };
    },
  };
}
