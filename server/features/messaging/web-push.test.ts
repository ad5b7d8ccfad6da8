import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { createServer, type Server } from 'node:https';
import { createRequire } from 'node:module';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
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
  t = await createTestApp(
    {
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      PUSH_SERVICE_CA_FILE: CA_FILE,
      PUSH_PRIVATE_ADDRESSES: '127.0.0.1',
      MOVEMENT_MONITOR: 'false',
    },
    { runJobs: true, scheduler: jobs.scheduler },
  );
  member = await t.login('paramedic@medfleet.test');
});
afterAll(async () => {
  await t.close();
  await push.stop();
});

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(member), ...(payload ? { payload } : {}) });

describe('Web Push', () => {
  it('gives the public key, takes a device’s subscription and refuses a malformed one', async () => {
    expect((await call('GET', '/api/push/public-key')).json()).toEqual({ publicKey: vapid.publicKey });
    const good = device(`${push.url}/push/one`).subscription;
    for (const bad of [
      { ...good, endpoint: 'javascript:alert(1)' },
      { ...good, endpoint: `${push.url}/${'x'.repeat(3000)}` },
      { ...good, keys: { ...good.keys, auth: 'a\u0000b' } },
      { endpoint: good.endpoint },
    ]) {
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
    const payload = JSON.parse(ece.decrypt(delivered!.body, { version: 'aes128gcm', privateKey: phone.ecdh, authSecret: phone.auth }).toString()) as {
      title: string;
      body: string;
    };
    expect(payload).toEqual({ title: 'Booking confirmed', body: expect.stringMatching(/^BLS1 is yours, /) });
    const [sent] = await t.database.db.select().from(outbox).where(eq(outbox.recipient, phone.subscription.endpoint));
    expect(sent).toMatchObject({ channel: 'push', status: 'sent', providerId: expect.stringContaining('/messages/') });

    const [refused] = await t.database.db.select().from(outbox).where(eq(outbox.recipient, gone.subscription.endpoint));
    expect(refused).toMatchObject({ channel: 'push', status: 'queued', lastError: expect.stringMatching(/^push service answered 410/) });
    expect(await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, gone.subscription.endpoint))).toEqual([]);
  });
});

describe('Web Push endpoints belong to their device and their member', () => {
  it("a member cannot take over another member's endpoint without its keys; the same browser signed in as someone else can", async () => {
    const phone = device(`${push.url}/push/shared-browser`);
    expect((await call('POST', '/api/user/push-subscriptions', phone.subscription)).statusCode).toBe(204);
    const other = await t.login('bls@medfleet.test');
    const takeOver = (subscription: object) =>
      t.app.inject({ method: 'POST', url: '/api/user/push-subscriptions', headers: bearer(other), payload: subscription });
    const forged = await takeOver({ endpoint: phone.subscription.endpoint, keys: device('https://x.example').subscription.keys });
    expect([forged.statusCode, forged.json().message]).toEqual([409, 'This push endpoint is registered by another device subscription.']);
    const [kept] = await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, phone.subscription.endpoint));
    expect(kept!.p256dh).toBe(phone.subscription.keys.p256dh);
    expect((await takeOver(phone.subscription)).statusCode).toBe(204);
  });

  it('a member receives Web Push on at most 10 devices', async () => {
    const driver = await t.login('driver@medfleet.test');
    const subscribe = (n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/push-subscriptions',
        headers: bearer(driver),
        payload: device(`${push.url}/push/driver-${n}`).subscription,
      });
    for (let n = 1; n <= 10; n++) expect((await subscribe(n)).statusCode).toBe(204);
    const eleventh = await subscribe(11);
    expect([eleventh.statusCode, eleventh.json().message]).toEqual([
      409,
      'You already receive notifications on 10 devices. Turn them off on a device you no longer use first.',
    ]);
  });
});

describe("Web Push never calls into the server's own network (no PUSH_PRIVATE_ADDRESSES)", () => {
  const closedJobs = createManualScheduler();
  let closed: TestApp;
  let token: string;
  beforeAll(async () => {
    closed = await createTestApp(
      { VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey, PUSH_SERVICE_CA_FILE: CA_FILE, MOVEMENT_MONITOR: 'false' },
      { runJobs: true, scheduler: closedJobs.scheduler },
    );
    token = await closed.login('paramedic@medfleet.test');
  });
  afterAll(() => closed.close());

  it.each([
    'https://127.0.0.1:5432/x',
    'http://push.example.net/x',
    'https://169.254.169.254/latest/meta-data',
    'https://2130706433/x',
    'https://0x7f.1/x',
    'https://[::ffff:127.0.0.1]/x',
    'https://[::1]/x',
    'https://[fe80::1]/x',
    'https://10.0.0.1/x',
    'https://192.168.1.1/x',
    'https://localhost/x',
    'https://push.localhost/x',
  ])('refuses the endpoint %s with a 400 and keeps nothing', async (endpoint) => {
    const { subscription } = device(endpoint);
    const response = await closed.app.inject({ method: 'POST', url: '/api/user/push-subscriptions', headers: bearer(token), payload: subscription });
    expect(response.statusCode).toBe(400);
    expect(await closed.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, subscription.endpoint))).toEqual([]);
  });

  it('a kept endpoint whose name resolves to a loopback address is never connected to (checked as the socket connects)', async () => {
    const rebound = device(`https://localhost:${new URL(push.url).port}/push/rebound`);
    const userId = (await closed.app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(token) })).json().id as number;
    await closed.database.db.insert(pushSubscriptions).values({ userId, endpoint: rebound.subscription.endpoint, ...rebound.subscription.keys });
    const [vehicle] = await closed.database.db.select().from(vehicles).where(eq(vehicles.vehicleNumber, 'BLS2'));
    const booked = await closed.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: bearer(token),
      payload: { vehicleId: vehicle!.id, ...ordinaryWindow(60) },
    });
    expect(booked.statusCode).toBe(201);
    await closedJobs.runAll();
    expect(push.received.filter((r) => r.path === '/push/rebound')).toEqual([]);
    const [attempt] = await closed.database.db.select().from(outbox).where(eq(outbox.recipient, rebound.subscription.endpoint));
    expect(attempt!.lastError).toMatch(/not a public address/);
  });
});
