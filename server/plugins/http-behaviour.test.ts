import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TILE_URL: 'https://{s}.tile.example.net/{z}/{x}/{y}.png' });
});
afterAll(() => t.close());

describe('bad input never becomes a 500', () => {
  const login = (payload: string, contentType = 'application/json') =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': contentType }, payload });

  it('malformed JSON is a 400 {message}', async () => {
    const response = await login('{"token": ');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The request body is not valid JSON.');
  });

  it('a wrong type is a 400 naming the field', async () => {
    const response = await login(JSON.stringify({ token: ['dev'] }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^Invalid request: body\.token: /);
  });

  it('an oversized body is a 413 {message}', async () => {
    const response = await login(JSON.stringify({ token: 'x'.repeat(2 * 1024 * 1024) }));
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('The request body is too large.');
  });

  it('an unsupported content type is a 415 {message}', async () => {
    const response = await login('<token>dev</token>', 'application/xml');
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toContain('send application/json');
  });

  it('a JSON array where an object belongs is a 400', async () => {
    expect((await login('[]')).statusCode).toBe(400);
  });

  it('an unknown API path is a 404 {message}', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'No such address: GET /api/no-such-thing' });
  });

  it('a wrong type in a path is a 400 with an authenticated caller', async () => {
    const token = await t.login();
    const response = await t.app.inject({ method: 'PATCH', url: '/api/users/x', headers: bearer(token), payload: {} });
    expect(response.statusCode).toBe(400);
  });
});

describe('health, docs and headers', () => {
  it('reports the database up', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: 'up', version: '0.1.0' });
  });

  it('publishes an OpenAPI document of the routes and its viewer at /api/docs', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/user/profile', '/api/auth/{provider}/url', '/api/user/notifications/mark-all-read']));
    expect(doc.paths['/api/auth/login'].post.requestBody.content['application/json'].schema.required).toContain('token');
    const viewer = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(viewer.statusCode);
  });

  it('sends security headers with a CSP that allows the map tiles and nothing inline', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toMatch(/img-src 'self' data: blob: https:\/\/\*\.tile\.example\.net/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('says what the page may use of the device: the camera on the licence-photo page alone, geolocation on this site, nothing else', async () => {
    const app = (await t.app.inject({ method: 'GET', url: '/dashboard' })).headers['permissions-policy'];
    expect(app).toMatch(/(^|, )camera=\(\)/);
    expect(app).toContain('geolocation=(self)');
    expect(app).toContain('microphone=()');
    expect((await t.app.inject({ method: 'GET', url: '/photo-capture?session=x&side=front&user=1' })).headers['permissions-policy']).toMatch(
      /(^|, )camera=\(self\)/,
    );
  });

  it("keeps the API docs under the app's own CSP: no https: wildcard, no other host", async () => {
    for (const url of ['/api/docs', '/api/docs/static/index.html', '/api/docs/static/swagger-ui-bundle.js']) {
      const response = await t.app.inject({ method: 'GET', url });
      const csp = String(response.headers['content-security-policy']);
      expect(csp, url).toContain("script-src 'self'");
      expect(csp, url).not.toMatch(/https:(?!\/\/\*\.tile)|validator\.swagger\.io|unsafe-eval/);
    }
  });

  it('asks the browser to forget its cookies and cache at sign-out', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(await t.login()) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['clear-site-data']).toBe('"cache", "cookies"');
  });
});
