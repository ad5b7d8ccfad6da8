import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authRequests, users } from '../../db/schema.ts';
import { walkToCallback } from '../../test-support/oidc-browser-walk.ts';
import { startTestOidcProvider, type TestOidcProvider } from '../../test-support/oidc-test-provider.ts';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app.ts';

const PUBLIC_URL = 'http://medfleet.localhost:5000';
const CALLBACK = `${PUBLIC_URL}/api/auth/work/callback`;

let idp: TestOidcProvider;
let t: TestApp;

beforeAll(async () => {
  idp = await startTestOidcProvider({ redirectUris: [CALLBACK] });
  t = await createTestApp({
    PUBLIC_URL,
    OIDC_ISSUER: idp.issuer,
    OIDC_CLIENT_ID: idp.clientId,
    OIDC_CLIENT_SECRET: idp.clientSecret,
    OIDC_PROVIDER_SLUG: 'work',
    OIDC_PROVIDER_NAME: 'Work Account',
  });
});
afterAll(async () => {
  await t.close();
  await idp.close();
});

const SIGN_IN_COOKIE = 'medfleet_sign_in';
/** The sign-in cookie of the browser these tests play, set by the first start. */
let browserCookie: string | undefined;

async function start(popup: boolean, cookies: Record<string, string> = browserCookie ? { [SIGN_IN_COOKIE]: browserCookie } : {}) {
  const response = await t.app.inject({ method: 'GET', url: `/api/auth/work/url${popup ? '?popup=true' : ''}`, cookies });
  expect(response.statusCode).toBe(200);
  browserCookie ??= response.cookies.find((c) => c.name === SIGN_IN_COOKIE)?.value;
  return response.json() as { authUrl: string; state: string };
}

const callback = (url: URL, cookies: Record<string, string> = { [SIGN_IN_COOKIE]: browserCookie! }) =>
  t.app.inject({ method: 'GET', url: url.pathname + url.search, cookies });
const exchange = (code: string, cookies: Record<string, string> = { [SIGN_IN_COOKIE]: browserCookie! }) =>
  t.app.inject({ method: 'POST', url: '/api/auth/exchange', payload: { code }, cookies });

/** The JSON the popup result page hands to its script. */
function popupData(html: string) {
  const json = /<script type="application\/json" id="auth-result">(.*?)<\/script>/s.exec(html)?.[1];
  return JSON.parse(json!) as Record<string, unknown>;
}

describe('work-account sign-in against a real OIDC provider', () => {
  it('announces the provider to the sign-in page', async () => {
    const config = (await t.app.inject({ method: 'GET', url: '/api/config' })).json();
    expect(config.sso).toEqual({ slug: 'work', displayName: 'Work Account' });
  });

  it('builds an authorization URL with PKCE (S256), state and nonce', async () => {
    const { authUrl, state } = await start(false);
    const url = new URL(authUrl);
    expect(url.origin).toBe(idp.issuer);
    expect(url.searchParams.get('state')).toBe(state);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('redirect_uri')).toBe(CALLBACK);
  });

  it('redirect flow: creates the user and lands on the sign-in callback page with a single-use code, never the token', async () => {
    idp.nextAccount({ email: 'Rivka.Katz@medfleet.test', name: 'Rivka Katz', sub: 'rivka.katz@medfleet.test' });
    const { authUrl } = await start(false);
    const response = await callback(await walkToCallback(authUrl, CALLBACK));
    expect(response.statusCode).toBe(303);
    const target = new URL(response.headers.location as string, PUBLIC_URL);
    expect(target.pathname).toBe('/auth/callback');
    expect([...target.searchParams.keys()]).toEqual(['code']);
    expect(response.cookies.find((c) => c.name === 'medfleet_session')).toBeUndefined();
    const collected = await exchange(target.searchParams.get('code')!);
    expect(collected.statusCode).toBe(200);
    const { token, user } = collected.json();
    expect(user).toMatchObject({ email: 'rivka.katz@medfleet.test', name: 'Rivka Katz', firstName: 'Rivka', lastName: 'Katz', role: 'driver' });
    expect((await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(token) })).json().email).toBe('rivka.katz@medfleet.test');
    expect(collected.cookies.find((c) => c.name === 'medfleet_session')?.value).toBe(token);
    expect((await exchange(target.searchParams.get('code')!)).statusCode).toBe(400);
  });

  it('popup flow: answers the page that posts the success message to the opener', async () => {
    idp.nextAccount({ email: 'admin@medfleet.test', name: 'Avi Cohen' });
    const { authUrl } = await start(true);
    const response = await callback(await walkToCallback(authUrl, CALLBACK));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const data = popupData(response.body);
    expect(data).toMatchObject({ ok: true, type: 'WORK_AUTH_SUCCESS', user: { email: 'admin@medfleet.test', isAdmin: true } });
    expect(response.body).toContain('<script src="/api/auth/popup-result.js">');
  });

  it('signs the same person in to the same user the second time', async () => {
    idp.nextAccount({ email: 'rivka.katz@medfleet.test', name: 'Rivka Katz' });
    const first = await callback(await walkToCallback((await start(true)).authUrl, CALLBACK));
    const second = await callback(await walkToCallback((await start(true)).authUrl, CALLBACK));
    expect((popupData(second.body).user as { id: number }).id).toBe((popupData(first.body).user as { id: number }).id);
  });

  it('refuses an account outside the work domain', async () => {
    idp.nextAccount({ email: 'stranger@gmail.com', name: 'Stranger' });
    const response = await callback(await walkToCallback((await start(false)).authUrl, CALLBACK));
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/login?error=domain_not_allowed');
    const users = (await t.app.inject({ method: 'GET', url: '/api/users', headers: bearer(await t.login()) })).json() as { email: string }[];
    expect(users.map((u) => u.email)).not.toContain('stranger@gmail.com');
  });

  it('refuses a forged state', async () => {
    idp.nextAccount({ email: 'admin@medfleet.test' });
    const url = await walkToCallback((await start(false)).authUrl, CALLBACK);
    url.searchParams.set('state', 'forged-state-value');
    const response = await callback(url);
    expect(response.statusCode).toBe(200);
    expect(popupData(response.body)).toMatchObject({ ok: false, error: 'invalid_state' });
    expect(response.cookies.find((c) => c.name === 'medfleet_session')).toBeUndefined();
  });

  it('refuses an ID token whose nonce is not the one sent', async () => {
    idp.nextAccount({ email: 'admin@medfleet.test' });
    const { authUrl, state } = await start(false);
    await t.database.db.update(authRequests).set({ nonce: 'another-nonce' }).where(eq(authRequests.state, state));
    const response = await callback(await walkToCallback(authUrl, CALLBACK));
    expect(response.headers.location).toBe('/login?error=invalid_nonce');
  });

  it('refuses a replayed callback (state already used)', async () => {
    idp.nextAccount({ email: 'admin@medfleet.test' });
    const url = await walkToCallback((await start(false)).authUrl, CALLBACK);
    expect(new URL((await callback(url)).headers.location as string, PUBLIC_URL).pathname).toBe('/auth/callback');
    const replay = await callback(url);
    expect(popupData(replay.body)).toMatchObject({ ok: false, error: 'invalid_state' });
  });

  it('refuses a used code presented with a fresh state', async () => {
    idp.nextAccount({ email: 'admin@medfleet.test' });
    const used = await walkToCallback((await start(false)).authUrl, CALLBACK);
    await callback(used);
    const fresh = await start(false);
    const forged = new URL(used);
    forged.searchParams.set('state', fresh.state);
    const response = await callback(forged);
    expect(response.headers.location).toBe('/login?error=code_rejected');
  });

  it('refuses an expired code', async () => {
    idp.nextAccount({ email: 'admin@medfleet.test' });
    const url = await walkToCallback((await start(false)).authUrl, CALLBACK);
    idp.expireIssuedCodes();
    const response = await callback(url);
    expect(response.headers.location).toBe('/login?error=code_rejected');
  });

  it('passes on the provider refusing the sign-in', async () => {
    const { state } = await start(false);
    const response = await callback(new URL(`/api/auth/work/callback?state=${state}&error=access_denied`, PUBLIC_URL));
    expect(response.headers.location).toBe('/login?error=provider_error');
  });

  it('login CSRF: a callback link started in another browser signs nobody in', async () => {
    idp.nextAccount({ email: 'rivka.katz@medfleet.test', name: 'Rivka Katz' });
    const attackers = await t.app.inject({ method: 'GET', url: '/api/auth/work/url' });
    const attackerCookie = attackers.cookies.find((c) => c.name === SIGN_IN_COOKIE)!.value;
    expect(attackerCookie).not.toBe(browserCookie);
    const link = await walkToCallback((attackers.json() as { authUrl: string }).authUrl, CALLBACK);
    for (const victim of [{ [SIGN_IN_COOKIE]: browserCookie! }, {} as Record<string, string>]) {
      const response = await callback(link, victim);
      expect(response.headers.location ?? popupData(response.body).error).toMatch(/browser_mismatch|invalid_state/);
      expect(response.cookies.find((c) => c.name === 'medfleet_session')).toBeUndefined();
    }
  });

  it('login CSRF: a sign-in code works only in the browser that started the sign-in', async () => {
    idp.nextAccount({ email: 'rivka.katz@medfleet.test', name: 'Rivka Katz' });
    const attackers = await t.app.inject({ method: 'GET', url: '/api/auth/work/url' });
    const attackerCookie = { [SIGN_IN_COOKIE]: attackers.cookies.find((c) => c.name === SIGN_IN_COOKIE)!.value };
    const landed = await callback(await walkToCallback((attackers.json() as { authUrl: string }).authUrl, CALLBACK), attackerCookie);
    const code = new URL(landed.headers.location as string, PUBLIC_URL).searchParams.get('code')!;
    for (const victim of [{ [SIGN_IN_COOKIE]: browserCookie! }, {} as Record<string, string>]) {
      const response = await exchange(code, victim);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('That sign-in expired or was already used. Please sign in again.');
    }
  });

  it('account takeover: an identity that merely claims an existing address (unverified) is refused and links nothing', async () => {
    const admin = await t.database.db.select().from(users).where(eq(users.email, 'admin@medfleet.test'));
    idp.nextAccount({ email: 'admin@medfleet.test', sub: 'attacker-subject', emailVerified: false });
    const response = await callback(await walkToCallback((await start(false)).authUrl, CALLBACK));
    expect(response.headers.location).toBe('/login?error=email_unverified');
    const after = await t.database.db.select().from(users).where(eq(users.email, 'admin@medfleet.test'));
    expect(after[0]!.oidcSubject).toBe(admin[0]!.oidcSubject);
  });

  it("account takeover: a second identity vouching for a linked account's address is refused", async () => {
    idp.nextAccount({ email: 'admin@medfleet.test', name: 'Avi Cohen' });
    await callback(await walkToCallback((await start(true)).authUrl, CALLBACK));
    idp.nextAccount({ email: 'admin@medfleet.test', sub: 'another-subject', emailVerified: true });
    const response = await callback(await walkToCallback((await start(false)).authUrl, CALLBACK));
    expect(response.headers.location).toBe('/login?error=account_linked');
    const [admin] = await t.database.db.select().from(users).where(eq(users.email, 'admin@medfleet.test'));
    expect(admin!.oidcSubject).toBe('admin@medfleet.test');
  });

  it('an unverified address creates no account either', async () => {
    idp.nextAccount({ email: 'new.person@medfleet.test', sub: 'someone', emailVerified: false });
    const response = await callback(await walkToCallback((await start(false)).authUrl, CALLBACK));
    expect(response.headers.location).toBe('/login?error=email_unverified');
    expect(await t.database.db.select().from(users).where(eq(users.email, 'new.person@medfleet.test'))).toEqual([]);
  });

  it('answers 404 {message} for an unknown provider', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/google/url' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Unknown sign-in provider "google".');
  });

  it('answers 503 {message} while the provider cannot be reached', async () => {
    const down = await createTestApp({ OIDC_ISSUER: 'http://127.0.0.1:9/', OIDC_CLIENT_ID: 'x', OIDC_PROVIDER_SLUG: 'work' });
    try {
      const response = await down.app.inject({ method: 'GET', url: '/api/auth/work/url?popup=true' });
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toMatch(/cannot be reached/);
    } finally {
      await down.close();
    }
  });
});
