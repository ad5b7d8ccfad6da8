import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aMember, aTrackedVehicle } from '../test-support/builders.ts';
import { bearer, createTestApp, TEST_SECRET, testTrackerSecret, type TestApp } from '../test-support/test-app.ts';

const METRICS_TOKEN = 'metrics-token-of-the-log-test-77';
const lines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  // debug: the most the log says, every request's own lines included.
  t = await createTestApp({ LOG_LEVEL: 'debug', METRICS_TOKEN }, { logStream });
});
afterAll(() => t.close());

describe('the log', () => {
  it('is one JSON line per event, with the request id, and holds none of the secrets and e-mails a run used', async () => {
    const member = await aMember(t.database.db, { email: 'log.hygiene.member@medfleet.test' });
    const session = await t.login(member.email);
    const admin = await t.login();
    const vehicle = await aTrackedVehicle(t.database.db);
    const trackerSecret = testTrackerSecret(vehicle.trackerId);

    await t.app.inject({ method: 'GET', url: `/api/positions/osmand?id=${vehicle.trackerId}&secret=${trackerSecret}&lat=31.75&lon=34.99` });
    await t.app.inject({ method: 'GET', url: `/api/positions/osmand?id=${vehicle.trackerId}&secret=${trackerSecret}x&lat=31.75&lon=34.99` });
    const feed = (await t.app.inject({ method: 'POST', url: '/api/calendar/feed', headers: bearer(session) })).json().url as string;
    const feedToken = feed.split('/').pop()!;
    await t.app.inject({ method: 'GET', url: new URL(feed).pathname });
    // A refusal whose message names the member's e-mail.
    const taken = await t.app.inject({ method: 'POST', url: '/api/users', headers: bearer(admin), payload: { name: 'Someone', email: member.email } });
    expect(taken.statusCode).toBe(409);
    await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: { cookie: `medfleet_session=${session}` } });
    await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(METRICS_TOKEN) });
    await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer('not-a-session-but-secret-looking-0000') });

    expect(lines.length).toBeGreaterThan(10);
    const events = lines.map((line) => JSON.parse(line) as { reqId?: string; msg?: string });
    const incoming = events.filter((e) => e.msg === 'incoming request');
    expect(incoming.length).toBeGreaterThan(5);
    expect(incoming.every((e) => /^[0-9a-f-]{36}$/.test(e.reqId ?? ''))).toBe(true);
    const log = lines.join('\n');
    for (const secret of [member.email, session, admin, trackerSecret, feedToken, METRICS_TOKEN, TEST_SECRET, 'not-a-session-but-secret-looking-0000'])
      expect(log, `the log holds ${secret.slice(0, 12)}…`).not.toContain(secret);
  });
});
