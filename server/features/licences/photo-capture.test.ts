import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { photoCaptures } from '../../db/schema.ts';
import { aMember } from '../../test-support/builders.ts';
import { badImages } from '../../test-support/images.ts';
import { renderLicencePng } from '../../test-support/licence-image.ts';
import { bearer, createTestApp, TEST_SECRET, type TestApp } from '../../test-support/test-app.ts';

/** Two app instances on one database: the desktop may wait on one while the phone reaches the other. */
let t: TestApp;
let other: FastifyInstance;
let emt: string;
let bls: string;
let png: string;

beforeAll(async () => {
  t = await createTestApp();
  other = await buildApp({ config: t.config, database: t.database, sessionSecret: TEST_SECRET, webRoot: '/nonexistent' });
  [emt, bls] = await Promise.all([t.login('emt@medfleet.test'), t.login('bls@medfleet.test')]);
  png = (await renderLicencePng(undefined, { width: 400, height: 250 })).toString('base64');
});
afterAll(async () => {
  await other.close();
  await t.close();
});

async function open(token: string, side = 'front') {
  const response = await t.app.inject({ method: 'POST', url: '/api/photo-capture/sessions', headers: bearer(token), payload: { side } });
  expect(response.statusCode, response.body).toBe(201);
  const session = response.json() as { sessionId: string; url: string };
  return { ...session, user: Number(new URL(session.url).searchParams.get('user')) };
}
const send = (app: FastifyInstance, sessionId: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: `/api/photo-capture/${sessionId}/photo`, payload });
const poll = (app: FastifyInstance, token: string, sessionId: string, wait = 0) =>
  app.inject({ method: 'GET', url: `/api/photo-capture/sessions/${sessionId}?wait=${wait}`, headers: bearer(token) });

describe('a licence photo from the phone', () => {
  it('opens a link with session, side and user; the phone sends one photo; the desktop gets it', async () => {
    const s = await open(emt, 'back');
    const url = new URL(s.url);
    expect(url.pathname).toBe('/photo-capture');
    expect(url.searchParams.get('side')).toBe('back');
    expect(url.searchParams.get('session')).toBe(s.sessionId);
    expect((await poll(t.app, emt, s.sessionId)).statusCode).toBe(204);
    expect((await send(t.app, s.sessionId, { user: s.user, image: png })).statusCode).toBe(204);
    const got = await poll(t.app, emt, s.sessionId);
    expect(got.statusCode).toBe(200);
    // What the desktop gets is the photo made safe: re-encoded as JPEG, same size, no metadata.
    expect(got.json()).toMatchObject({ side: 'back', contentType: 'image/jpeg' });
    const image = Buffer.from(got.json().image.replace('data:image/jpeg;base64,', ''), 'base64');
    expect(await sharp(image).metadata()).toMatchObject({ format: 'jpeg', width: 400, height: 250 });
  });

  it('wakes the waiting desktop as soon as the photo reaches any instance', async () => {
    const s = await open(emt);
    // Waits up to 25 s: longer than the test may take, so only the notification can end it in time.
    const waiting = poll(t.app, emt, s.sessionId, 25);
    expect((await send(other, s.sessionId, { user: s.user, image: `data:image/png;base64,${png}` })).statusCode).toBe(204);
    const got = await waiting;
    expect(got.statusCode).toBe(200);
    expect(got.json().side).toBe('front');
  });

  it('is single-use, short-lived and bound to its member', async () => {
    const s = await open(emt);
    expect((await send(t.app, s.sessionId, { user: s.user + 1, image: png })).statusCode).toBe(404);
    expect((await poll(t.app, bls, s.sessionId)).statusCode).toBe(404);
    const notImage = await send(t.app, s.sessionId, { user: s.user, image: Buffer.from('not a photo at all').toString('base64') });
    expect([notImage.statusCode, notImage.json().message]).toEqual([400, 'Please upload an image file (JPG, PNG, etc.)']);
    for (const [name, bytes] of await badImages()) {
      const bad = await send(t.app, s.sessionId, { user: s.user, image: bytes.toString('base64') });
      expect(bad.statusCode, name).toBe(400);
    }
    expect((await send(t.app, s.sessionId, { user: s.user, image: png })).statusCode).toBe(204);
    const again = await send(t.app, s.sessionId, { user: s.user, image: png });
    expect([again.statusCode, again.json().message]).toEqual([410, 'This photo link was already used. Open a new one on your computer.']);

    const late = await open(emt);
    await t.database.db.execute(sql`UPDATE photo_captures SET expires_at = now() - interval '1 minute' WHERE id = ${late.sessionId}`);
    const expired = await send(t.app, late.sessionId, { user: late.user, image: png });
    expect([expired.statusCode, expired.json().message]).toEqual([410, 'This photo link has expired. Open a new one on your computer.']);
    expect((await send(t.app, 'x'.repeat(32), { user: late.user, image: png })).statusCode).toBe(404);
    expect((await send(t.app, 'bad id!', { user: late.user, image: png })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/photo-capture/sessions', headers: bearer(emt), payload: { side: 'top' } })).statusCode).toBe(400);
  });

  it('stops accepting photos once the account of its member is disabled', async () => {
    // A member of the test's own: disabling ends their sessions, which no other test may be using.
    const s = await open(await t.login((await aMember(t.database.db)).email));
    const admin = await t.login();
    const disabled = await t.app.inject({ method: 'PATCH', url: `/api/users/${s.user}`, headers: bearer(admin), payload: { isActive: false } });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect((await send(t.app, s.sessionId, { user: s.user, image: png })).statusCode).toBe(404);
    const [stored] = await t.database.db.select().from(photoCaptures).where(eq(photoCaptures.id, s.sessionId));
    expect(stored!.uploadedAt).toBeNull();
  });
});
