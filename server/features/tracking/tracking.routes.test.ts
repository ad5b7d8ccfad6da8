import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGazetteerGeocoder } from '../../adapters/geocoder.adapter.ts';
import { positions, vehicles, vehicleStates } from '../../db/schema.ts';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { createTrackingRepository } from './tracking.repository.ts';
import { createTrackingService } from './tracking.service.ts';

let t: TestApp;
let emt: string;
const ids: Record<string, number> = {};
/** Beit Shemesh city centre, as the gazetteer has it. */
const CENTRE = { lat: 31.747, lon: 34.9881 };

beforeAll(async () => {
  t = await createTestApp();
  emt = await t.login('emt@medfleet.test');
  for (const v of await t.database.db.select().from(vehicles)) ids[v.vehicleNumber] = v.id;
});
afterAll(() => t.close());

const positionCount = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(positions))[0]!.n;
const report = (query: Record<string, string | number>) => t.app.inject({ method: 'GET', url: `/api/positions/osmand?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}` });
const all = async () => (await t.app.inject({ method: 'GET', url: '/api/vehicles/tracking/all', headers: bearer(emt) })).json() as { vehicleNumber: string }[];
const recordOf = async (n: string) => (await all()).find((r) => r.vehicleNumber === n) as Record<string, unknown>;
const nowSeconds = () => Math.floor(Date.now() / 1000);

describe('OsmAnd ingestion', () => {
  it('stores a query report in km/h with its telemetry, and the live record shows it', async () => {
    const response = await report({ id: 'a3', lat: CENTRE.lat, lon: CENTRE.lon, timestamp: nowSeconds(), speed: 27, bearing: 90, altitude: 300, accuracy: 5, batt: 87, ignition: 'true', fuel: 62, odometer: 123_456_000, immobilizer: 'false' });
    expect(response.statusCode, response.body).toBe(200);
    expect(await recordOf('A3')).toMatchObject({
      isOnline: true,
      isDriving: true,
      currentSpeed: 50, // 27 knots
      engineStatus: 'on',
      immobilizerStatus: 'inactive',
      batteryLevel: 87,
      fuelLevel: 62,
      totalMileage: 123_456,
      coordinates: { latitude: CENTRE.lat, longitude: CENTRE.lon },
      address: 'Beit Shemesh, city centre',
    });
  });

  it('takes a form post with location=lat,lon and a timestamp in milliseconds', async () => {
    const body = new URLSearchParams({ deviceid: 'a4', location: '31.7175,34.9935', timestamp: String(Date.now()), speed: '0' }).toString();
    const response = await t.app.inject({ method: 'POST', url: '/api/positions/osmand', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: body });
    expect(response.statusCode, response.body).toBe(200);
    expect(await recordOf('A4')).toMatchObject({ isOnline: true, isDriving: false, currentSpeed: 0, address: 'Ramat Beit Shemesh Aleph', engineStatus: 'unknown' });
  });

  it('takes the JSON of Traccar Client: speed in m/s, battery 0 to 1', async () => {
    const payload = { device_id: 'als1', location: { timestamp: new Date().toISOString(), coords: { latitude: 31.78, longitude: 35.0015, speed: 20, heading: 45 }, is_moving: true, battery: { level: 0.5, is_charging: false } } };
    const response = await t.app.inject({ method: 'POST', url: '/api/positions/osmand', payload });
    expect(response.statusCode, response.body).toBe(200);
    expect(await recordOf('ALS1')).toMatchObject({ currentSpeed: 72, batteryLevel: 50, isDriving: true, address: 'Eshtaol' });
  });

  it('refuses an unknown device (404) and bad or impossible values (400), storing nothing', async () => {
    const before = await positionCount();
    const unknown = await report({ id: 'nobody', lat: 31.7, lon: 35 });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'Unknown device nobody: give a vehicle this tracker id first.']);
    const cases: [Record<string, string | number>, string][] = [
      [{ lat: 31.7, lon: 35 }, 'id (the device identifier) is required'],
      [{ id: 'a5', lon: 35 }, 'lat and lon (or location=lat,lon) are required'],
      [{ id: 'a5', location: '31.7' }, 'location must be lat,lon'],
      [{ id: 'a5', location: '31.7,35,9' }, 'location must be lat,lon'],
      [{ id: 'a5', lat: 91, lon: 35 }, 'lat must be between -90 and 90'],
      [{ id: 'a5', lat: 31.7, lon: 181 }, 'lon must be between -180 and 180'],
      [{ id: 'a5', lat: 31.7, lon: 35, speed: 'fast' }, 'speed must be a number'],
      [{ id: 'a5', lat: 31.7, lon: 35, speed: 400 }, 'speed must be between 0 and 500'],
      [{ id: 'a5', lat: 31.7, lon: 35, batt: 140 }, 'batt must be between 0 and 100'],
      [{ id: 'a5', lat: 31.7, lon: 35, timestamp: 'yesterday' }, 'timestamp must be Unix seconds or milliseconds, or an ISO 8601 date'],
      [{ id: 'a5', lat: 31.7, lon: 35, timestamp: nowSeconds() + 3 * 86_400 }, 'timestamp is more than a day in the future'],
    ];
    for (const [query, message] of cases) {
      const response = await report(query);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const badJson = await t.app.inject({ method: 'POST', url: '/api/positions/osmand', payload: { device_id: 'a5', location: { coords: { latitude: 'north' } } } });
    expect([badJson.statusCode, badJson.json().message]).toEqual([400, 'location.coords.latitude must be a number']);
    for (const payload of ['null', '[1,2]', '"a3"', '{"device_id":{"id":"a3"}}']) {
      const odd = await t.app.inject({ method: 'POST', url: '/api/positions/osmand', headers: { 'content-type': 'application/json' }, payload });
      expect([odd.statusCode, odd.json().message], payload).toEqual([400, 'device_id is required']);
    }
    expect(await positionCount()).toBe(before);
  });

  it('checks the secret of a tracker that has one (401 without it or wrong)', async () => {
    await t.database.db.update(vehicles).set({ trackerSecretHash: createHash('sha256').update('s3cret').digest('hex') }).where(eq(vehicles.id, ids.A6!));
    const base = { id: 'a6', lat: CENTRE.lat, lon: CENTRE.lon };
    expect((await report(base)).statusCode).toBe(401);
    expect((await report({ ...base, secret: 'guess' })).statusCode).toBe(401);
    expect((await report({ ...base, secret: 's3cret' })).statusCode).toBe(200);
  });

  it('keeps the newest state when reports arrive out of order, and is offline after the window', async () => {
    await report({ id: 'a7', lat: CENTRE.lat, lon: CENTRE.lon, timestamp: nowSeconds() - 600, speed: 10 });
    await report({ id: 'a7', lat: 31.7175, lon: 34.9935, timestamp: nowSeconds() - 1200, speed: 30 });
    expect(await recordOf('A7')).toMatchObject({ isOnline: false, isDriving: false, currentSpeed: 0, address: 'Beit Shemesh, city centre' });
    expect((await t.database.db.select().from(positions).where(eq(positions.vehicleId, ids.A7!))).length).toBe(2);
  });
});

describe('reading positions', () => {
  it('lists every active vehicle, those without reports too; needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/vehicles/tracking/all' })).statusCode).toBe(401);
    const records = await all();
    expect(records).toHaveLength(9);
    expect(records.find((r) => r.vehicleNumber === 'BLS2')).toMatchObject({ isOnline: false, coordinates: null, address: null, lastUpdate: null, totalMileage: 45_000 });
  });

  it('answers a vehicle’s address and speed', async () => {
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(emt) });
    expect((await get(`/api/vehicles/${ids.A3}/location`)).json()).toEqual({ address: 'Beit Shemesh, city centre', speed: 50 });
    expect((await get('/api/vehicles/999999/location')).statusCode).toBe(404);
    expect((await get('/api/vehicles/abc/location')).statusCode).toBe(400);
  });
});

describe('position retention', () => {
  it('deletes positions older than the retention, keeps newer ones and every latest state', async () => {
    const old = new Date(Date.now() - (t.config.positionRetentionDays + 1) * 86_400_000);
    const recent = new Date(Date.now() - (t.config.positionRetentionDays - 1) * 86_400_000);
    await t.database.db.insert(positions).values([old, old, recent].map((deviceTime) => ({ vehicleId: ids.A6!, deviceTime, latitude: CENTRE.lat, longitude: CENTRE.lon })));
    const service = createTrackingService({ tracking: createTrackingRepository(t.database.db), geocoder: createGazetteerGeocoder(), onlineMinutes: 5, retentionDays: t.config.positionRetentionDays });
    const statesBefore = await t.database.db.select().from(vehicleStates);
    const before = await positionCount();
    expect(await service.pruneOldPositions()).toBe(2);
    expect(await positionCount()).toBe(before - 2);
    const left = (await t.database.db.select().from(positions)).map((p) => p.deviceTime.getTime());
    expect(left).toContain(recent.getTime());
    expect(left.filter((time) => time <= old.getTime())).toEqual([]);
    expect(await t.database.db.select().from(vehicleStates)).toEqual(statesBefore);
    expect(await service.pruneOldPositions()).toBe(0);
  });
});
