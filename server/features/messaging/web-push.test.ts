import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { createServer, type Server } from 'node:https';
import { createRequire } from 'node:module';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, pushSubscriptions, vehicles } from '../../db/schema.ts';
import { ordinaryWindow } from '../../test-support/booking-windows.ts';
import { freePort } from '../../test-support/free-port.ts';
import { bearer, createManualScheduler, createTestApp, type TestApp } from '../../test-support/test-app.ts';

/** http_ece (web-push's own encryption library) decrypts what the push service holds, as the browser would. */
const ece = createRequire(import.meta.url)('http_ece') as { decrypt: (body: Buffer, p: { version: string; privateKey: ECDH; authSecret: string }) => Buffer };

/** The push service's certificate (a fixture for 127.0.0.1): push services speak only https. */
const CA_FILE = new URL('../../test-support/fixtures/push-service.crt', import.meta.url).pathname;
const KEY_FILE = new URL('../../test-support/fixtures/push-service.key', import.meta.url).pathname;

/** A push service on loopback: it keeps what it is sent and answers as RFC 8030 says (201), or 410 for a gone device. */
async function startPushService() {
  const port = await freePort();
  const received: { path: string; headers: IncomingMessage['headers']; body: Buffer }[] = [];
  const server: Server = createServer({ cert: readFileSync(CA_FILE), key: readFileSync(KEY_FILE) }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      const gone = request.url?.startsWith('/gone/');
      response.writeHead(gone ? 410 : 201, gone ? {} : { location: `https://127.0.0.1:${port}/messages/${received.length}` }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `https://127.0.0.1:${port}`, received, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A browser's subscription: its P-256 key pair and auth secret, as PushSubscription.toJSON() gives them. */
function device(endpoint: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16).toString('base64url');
  return { ecdh, auth, subscription: { endpoint, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth } } };
}

const vapid = webpush.generateVAPIDKeys();
const jobs = createManualScheduler();
let t: TestApp;
let push: Awaited<ReturnType<typeof startPushService>>;
let member: string;

beforeAll(async () => {
  push = await startPushService();
  t = await createTestApp({ VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey, PUSH_SERVICE_CA_FILE: CA_FILE, MOVEMENT_MONITOR: 'false' }, { runJobs: true, scheduler: jobs.scheduler });
  member = await t.login('paramedic@medfleet.test');
});
afterAll(async () => {
  await t.close();
  await push.stop();
});

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) => t.app.inject({ method, url, headers: bearer(member), ...(payload ? { payload } : {}) });

describe('Web Push', () => {
  it('gives the public key, takes a device’s subscription and refuses a malformed one', async () => {
    expect((await call('GET', '/api/push/public-key')).json()).toEqual({ publicKey: vapid.publicKey });
    const good = device(`${push.url}/push/one`).subscription;
    for (const bad of [{ ...good, endpoint: 'javascript:alert(1)' }, { ...good, endpoint: `${push.url}/${'x'.repeat(3000)}` }, { ...good, keys: { ...good.keys, auth: 'a\u0000b' } }, { endpoint: good.endpoint }]) {
      expect((await call('POST', '/api/user/push-subscriptions', bad)).statusCode, JSON.stringify(bad).slice(0, 80)).toBe(400);
    }
    expect((await call('POST', '/api/user/push-subscriptions', good)).statusCode).toBe(204);
    expect((await call('DELETE', '/api/user/push-subscriptions', { endpoint: good.endpoint })).statusCode).toBe(204);
    expect((await call('DELETE', '/api/user/push-subscriptions', { endpoint: good.endpoint })).statusCode).toBe(404);
  });

  it('sends a booking’s confirmation to the subscribed device, encrypted for it and signed with the VAPID key; a gone device is forgotten', async () => {
    const phone = device(`${push.url}/push/phone`);
    const gone = device(`${push.url}/gone/old-phone`);
    for (const d of [phone, gone]) expect((await call('POST', '/api/user/push-subscriptions', d.subscription)).statusCode).toBe(204);
    const [vehicle] = await t.database.db.select().from(vehicles).where(eq(vehicles.vehicleNumber, 'BLS1'));
    expect((await call('POST', '/api/bookings', { vehicleId: vehicle!.id, ...ordinaryWindow(48) })).statusCode).toBe(201);
    await jobs.runAll();

    const delivered = push.received.find((r) => r.path === '/push/phone');
    expect(delivered?.headers).toMatchObject({ 'content-encoding': 'aes128gcm', ttl: '3600', authorization: expect.stringContaining(`k=${vapid.publicKey}`) });
    const payload = JSON.parse(ece.decrypt(delivered!.body, { version: 'aes128gcm', privateKey: phone.ecdh, authSecret: phone.auth }).toString()) as { title: string; body: string };
    expect(payload).toEqual({ title: 'Booking confirmed', body: expect.stringMatching(/^BLS1 is yours, /) });
    const [sent] = await t.database.db.select().from(outbox).where(eq(outbox.recipient, phone.subscription.endpoint));
    expect(sent).toMatchObject({ channel: 'push', status: 'sent', providerId: expect.stringContaining('/messages/') });

    const [refused] = await t.database.db.select().from(outbox).where(eq(outbox.recipient, gone.subscription.endpoint));
    expect(refused).toMatchObject({ channel: 'push', status: 'queued', lastError: expect.stringMatching(/^push service answered 410/) });
    expect(await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, gone.subscription.endpoint))).toEqual([]);
  });
});
