import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

/**
 * Clients that hold sockets (docs/decisions/022): a body or headers trickled byte by byte are
 * cut off at their timeout, one address cannot hold more than its cap, live streams are exempt,
 * and the server keeps answering others all along. Real sockets on loopback.
 */
let t: TestApp;
let port: number;
const CAP = 8;

beforeAll(async () => {
  t = await createTestApp({ REQUEST_TIMEOUT_SECONDS: '2', HEADERS_TIMEOUT_SECONDS: '1', MAX_CONNECTIONS_PER_ADDRESS: String(CAP), AUTH_RATE_LIMIT: '5' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(() => t.close());

/** A raw connection, from `localAddress` (any of loopback's 127.0.0.0/8 is a client of its own). */
function open(localAddress = '127.0.0.1'): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1', localAddress }, () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Resolves with what the server sent once it closed the socket (or the client saw it closed). */
const closedBy = (socket: Socket) =>
  new Promise<string>((resolve) => {
    let answer = '';
    socket.on('data', (d) => (answer += String(d)));
    socket.on('error', () => undefined);
    socket.once('close', () => resolve(answer));
  });

/** GET /api/health on a connection of its own from `localAddress`: its status line, or '' when refused. */
async function health(localAddress = '127.0.0.1'): Promise<string> {
  const socket = await open(localAddress);
  const answer = closedBy(socket);
  socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
  return (await answer).split('\r\n')[0]!;
}

/** A notice stream on a raw connection from `localAddress`, once the server has started it. */
async function stream(token: string, localAddress: string): Promise<Socket> {
  const socket = await open(localAddress);
  const started = new Promise<string>((resolve) => socket.once('data', (d) => resolve(String(d))));
  socket.write(`GET /api/user/notifications/stream HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\n\r\n`);
  expect(await started).toMatch(/^HTTP\/1\.1 200/);
  return socket;
}

describe('slow clients', () => {
  // Side by side: each waits out a real timeout on a socket of its own.
  it.concurrent.each([
    [
      'a body trickled one byte at a time is cut off at the request timeout',
      'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
      ' ',
    ],
    ['headers trickled one byte at a time are cut off at the headers timeout', 'GET /api/health HTTP/1.1\r\nHost: x\r\n', 'X'],
  ])('%s', async (_case, start, drip) => {
    const socket = await open();
    const closed = closedBy(socket);
    socket.write(start);
    const trickle = setInterval(() => socket.writable && socket.write(drip), 300);
    try {
      expect(await closed).toMatch(/^HTTP\/1\.1 408|^$/);
    } finally {
      clearInterval(trickle);
    }
  });

  it('a photo sent to an unknown link is refused before its body is read', async () => {
    const socket = await open();
    const answer = new Promise<string>((resolve) => socket.once('data', (d) => resolve(String(d))));
    socket.write(
      `POST /api/photo-capture/${'x'.repeat(32)}/photo HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 13000000\r\n\r\n{"user":1,`,
    );
    expect(await answer).toMatch(/^HTTP\/1\.1 404/);
    socket.destroy();
  });

  it('one address holds at most its cap of connections, live streams not counted, while others are answered', async () => {
    const token = await t.login('emt@medfleet.test');
    const streams: Socket[] = [];
    for (let i = 0; i < CAP + 2; i++) streams.push(await stream(token, '127.0.0.3'));
    const held: Socket[] = [];
    for (let i = 0; i < CAP; i++) held.push(await open('127.0.0.3'));
    for (const socket of held) socket.on('error', () => undefined);
    expect(await health('127.0.0.3')).toBe('');
    expect(await health('127.0.0.4')).toBe('HTTP/1.1 200 OK');
    held.pop()!.destroy();
    await expect.poll(() => health('127.0.0.3')).toBe('HTTP/1.1 200 OK');
    for (const socket of [...held, ...streams]) socket.destroy();
  });

  it('a forged X-Forwarded-For does not escape the sign-in limit (TRUST_PROXY unset)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      // From an address of this test's own: the limit it exhausts is no other test's.
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '192.0.2.77',
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
        payload: { token: 'wrong' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toContain(429);
  });
});

describe('TRUST_PROXY: X-Forwarded-For is believed from the configured proxies alone', () => {
  const eightForgedSignIns = async (app: TestApp) => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const response = await app.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
        payload: { token: 'wrong' },
      });
      statuses.push(response.statusCode);
    }
    return statuses;
  };

  it.each(['true', '10.0.0.1', '10.0.0.0/8,192.168.1.1'])('TRUST_PROXY=%s: a client on loopback cannot choose its address', async (trust) => {
    const app = await createTestApp({ TRUST_PROXY: trust, AUTH_RATE_LIMIT: '5' });
    try {
      expect(await eightForgedSignIns(app)).toContain(429);
    } finally {
      await app.close();
    }
  });

  it("TRUST_PROXY=loopback: the proxy on loopback passes each client's own address on", async () => {
    const app = await createTestApp({ TRUST_PROXY: 'loopback', AUTH_RATE_LIMIT: '5' });
    try {
      expect(await eightForgedSignIns(app)).not.toContain(429);
    } finally {
      await app.close();
    }
  });
});
