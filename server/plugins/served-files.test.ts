import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
let root: string;
const script = `export const app = ${JSON.stringify('x'.repeat(8000))};`;

beforeAll(async () => {
  // A build as Vite leaves it: hashed assets with their .br and .gz beside them.
  root = mkdtempSync(join(tmpdir(), 'medfleet-web-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>MedFleet</title>');
  for (const file of ['robots.txt', 'favicon.ico']) writeFileSync(join(root, file), readFileSync(join('web/public', file)));
  writeFileSync(join(root, 'assets', 'app-Bx7kQ2.js'), script);
  writeFileSync(join(root, 'assets', 'app-Bx7kQ2.js.br'), brotliCompressSync(script));
  writeFileSync(join(root, 'assets', 'app-Bx7kQ2.js.gz'), gzipSync(script));
  t = await createTestApp({}, { webRoot: root });
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) => t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('served like a production site', () => {
  it('sends a hashed asset precompressed as the browser accepts it, cached for a year', async () => {
    const br = await get('/assets/app-Bx7kQ2.js', 'gzip, deflate, br');
    expect(br.headers).toMatchObject({
      'content-encoding': 'br',
      'cache-control': 'public, max-age=31536000, immutable',
      vary: expect.stringMatching(/accept-encoding/i),
    });
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect((await get('/assets/app-Bx7kQ2.js', 'gzip')).headers['content-encoding']).toBe('gzip');
    const plain = await get('/assets/app-Bx7kQ2.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('never lets the page itself be cached stale', async () => {
    expect((await get('/')).headers['cache-control']).toBe('no-cache');
    expect((await get('/bookings')).headers['cache-control']).toBe('no-cache');
  });

  it('compresses a large JSON answer and leaves a small one alone', async () => {
    const large = await get('/api/docs/json', 'br, gzip');
    expect(large.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(large.rawPayload).toString()).openapi).toMatch(/^3\./);
    expect((await get('/api/docs/json', 'gzip')).headers['content-encoding']).toBe('gzip');
    const small = await get('/api/health', 'br, gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toBeTruthy();
  });
});

describe('files that are not the app answer as themselves', () => {
  it("robots.txt and favicon.ico are the files, not the app's page", async () => {
    const robots = await get('/robots.txt');
    expect([robots.statusCode, robots.headers['content-type']]).toEqual([200, 'text/plain; charset=utf-8']);
    expect(robots.body).toBe('User-agent: *\nDisallow: /\n');
    const icon = await get('/favicon.ico');
    expect(icon.statusCode).toBe(200);
    expect(icon.rawPayload.subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
  });

  it.each(['/assets/missing-Ab12.js', '/no-such-file.png', '/.well-known/security.txt', '/.well-known/openid-configuration'])(
    '%s is a 404, never the app',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('<title>MedFleet</title>');
    },
  );

  it('a page path still gets the app for its router', async () => {
    const page = await get('/dashboard?tab=my-reservations');
    expect([page.statusCode, page.body]).toEqual([200, '<!doctype html><title>MedFleet</title>']);
  });
});
