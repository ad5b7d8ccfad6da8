import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMovementMonitorRepository } from './movement-monitor.repository.ts';
import { createMovementMonitorService, type MovementMonitorService } from './movement-monitor.service.ts';
import { createGazetteerGeocoder } from '../../adapters/geocoder.adapter.ts';
import { autoBusyVehicles, bookings, movementMonitor, notifications, users, vehicles, vehicleStates } from '../../db/schema.ts';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { renderNotice } from '../../texts/render-notice.ts';

let t: TestApp;
const ids: Record<string, number> = {};
/** The controlled clock every service below reads; each test starts it afresh. */
const START = new Date('2030-03-04T08:00:00Z');
let clock = START;
const minutes = (n: number) => new Date(clock.getTime() + n * 60_000);
let adminIds: number[];

const monitorOn = (): MovementMonitorService => {
  const geocoder = createGazetteerGeocoder();
  return createMovementMonitorService({
    repository: createMovementMonitorRepository(t.database.db),
    notify: async (userIds, n) => {
      await t.database.db
        .insert(notifications)
        .values(userIds.map((userId) => ({ userId, type: n.type, textKey: n.text, params: n.params, ...renderNotice(n.text, n.params, 'en') })));
    },
    adminIds: async () => adminIds,
    addressOf: (lat, lon) => geocoder.addressOf(lat, lon),
    intervalSeconds: () => 60,
    runningAtFirst: true,
    freshMinutes: 5,
    now: () => clock,
  });
};

/** The vehicle's latest report, as ingestion would leave it. */
async function reportAt(vehicleNumber: string, at: Date, speedKmh: number) {
  const state = { vehicleId: ids[vehicleNumber]!, deviceTime: at, latitude: 31.747, longitude: 34.9881, speedKmh };
  await t.database.db.insert(vehicleStates).values(state).onConflictDoUpdate({ target: vehicleStates.vehicleId, set: state });
}
const statusOf = async (vehicleNumber: string) => (await t.database.db.select().from(vehicles).where(eq(vehicles.vehicleNumber, vehicleNumber)))[0]!.status;
const movementNotices = async () => t.database.db.select().from(notifications).where(eq(notifications.type, 'vehicle_movement'));

beforeAll(async () => {
  t = await createTestApp();
  for (const v of await t.database.db.select().from(vehicles)) ids[v.vehicleNumber] = v.id;
  adminIds = (
    await t.database.db
      .select()
      .from(users)
      .where(sql`'admin' = any(${users.userTypes})`)
  ).map((u) => u.id);
});
afterAll(() => t.close());
beforeEach(async () => {
  clock = START;
  await t.database.db.delete(notifications).where(eq(notifications.type, 'vehicle_movement'));
  await t.database.db.delete(vehicleStates);
  await t.database.db.delete(autoBusyVehicles);
  await t.database.db.update(vehicles).set({ status: 'available' });
  await t.database.db.update(movementMonitor).set({ isRunning: true, lastCheck: null, nextCheck: null });
});

describe('the movement monitor (controlled clock)', () => {
  it('sets a vehicle that moves without a booking in_use and tells the admins; back to available after 30 quiet minutes', async () => {
    const monitor = monitorOn();
    await reportAt('A6', clock, 45);
    expect(await monitor.tick()).toEqual({ setBusy: ['A6'], released: [] });
    expect(await statusOf('A6')).toBe('in_use');
    const notices = await movementNotices();
    expect(notices.map((n) => n.userId).sort()).toEqual([...adminIds].sort());
    expect(notices[0]!.message).toBe(
      'A6 is moving at 45 km/h near Beit Shemesh, city centre with no booking. It is set In Use until it stands still for 30 minutes.',
    );
    expect(await monitor.status()).toMatchObject({
      isRunning: true,
      movingVehicles: 1,
      autoSetBusyCount: 1,
      checkInterval: 60,
      lastCheck: clock.toISOString(),
      nextCheck: minutes(1).toISOString(),
    });

    // Still driving 10 minutes later: the quiet half hour counts from then.
    clock = minutes(10);
    await reportAt('A6', clock, 30);
    expect(await monitor.tick()).toEqual({ setBusy: [], released: [] });
    expect(await movementNotices()).toHaveLength(notices.length);

    await reportAt('A6', minutes(1), 0);
    clock = minutes(29);
    expect(await monitor.tick()).toEqual({ setBusy: [], released: [] });
    expect(await statusOf('A6')).toBe('in_use');
    clock = minutes(1);
    expect(await monitor.tick()).toEqual({ setBusy: [], released: ['A6'] });
    expect(await statusOf('A6')).toBe('available');
    expect(await monitor.status()).toMatchObject({ autoSetBusyCount: 0, movingVehicles: 0 });
  });

  it('leaves alone a vehicle whose booking covers now, one parked, and one whose last report is stale', async () => {
    const monitor = monitorOn();
    const [member] = await t.database.db.select().from(users).where(eq(users.email, 'emt@medfleet.test'));
    await t.database.db.insert(bookings).values({ userId: member!.id, vehicleId: ids.A7!, startTime: minutes(-30), endTime: minutes(60), status: 'active' });
    await reportAt('A7', clock, 60);
    await reportAt('A3', clock, 0);
    await reportAt('A4', minutes(-6), 50);
    expect(await monitor.tick()).toEqual({ setBusy: [], released: [] });
    expect([await statusOf('A7'), await statusOf('A3'), await statusOf('A4')]).toEqual(['available', 'available', 'available']);
  });

  it('runs a check once per interval, however many instances tick; not at all when stopped, unless forced', async () => {
    const instances = [monitorOn(), monitorOn(), monitorOn()];
    await reportAt('BLS1', clock, 40);
    const results = await Promise.all(instances.map((m) => m.tick()));
    expect(results.filter((r) => r.setBusy.length)).toHaveLength(1);
    expect((await movementNotices()).filter((n) => n.title.startsWith('BLS1'))).toHaveLength(adminIds.length);

    clock = minutes(0.5);
    await reportAt('BLS2', clock, 40);
    expect(await instances[1]!.tick()).toEqual({ setBusy: [], released: [] });
    clock = minutes(0.5);
    expect((await instances[2]!.tick()).setBusy).toEqual(['BLS2']);

    await instances[0]!.stop();
    clock = minutes(5);
    await reportAt('ALS1', clock, 40);
    expect(await instances[0]!.tick()).toEqual({ setBusy: [], released: [] });
    expect(await statusOf('ALS1')).toBe('available');
    expect(await instances[1]!.status()).toMatchObject({ isRunning: false, nextCheck: null });
    expect((await instances[1]!.forceCheck()).setBusy).toEqual(['ALS1']);
    expect((await instances[2]!.start()).status).toMatchObject({ isRunning: true, nextCheck: minutes(1).toISOString() });
    expect(await instances[0]!.tick()).toEqual({ setBusy: [], released: [] });
  });
});

describe('the monitor over HTTP', () => {
  it('is for admins only, and answers success with its status', async () => {
    const emt = await t.login('emt@medfleet.test');
    const admin = await t.login();
    for (const [method, url] of [
      ['GET', 'status'],
      ['POST', 'force-check'],
      ['POST', 'start'],
      ['POST', 'stop'],
    ] as const) {
      expect((await t.app.inject({ method, url: `/api/admin/movement-monitor/${url}`, headers: bearer(emt) })).statusCode).toBe(403);
      expect((await t.app.inject({ method, url: `/api/admin/movement-monitor/${url}` })).statusCode).toBe(401);
    }
    const stopped = await t.app.inject({ method: 'POST', url: '/api/admin/movement-monitor/stop', headers: bearer(admin) });
    expect(stopped.json()).toMatchObject({ success: true, status: { isRunning: false } });
    const status = await t.app.inject({ method: 'GET', url: '/api/admin/movement-monitor/status', headers: bearer(admin) });
    expect(status.json()).toMatchObject({ isRunning: false, vehiclesMonitored: 9, checkInterval: 60 });
    const started = await t.app.inject({ method: 'POST', url: '/api/admin/movement-monitor/start', headers: bearer(admin) });
    const { status: after } = started.json() as { status: { isRunning: boolean; nextCheck: string } };
    expect(after.isRunning).toBe(true);
    // The first check comes one interval (60 s here) after the start.
    expect(Date.parse(after.nextCheck) - Date.now()).toBeGreaterThan(50_000);
  });
});
