import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../test-support/test-app.ts';
import { demoDevices, startSimulator, step } from './simulator.ts';

describe('a simulated tracker', () => {
  it('drives along its loop, parks at waypoints, and its odometer, fuel and battery change', () => {
    const device = { id: 'x', route: [[31.747, 34.9881], [31.7175, 34.9935], [31.7055, 34.9985]] as [number, number][], cruiseKmh: 60 };
    const state = { leg: 0, along: 0, parkedTicks: 0, battery: 50, fuel: 50, odometerM: 1000 };
    const first = step(device, state, 5);
    expect(Number(first.speed)).toBeCloseTo(60 / 1.852, 1);
    expect(first.ignition).toBe('true');
    const moves = Array.from({ length: 200 }, () => step(device, state, 5));
    expect(moves.some((m) => m.speed === '0.0' && m.ignition === 'false')).toBe(true);
    expect(new Set(moves.map((m) => `${m.lat},${m.lon}`)).size).toBeGreaterThan(20);
    expect(Number(moves.at(-1)!.odometer)).toBeGreaterThan(1000);
    expect(state.fuel).toBeLessThan(50);
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
    stop = startSimulator({ baseUrl: `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`, intervalSeconds: 1 });
  });
  afterAll(async () => {
    stop();
    await t.close();
  });

  it('brings the demo fleet online over HTTP, one vehicle left offline', async () => {
    const online = async () => ((await t.app.inject({ method: 'GET', url: '/api/vehicles/tracking/all', headers: bearer(token) })).json() as { vehicleNumber: string; isOnline: boolean }[]).filter((r) => r.isOnline).map((r) => r.vehicleNumber);
    await expect.poll(online, { timeout: 10_000 }).toHaveLength(demoDevices().filter((d) => !d.offline).length);
    expect(await online()).not.toContain('A8');
  });
});
