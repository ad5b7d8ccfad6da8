import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoDevices, obey, startSimulator, step } from './simulator.ts';
import { deviceCommands, vehicles } from '../db/schema.ts';
import { bookNow } from '../test-support/current-booking.ts';
import { bearer, createTestApp, testTrackerSecret, type TestApp } from '../test-support/test-app.ts';

describe('a simulated tracker', () => {
  it('drives along its loop, parks at waypoints, and its odometer, fuel and battery change', () => {
    const device = {
      id: 'x',
      route: [
        [31.747, 34.9881],
        [31.7175, 34.9935],
        [31.7055, 34.9985],
      ] as [number, number][],
      cruiseKmh: 60,
    };
    const state = { leg: 0, along: 0, parkedTicks: 0, battery: 50, fuel: 50, odometerM: 1000, immobilized: false };
    const first = step(device, state, 5);
    expect(Number(first.speed)).toBeCloseTo(60 / 1.852, 1);
    expect(first.ignition).toBe('true');
    const moves = Array.from({ length: 200 }, () => step(device, state, 5));
    expect(moves.some((m) => m.speed === '0.0' && m.ignition === 'false')).toBe(true);
    expect(new Set(moves.map((m) => `${m.lat},${m.lon}`)).size).toBeGreaterThan(20);
    expect(Number(moves.at(-1)!.odometer)).toBeGreaterThan(1000);
    expect(state.fuel).toBeLessThan(50);
  });

  it('stays parked with its engine off while immobilized, and obeys the commands in replies', () => {
    const device = {
      id: 'x',
      route: [
        [31.747, 34.9881],
        [31.7175, 34.9935],
      ] as [number, number][],
      cruiseKmh: 60,
    };
    const state = { leg: 0, along: 0, parkedTicks: 0, battery: 50, fuel: 50, odometerM: 1000, immobilized: true };
    const parked = Array.from({ length: 5 }, () => step(device, state, 5));
    expect(parked.every((m) => m.speed === '0.0' && m.ignition === 'false' && m.immobilizer === 'true')).toBe(true);
    expect(obey(state, 'engineResume\n')).toBe(true);
    expect(obey(state, 'engineResume')).toBe(false);
    expect(obey(state, '')).toBe(false);
    expect(step(device, state, 5)).toMatchObject({ ignition: 'true', immobilizer: 'false' });
    expect(obey(state, 'engineStop')).toBe(true);
    expect(state.immobilized).toBe(true);
  });
});

describe('the simulator against the app', () => {
  let t: TestApp;
  let stop: () => void;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    token = await t.login('emt@medfleet.test');
    stop = startSimulator({
      baseUrl: `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`,
      intervalSeconds: 1,
      trackerSecret: testTrackerSecret,
    });
  });
  afterAll(async () => {
    stop();
    await t.close();
  });

  it('is the device of the immobilizer flow: a member enters the code, the vehicle reports it off and drives', async () => {
    const admin = await t.login();
    const [a5] = await t.database.db.select().from(vehicles).where(eq(vehicles.vehicleNumber, 'A5'));
    const record = async () =>
      (
        (await t.app.inject({ method: 'GET', url: '/api/vehicles/tracking/all', headers: bearer(token) })).json() as {
          vehicleNumber: string;
          immobilizerStatus: string;
          currentSpeed: number;
        }[]
      ).find((r) => r.vehicleNumber === 'A5')!;
    await expect.poll(async () => (await record()).immobilizerStatus, { timeout: 10_000 }).toBe('active');
    await bookNow(t, token, admin, a5!.id);
    const notices = (await t.app.inject({ method: 'GET', url: '/api/user/notifications', headers: bearer(token) })).json() as {
      type: string;
      message: string;
    }[];
    const code = notices.find((n) => n.type === 'ituran_code')!.message.match(/Your code is ([A-Z0-9]{6})/)![1]!;
    const response = await t.app.inject({ method: 'POST', url: `/api/vehicles/${a5!.id}/immobilizer/deactivate`, headers: bearer(token), payload: { code } });
    expect(response.statusCode, response.body).toBe(200);
    await expect.poll(async () => (await record()).immobilizerStatus, { timeout: 10_000 }).toBe('inactive');
    // The reply that confirms the command is written just after the report that shows it carried out.
    const command = async () => (await t.database.db.select().from(deviceCommands).where(eq(deviceCommands.vehicleId, a5!.id)))[0];
    await expect.poll(async () => (await command())?.status).toBe('confirmed');
    expect(await command()).toMatchObject({ command: 'engineResume', status: 'confirmed' });
    await expect.poll(async () => (await record()).currentSpeed, { timeout: 10_000 }).toBeGreaterThan(0);
  });

  it('brings the demo fleet online over HTTP, one vehicle left offline', async () => {
    const online = async () =>
      (
        (await t.app.inject({ method: 'GET', url: '/api/vehicles/tracking/all', headers: bearer(token) })).json() as {
          vehicleNumber: string;
          isOnline: boolean;
        }[]
      )
        .filter((r) => r.isOnline)
        .map((r) => r.vehicleNumber);
    await expect.poll(online, { timeout: 10_000 }).toHaveLength(demoDevices().filter((d) => !d.offline).length);
    expect(await online()).not.toContain('A8');
  });
});
