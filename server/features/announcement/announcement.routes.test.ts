import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { badImages, photoJpeg } from '../../test-support/images.ts';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let admin: string;
let member: string;
/** The banner of a new service, before any test here sets it. */
let atFirst: unknown;
beforeAll(async () => {
  t = await createTestApp();
  [admin, member] = await Promise.all([t.login(), t.login('emt@medfleet.test')]);
  atFirst = await shown();
});
afterAll(() => t.close());

const shown = async () => (await t.app.inject({ method: 'GET', url: '/api/announcement', headers: bearer(member) })).json();
const set = (payload: unknown, token = admin) =>
  t.app.inject({ method: 'PUT', url: '/api/admin/announcement', headers: bearer(token), payload: payload as object });
const plain = { text: '', linkUrl: null };

describe('the promotional banner (docs/decisions/022)', () => {
  it('is off until an admin sets it', async () => {
    expect(atFirst).toEqual({
      enabled: false,
      updatedAt: null,
      content: { en: { text: '', linkUrl: null, imageUrl: null }, he: { text: '', linkUrl: null, imageUrl: null } },
    });
  });

  it('shows the text, link and image of each language; the image re-encoded, served by an address that changes with it', async () => {
    const image = `data:image/jpeg;base64,${(await photoJpeg(3200, 800, { gps: true })).toString('base64')}`;
    const saved = await set({
      enabled: true,
      en: { text: 'Winter tyres at 20% off', linkUrl: 'https://example.org/tyres', image },
      he: { text: 'צמיגי חורף ב-20% הנחה', linkUrl: '' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const banner = await shown();
    expect(banner).toMatchObject({
      enabled: true,
      content: {
        en: { text: 'Winter tyres at 20% off', linkUrl: 'https://example.org/tyres' },
        he: { text: 'צמיגי חורף ב-20% הנחה', linkUrl: null, imageUrl: null },
      },
    });
    const picture = await t.app.inject({ method: 'GET', url: banner.content.en.imageUrl });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/jpeg');
    expect(picture.headers['cache-control']).toMatch(/immutable/);
    expect((await t.app.inject({ method: 'GET', url: '/api/announcement/image/en' })).headers['cache-control']).toBe('no-cache');
    const meta = await sharp(picture.rawPayload).metadata();
    expect([meta.width, meta.height, meta.exif]).toEqual([1600, 400, undefined]);

    // Saved again without an image: it stays; null removes it.
    await set({ enabled: true, en: { text: 'Winter tyres', linkUrl: 'https://example.org/tyres' }, he: plain });
    expect((await shown()).content.en.imageUrl).toMatch(/^\/api\/announcement\/image\/en\?v=\d+$/);
    await set({ enabled: false, en: { text: 'Winter tyres', linkUrl: null, image: null }, he: plain });
    expect(await shown()).toMatchObject({ enabled: false, content: { en: { imageUrl: null } } });
    expect((await t.app.inject({ method: 'GET', url: '/api/announcement/image/en' })).statusCode).toBe(404);
  });

  it('refuses what is not a banner, changing nothing, and is the admins’ to set', async () => {
    const before = await shown();
    const refusals: unknown[] = [
      { enabled: true, en: { text: 'x'.repeat(301), linkUrl: null }, he: plain },
      { enabled: true, en: { text: 'ok', linkUrl: 'javascript:alert(1)' }, he: plain },
      { enabled: true, en: { text: 'ok', linkUrl: null }, he: { ...plain, linkUrl: 'https://exa mple.org' } },
      { enabled: true, en: { text: 'ok', linkUrl: null } },
      { enabled: 'yes', en: plain, he: plain },
      { enabled: true, en: plain, he: plain, fr: plain },
    ];
    for (const [name, bytes] of await badImages()) refusals.push({ enabled: true, en: { ...plain, image: bytes.toString('base64') }, he: plain, name });
    for (const payload of refusals) {
      const { name: _name, ...body } = payload as { name?: string };
      const answer = await set(body);
      expect(answer.statusCode, JSON.stringify(payload).slice(0, 100)).toBe(400);
      expect(answer.json().message).toBeTruthy();
    }
    expect(await shown()).toEqual(before);
    expect((await set({ enabled: true, en: plain, he: plain }, member)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/announcement/image/fr' })).statusCode).toBe(400);
  });
});
