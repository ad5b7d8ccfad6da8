import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, TEST_SECRET, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const profile = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/user/profile', headers });

describe('dev login', () => {
  it('signs in as the seeded admin when no e-mail is given and sets the session cookie', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { token: 'dev' } });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toMatchObject({ email: 'admin@medfleet.test', role: 'admin', isAdmin: true, name: 'Avi Cohen' });
    const cookie = response.cookies.find((c) => c.name === 'medfleet_session');
    expect(cookie).toMatchObject({ value: body.token, httpOnly: true, sameSite: 'Lax', path: '/' });
  });

  it('signs in as the seeded user named by e-mail', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { token: 'dev', email: 'EMT@medfleet.test' } });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ email: 'emt@medfleet.test', role: 'EMT', isAdmin: false });
  });

  it.each([
    [{ token: 'wrong' }, 401, 'Invalid development access token.'],
    [{ token: 'dev', email: 'nobody@medfleet.test' }, 401, 'No user with the e-mail address nobody@medfleet.test.'],
    [{ token: '' }, 400, 'token is required'],
    [{ email: 'admin@medfleet.test' }, 400, 'token'],
    [{ token: 42 }, 400, 'token'],
    [{ token: 'dev', email: 'not-an-email' }, 400, 'email must be an e-mail address'],
  ])('refuses %j with %i', async (payload, status, message) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload });
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toContain(message);
  });

  it('is refused with 401 when DEV_LOGIN is off', async () => {
    const off = await createTestApp({ DEV_LOGIN: 'false' });
    try {
      const response = await off.app.inject({ method: 'POST', url: '/api/auth/login', payload: { token: 'dev' } });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Development Access is turned off on this server.');
    } finally {
      await off.close();
    }
  });
});

describe('GET /api/user/profile', () => {
  it('answers the user for a bearer token and for the cookie alone', async () => {
    const token = await t.login('bls@medfleet.test');
    expect((await profile(bearer(token))).json()).toMatchObject({ email: 'bls@medfleet.test', role: 'BLS', profileComplete: false });
    expect((await profile({ cookie: `medfleet_session=${token}` })).statusCode).toBe(200);
  });

  it('answers 401 without a token', async () => {
    const response = await profile({});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Sign in to continue.', code: 'NO_SESSION', messageKey: 'session.signIn', params: {} });
  });

  it.each(['not-a-jwt', 'a.b.c', 'Bearer'])('answers 401 for the malformed token %s', async (token) => {
    const response = await profile(bearer(token));
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBeTruthy();
  });

  it('answers 401 for a token signed with another secret', async () => {
    const forged = await new SignJWT({ uid: 1 })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('medfleet')
      .setJti(crypto.randomUUID())
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('x'.repeat(40)));
    expect((await profile(bearer(forged))).statusCode).toBe(401);
  });

  it('answers 401 for an expired token of a live session', async () => {
    const { jti, uid } = decodeJwt(await t.login());
    const expired = await new SignJWT({ uid })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('medfleet')
      .setJti(jti!)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(TEST_SECRET));
    expect((await profile(bearer(expired))).statusCode).toBe(401);
  });

  it('answers 401 after logout revoked the session, while other sessions stay', async () => {
    const first = await t.login('als@medfleet.test');
    const second = await t.login('als@medfleet.test');
    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(first) });
    expect(logout.statusCode).toBe(200);
    expect(logout.cookies.find((c) => c.name === 'medfleet_session')?.value).toBe('');
    expect((await profile(bearer(first))).statusCode).toBe(401);
    expect((await profile(bearer(second))).statusCode).toBe(200);
  });
});

describe('disabling a user', () => {
  it('ends all their sessions at once and refuses new sign-ins', async () => {
    const admin = await t.login();
    const member = await t.login('driver@medfleet.test');
    const { id } = (await profile(bearer(member))).json();
    const patch = await t.app.inject({ method: 'PATCH', url: `/api/users/${id}`, headers: bearer(admin), payload: { isActive: false } });
    expect(patch.statusCode).toBe(200);
    expect(patch.json().isActive).toBe(false);
    expect((await profile(bearer(member))).statusCode).toBe(401);
    const again = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { token: 'dev', email: 'driver@medfleet.test' } });
    expect(again.statusCode).toBe(401);
    await t.app.inject({ method: 'PATCH', url: `/api/users/${id}`, headers: bearer(admin), payload: { isActive: true } });
  });

  it('is for admins only', async () => {
    const member = await t.login('paramedic@medfleet.test');
    const response = await t.app.inject({ method: 'PATCH', url: '/api/users/1', headers: bearer(member), payload: { isActive: false } });
    expect(response.statusCode).toBe(403);
    expect((await profile(bearer(await t.login()))).statusCode).toBe(200);
  });

  it('refuses an admin disabling themselves, unknown fields and unknown users', async () => {
    const admin = await t.login();
    const me = (await profile(bearer(admin))).json();
    const self = await t.app.inject({ method: 'PATCH', url: `/api/users/${me.id}`, headers: bearer(admin), payload: { isActive: false } });
    expect(self.statusCode).toBe(400);
    const extra = await t.app.inject({ method: 'PATCH', url: `/api/users/${me.id}`, headers: bearer(admin), payload: { isAdmin: true } });
    expect(extra.statusCode).toBe(400);
    const missing = await t.app.inject({ method: 'PATCH', url: '/api/users/99999', headers: bearer(admin), payload: { isActive: false } });
    expect(missing.statusCode).toBe(404);
  });
});

describe('cookie-only state changes', () => {
  it('are refused without the JSON content type or a bearer header', async () => {
    const token = await t.login('emt@medfleet.test');
    const cookie = `medfleet_session=${token}`;
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/user/notifications/mark-all-read',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=1',
    });
    expect([403, 415]).toContain(form.statusCode);
    const bare = await t.app.inject({ method: 'POST', url: '/api/user/notifications/mark-all-read', headers: { cookie } });
    expect(bare.statusCode).toBe(403);
    expect(bare.json().code).toBe('CSRF');
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/user/notifications/mark-all-read',
      headers: { cookie, 'content-type': 'application/json' },
      payload: {},
    });
    expect(json.statusCode).toBe(200);
  });
});

describe('rate limit on sign-in', () => {
  it('answers 429 {message} past the limit per minute', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT: '3' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 5; i++) {
        codes.push((await limited.app.inject({ method: 'POST', url: '/api/auth/login', payload: { token: 'wrong' } })).statusCode);
      }
      expect(codes).toEqual([401, 401, 401, 429, 429]);
      const last = await limited.app.inject({ method: 'POST', url: '/api/auth/login', payload: { token: 'dev' } });
      expect(last.json().message).toMatch(/^Too many attempts/);
    } finally {
      await limited.close();
    }
  });
});
