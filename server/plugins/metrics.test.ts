import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../db/schema.ts';
import { serveMetricsOnLoopback } from '../metrics-port.ts';
import { ordinaryWindow } from '../test-support/booking-windows.ts';
import { aMember, aTrackedVehicle, aVehicle } from '../test-support/builders.ts';
import { bearer, createTestApp, trackerQuery, type TestApp } from '../test-support/test-app.ts';

const METRICS_TOKEN = 'metrics-token-of-the-tests-0123';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN });
});
afterAll(() => t.close());

const scrape = async () => {
  const response = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(METRICS_TOKEN) });
  expect(response.statusCode).toBe(200);
  return response.body;
};
/** The value of one series (name and labels as Prometheus writes them), 0 when absent. */
const valueOf = (text: string, series: string) =>
  Number(
    text
      .split('\n')
      .find((line) => line.startsWith(`${series} `))
      ?.split(' ')[1] ?? 0,
  );

describe('GET /metrics', () => {
  it('is served only with METRICS_TOKEN as a bearer', async () => {
    for (const headers of [{}, bearer('wrong'), bearer(`${METRICS_TOKEN}x`), { authorization: METRICS_TOKEN }]) {
      const response = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toMatch(/METRICS_TOKEN/);
    }
    const response = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(METRICS_TOKEN) });
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  });

  it('is not served on the app at all without METRICS_TOKEN', async () => {
    const plain = await createTestApp();
    try {
      const response = await plain.app.inject({ method: 'GET', url: '/metrics', headers: bearer(METRICS_TOKEN) });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toMatch(/medfleet_/);
    } finally {
      await plain.close();
    }
  });

  it('counts bookings made and refused by reason, and times the route as declared', async () => {
    const member = await aMember(t.database.db);
    const vehicle = await aVehicle(t.database.db);
    const token = await t.login(member.email);
    const before = await scrape();
    const window = ordinaryWindow(3);
    const made = await t.app.inject({ method: 'POST', url: '/api/bookings', headers: bearer(token), payload: { vehicleId: vehicle.id, ...window } });
    expect(made.statusCode, made.body).toBe(201);
    const refused = await t.app.inject({ method: 'POST', url: '/api/bookings', headers: bearer(token), payload: { vehicleId: vehicle.id, ...window } });
    expect(refused.statusCode).toBe(409);
    // The refusal's code, else its text's key (booking.ownOverlap here).
    const reason = (refused.json().code ?? refused.json().messageKey) as string;
    expect(reason).toBeTruthy();
    const cancelled = await t.app.inject({ method: 'POST', url: `/api/bookings/${made.json().id}/cancel`, headers: bearer(token), payload: {} });
    expect(cancelled.statusCode, cancelled.body).toBeLessThan(300);

    const after = await scrape();
    expect(valueOf(after, 'medfleet_bookings_created_total') - valueOf(before, 'medfleet_bookings_created_total')).toBe(1);
    const refusedSeries = `medfleet_bookings_refused_total{reason="${reason}"}`;
    expect(valueOf(after, refusedSeries) - valueOf(before, refusedSeries)).toBe(1);
    expect(after).toContain('medfleet_http_request_duration_seconds_count{method="POST",route="/api/bookings",status_code="201"}');
    // The id is not in the route: one series for every booking.
    expect(after).toContain('route="/api/bookings/:id/cancel"');
    expect(after).not.toContain(`/api/bookings/${made.json().id}/cancel`);
  });

  it('counts positions stored and reports refused by reason', async () => {
    const vehicle = await aTrackedVehicle(t.database.db);
    const before = await scrape();
    const at = Math.floor(Date.now() / 1000);
    const stored = await t.app.inject({ method: 'GET', url: `/api/positions/osmand?${trackerQuery(vehicle.trackerId)}&lat=31.75&lon=34.99&timestamp=${at}` });
    expect(stored.statusCode).toBe(200);
    const wrongSecret = await t.app.inject({ method: 'GET', url: `/api/positions/osmand?id=${vehicle.trackerId}&secret=nope&lat=31.75&lon=34.99` });
    expect(wrongSecret.statusCode).toBe(401);
    const withoutFix = await t.app.inject({ method: 'GET', url: `/api/positions/osmand?${trackerQuery(vehicle.trackerId)}&timestamp=${at}` });
    expect(withoutFix.statusCode).toBe(200);

    const after = await scrape();
    const delta = (series: string) => valueOf(after, series) - valueOf(before, series);
    expect(delta('medfleet_positions_stored_total')).toBe(1);
    expect(delta('medfleet_positions_refused_total{reason="BAD_DEVICE_SECRET"}')).toBe(1);
    expect(delta('medfleet_positions_refused_total{reason="no_fix"}')).toBe(1);
  });

  it("counts the outbox's wait from when a message is due: one meant for tomorrow is not a stuck outbox", async () => {
    const hours = (n: number) => new Date(Date.now() + n * 3_600_000);
    const message = { channel: 'whatsapp' as const, kind: 'system_update' as const, recipient: '+972500000000', subject: 'Test', body: 'Test' };
    await t.database.db.insert(outbox).values({ ...message, createdAt: hours(-72), nextAttemptAt: hours(24) });
    const waitingOf = (text: string) => valueOf(text, 'medfleet_outbox_oldest_waiting_seconds{channel="whatsapp"}');
    expect(waitingOf(await scrape())).toBe(0);
    await t.database.db.insert(outbox).values({ ...message, createdAt: hours(-3), nextAttemptAt: hours(-2) });
    const waited = waitingOf(await scrape());
    expect(waited).toBeGreaterThanOrEqual(7200);
    expect(waited).toBeLessThan(7300);
  });

  it('tells the outbox by channel, the live streams, the database pool, memory and event-loop lag', async () => {
    const text = await scrape();
    for (const series of [
      'medfleet_outbox_waiting_messages',
      'medfleet_outbox_oldest_waiting_seconds',
      'medfleet_outbox_failed_messages',
      'medfleet_live_stream_clients',
      'medfleet_database_connections{state="in_use"}',
      'medfleet_database_connections{state="waiting"}',
      'medfleet_process_resident_memory_bytes',
      'medfleet_nodejs_eventloop_lag_seconds',
    ])
      expect(text).toContain(series);
  });

  it('METRICS_PORT serves them on loopback only, without a token', async () => {
    const server = await serveMetricsOnLoopback(t.app.metrics, 0);
    try {
      const address = server.address() as { address: string; port: number };
      expect(address.address).toBe('127.0.0.1');
      const metrics = await fetch(`http://127.0.0.1:${address.port}/metrics`);
      expect(metrics.status).toBe(200);
      expect(await metrics.text()).toContain('medfleet_http_request_duration_seconds');
      const other = await fetch(`http://127.0.0.1:${address.port}/api/health`);
      expect(other.status).toBe(404);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('request ids', () => {
  it('answers each request with an id of its own in x-request-id, never one the client chose', async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const response = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'chosen-by-the-client' } });
      expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      ids.add(response.headers['x-request-id'] as string);
    }
    expect(ids.size).toBe(3);
  });
});

describe('GET /api/health/ready', () => {
  it('is ready when the database answers and is migrated, without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', database: 'up', migrations: 'done', shuttingDown: false });
  });
});
