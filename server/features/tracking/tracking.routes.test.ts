import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { positions, vehicles, vehicleStates } from '../../db/schema.ts';
import { aTrackedVehicle, aVehicle } from '../../test-support/builders.ts';
import { bearer, createTestApp, testTrackerSecret, type TestApp } from '../../test-support/test-app.ts';

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
/** A query report; a demo tracker's secret is added unless the query names one. */
const report = (query: Record<string, string | number>) => {
  const withSecret = typeof query.id === 'string' && !('secret' in query) ? { ...query, secret: testTrackerSecret(query.id) } : query;
  return t.app.inject({ method: 'GET', url: `/api/positions/osmand?${new URLSearchParams(Object.entries(withSecret).map(([k, v]) => [k, String(v)]))}` });
};
const postJson = (payload: object, query = '') => t.app.inject({ method: 'POST', url: `/api/positions/osmand${query}`, payload });
const all = async () => (await t.app.inject({ method: 'GET', url: '/api/vehicles/tracking/all', headers: bearer(emt) })).json() as { vehicleNumber: string }[];
const recordOf = async (n: string) => (await all()).find((r) => r.vehicleNumber === n) as Record<string, unknown>;
const nowSeconds = () => Math.floor(Date.now() / 1000);
const trackedVehicle = () => aTrackedVehicle(t.database.db);

describe('OsmAnd ingestion', () => {
  it('stores a query report in km/h with its telemetry, and the live record shows it', async () => {
    const response = await report({
      id: 'a3',
      lat: CENTRE.lat,
      lon: CENTRE.lon,
      timestamp: nowSeconds(),
      speed: 27,
      bearing: 90,
      altitude: 300,
      accuracy: 5,
      batt: 87,
      ignition: 'true',
      fuel: 62,
      odometer: 123_456_000,
      immobilizer: 'false',
    });
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

  it('keeps one odometer per vehicle: the tracker moves it on, never back, and every screen reads the same figure', async () => {
    expect((await report({ id: 'a3', lat: CENTRE.lat, lon: CENTRE.lon, timestamp: nowSeconds(), speed: 27, odometer: 123_456_000 })).statusCode).toBe(200);
    expect((await report({ id: 'a3', lat: CENTRE.lat, lon: CENTRE.lon, timestamp: nowSeconds(), speed: 27, odometer: 1_000_000 })).statusCode).toBe(200);
    expect((await recordOf('A3')).totalMileage).toBe(123_456);
    const fleet = (await t.app.inject({ method: 'GET', url: '/api/vehicles', headers: bearer(emt) })).json() as { vehicleNumber: string; mileage: number }[];
    expect(fleet.find((v) => v.vehicleNumber === 'A3')!.mileage).toBe(123_456);
  });

  it('takes a form post with location=lat,lon and a timestamp in milliseconds', async () => {
    const body = new URLSearchParams({
      deviceid: 'a4',
      secret: testTrackerSecret('a4'),
      location: '31.7175,34.9935',
      timestamp: String(Date.now()),
      speed: '0',
    }).toString();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/positions/osmand',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await recordOf('A4')).toMatchObject({
      isOnline: true,
      isDriving: false,
      currentSpeed: 0,
      address: 'Ramat Beit Shemesh Aleph',
      engineStatus: 'unknown',
    });
  });

  it('takes the JSON of Traccar Client: speed in m/s, battery 0 to 1', async () => {
    const payload = {
      device_id: 'als1',
      secret: testTrackerSecret('als1'),
      location: {
        timestamp: new Date().toISOString(),
        coords: { latitude: 31.78, longitude: 35.0015, speed: 20, heading: 45 },
        is_moving: true,
        battery: { level: 0.5, is_charging: false },
      },
    };
    const response = await postJson(payload);
    expect(response.statusCode, response.body).toBe(200);
    expect(await recordOf('ALS1')).toMatchObject({ currentSpeed: 72, batteryLevel: 50, isDriving: true, address: 'Eshtaol' });
  });

  it('refuses an unknown device (404) and bad or impossible values (400), storing nothing', async () => {
    const before = await positionCount();
    const unknown = await report({ id: 'nobody', lat: 31.7, lon: 35 });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'Unknown device nobody: give a vehicle this tracker id first.']);
    const cases: [Record<string, string | number>, string][] = [
      [{ lat: 31.7, lon: 35 }, 'id (the device identifier) is required'],
      [{ id: 'a5', location: '31.7' }, 'location must be lat,lon'],
      [{ id: 'a5', location: '31.7,35,9' }, 'location must be lat,lon'],
      [{ id: 'a5', lat: 91, lon: 35 }, 'lat must be between -90 and 90'],
      [{ id: 'a5', lat: 31.7, lon: 181 }, 'lon must be between -180 and 180'],
      [{ id: 'a5', lat: 31.7, lon: 35, speed: 'fast' }, 'speed must be a number'],
      [{ id: 'a5', lat: 31.7, lon: 35, speed: 400 }, 'speed must be between 0 and 500'],
      [{ id: 'a5', lat: 31.7, lon: 35, batt: 140 }, 'batt must be between 0 and 100'],
      [{ id: 'a5', lat: 31.7, lon: 35, timestamp: 'yesterday' }, 'timestamp must be Unix seconds or milliseconds, or an ISO 8601 date'],
      [{ id: 'a5', lat: 31.7, lon: 35, timestamp: nowSeconds() + 3 * 86_400 }, "timestamp is 4320 minutes in the future: check the device's clock"],
      [{ id: 'a5', lat: 31.7, lon: 35, timestamp: nowSeconds() + 600 }, "timestamp is 10 minutes in the future: check the device's clock"],
    ];
    for (const [query, message] of cases) {
      const response = await report(query);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const badJson = await postJson({ device_id: 'a5', secret: testTrackerSecret('a5'), location: { coords: { latitude: 'north' } } });
    expect([badJson.statusCode, badJson.json().message]).toEqual([400, 'location.coords.latitude must be a number']);
    for (const payload of ['null', '[1,2]', '"a3"', '{"device_id":{"id":"a3"}}']) {
      const odd = await t.app.inject({ method: 'POST', url: '/api/positions/osmand', headers: { 'content-type': 'application/json' }, payload });
      expect([odd.statusCode, odd.json().message], payload).toEqual([400, 'device_id is required']);
    }
    expect(await positionCount()).toBe(before);
  });

  it('checks the secret on every report that names a tracker: query, form or JSON (401 without it or wrong)', async () => {
    const base = { id: 'a6', lat: CENTRE.lat, lon: CENTRE.lon };
    const before = await positionCount();
    expect((await report({ ...base, secret: '' })).statusCode).toBe(401);
    expect((await report({ ...base, secret: 'guess' })).json()).toEqual({ message: 'Wrong or missing secret for device a6.', code: 'BAD_DEVICE_SECRET' });
    const form = new URLSearchParams({ id: 'a6', lat: '31.7', lon: '35', secret: 'guess' }).toString();
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/positions/osmand', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: form }))
        .statusCode,
    ).toBe(401);
    const json = { device_id: 'a6', location: { coords: { latitude: 31.7, longitude: 35 } } };
    expect((await postJson(json)).statusCode).toBe(401);
    expect((await postJson(json, '?secret=guess')).statusCode).toBe(401);
    expect(await positionCount()).toBe(before);
    // Traccar Client keeps the query of its server URL: the secret may ride there with a JSON body.
    expect((await postJson(json, `?secret=${testTrackerSecret('a6')}`)).statusCode).toBe(200);
    expect((await report(base)).statusCode).toBe(200);
  });

  it('refuses every report of a tracker that has no secret yet', async () => {
    await t.database.db.update(vehicles).set({ trackerSecretHash: null }).where(eq(vehicles.id, ids.A8!));
    const response = await report({ id: 'a8', lat: CENTRE.lat, lon: CENTRE.lon, secret: 'anything' });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('DEVICE_WITHOUT_SECRET');
    await t.database.db
      .update(vehicles)
      .set({ trackerSecretHash: createHash('sha256').update(testTrackerSecret('a8')).digest('hex') })
      .where(eq(vehicles.id, ids.A8!));
  });

  it('keeps the newest state when reports arrive out of order, and is offline after the window', async () => {
    const vehicle = await trackedVehicle();
    await report({ id: vehicle.trackerId, lat: CENTRE.lat, lon: CENTRE.lon, timestamp: nowSeconds() - 600, speed: 10 });
    await report({ id: vehicle.trackerId, lat: 31.7175, lon: 34.9935, timestamp: nowSeconds() - 1200, speed: 30 });
    expect(await recordOf(vehicle.vehicleNumber)).toMatchObject({ isOnline: false, isDriving: false, currentSpeed: 0, address: 'Beit Shemesh, city centre' });
    expect((await t.database.db.select().from(positions).where(eq(positions.vehicleId, vehicle.id))).length).toBe(2);
  });
});

describe('reading positions', () => {
  it('lists every active vehicle, those without reports too; needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/vehicles/tracking/all' })).statusCode).toBe(401);
    const quiet = await aVehicle(t.database.db, { mileage: 45_000 });
    const records = await all();
    const active = await t.database.db.select().from(vehicles).where(eq(vehicles.isActive, true));
    expect(records).toHaveLength(active.length);
    expect(records.find((r) => r.vehicleNumber === quiet.vehicleNumber)).toMatchObject({
      isOnline: false,
      coordinates: null,
      address: null,
      lastUpdate: null,
      totalMileage: 45_000,
    });
  });

  it('answers a vehicle’s address and speed', async () => {
    expect((await report({ id: 'a3', lat: CENTRE.lat, lon: CENTRE.lon, timestamp: nowSeconds(), speed: 27 })).statusCode).toBe(200);
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(emt) });
    expect((await get(`/api/vehicles/${ids.A3}/location`)).json()).toEqual({ address: 'Beit Shemesh, city centre', speed: 50 });
    expect((await get('/api/vehicles/999999/location')).statusCode).toBe(404);
    expect((await get('/api/vehicles/abc/location')).statusCode).toBe(400);
  });
});

describe('what real Traccar Client and OsmAnd versions send (docs/decisions/012)', () => {
  it('-1 for an unknown heading, speed or battery level is stored as unknown, never as -1', async () => {
    const payload = {
      device_id: 'bls2',
      secret: testTrackerSecret('bls2'),
      location: {
        timestamp: new Date().toISOString(),
        coords: { latitude: 31.78, longitude: 35.0015, speed: -1, heading: -1, accuracy: -1 },
        battery: { level: -1 },
      },
    };
    expect((await postJson(payload)).statusCode).toBe(200);
    expect((await report({ id: 'bls2', lat: 31.78, lon: 35.0015, speed: -1, bearing: -1, batt: -1 })).statusCode).toBe(200);
    const stored = await t.database.db.select().from(positions).where(eq(positions.vehicleId, ids.BLS2!));
    expect(stored).toHaveLength(2);
    for (const p of stored) expect([p.speedKmh, p.bearing, p.battery, p.accuracy]).toEqual([null, null, null, null]);
  });

  it('takes repeated parameters (cell=…&cell=…, wifi=…) and keeps every value', async () => {
    const query = `id=a5&secret=${testTrackerSecret('a5')}&lat=31.747&lon=34.9881&cell=425,1,100,2001&cell=425,1,100,2002&wifi=aa:bb:cc:dd:ee:ff,-60&wifi=11:22:33:44:55:66,-70&timestamp=${nowSeconds()}`;
    const response = await t.app.inject({ method: 'GET', url: `/api/positions/osmand?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    const [latest] = await t.database.db.select().from(vehicleStates).where(eq(vehicleStates.vehicleId, ids.A5!));
    expect(latest!.attributes).toMatchObject({ cell: ['425,1,100,2001', '425,1,100,2002'], wifi: ['aa:bb:cc:dd:ee:ff,-60', '11:22:33:44:55:66,-70'] });
    const form = `${query}&id=a5`;
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/positions/osmand',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form,
    });
    expect(posted.statusCode, posted.body).toBe(200);
  });

  it('answers a report without a fix with 200 and stores no position', async () => {
    const before = await positionCount();
    const noFix: Record<string, string | number>[] = [
      { id: 'a5', batt: 40 },
      { id: 'a5', lat: 31.7, lon: 35, valid: 'false' },
      { id: 'a5', lat: 0, lon: 0 },
    ];
    for (const query of noFix) {
      const response = await report(query);
      expect(response.statusCode, JSON.stringify(query)).toBe(200);
    }
    expect((await postJson({ device_id: 'a5', secret: testTrackerSecret('a5'), location: { battery: { level: 0.4 } } })).statusCode).toBe(200);
    expect(await positionCount()).toBe(before);
  });

  it('believes a device clock a little ahead (Traccar future filter), refuses one far ahead', async () => {
    const { trackerId } = await trackedVehicle();
    expect((await report({ id: trackerId, lat: 31.7, lon: 35, timestamp: nowSeconds() + 120 })).statusCode).toBe(200);
    expect((await report({ id: trackerId, lat: 31.7, lon: 35, timestamp: nowSeconds() + 86_400 })).statusCode).toBe(400);
  });

  it('a fix the vehicle cannot have reached (3,000 km in a second) moves neither its live position nor its positions', async () => {
    const now = nowSeconds();
    const vehicle = await trackedVehicle();
    expect((await report({ id: vehicle.trackerId, lat: 31.747, lon: 34.9881, timestamp: now - 1 })).statusCode).toBe(200);
    const before = await positionCount();
    expect((await report({ id: vehicle.trackerId, lat: 2.5, lon: 30.1, timestamp: now })).statusCode).toBe(200);
    expect(await positionCount()).toBe(before);
    expect((await recordOf(vehicle.vehicleNumber)).coordinates).toEqual({ latitude: 31.747, longitude: 34.9881 });
  });

  it('a poisoned report among good ones sent at the same moment costs none of them', async () => {
    const before = await positionCount();
    const good = Array.from({ length: 30 }, (_, i) =>
      report({ id: ['a3', 'a4', 'a6'][i % 3]!, lat: 31.74 + i / 1000, lon: 34.98, timestamp: nowSeconds() - i }),
    );
    const poisoned = ['note=%00', 'note=%01x', 'odometer=%00'].map((extra) =>
      t.app.inject({ method: 'GET', url: `/api/positions/osmand?id=a3&secret=${testTrackerSecret('a3')}&lat=31.7&lon=35&${extra}` }),
    );
    const [goodAnswers, poisonAnswers] = await Promise.all([Promise.all(good), Promise.all(poisoned)]);
    expect(goodAnswers.map((r) => r.statusCode)).toEqual(Array(30).fill(200));
    expect(poisonAnswers.map((r) => r.statusCode)).toEqual([400, 400, 400]);
    expect(await positionCount()).toBe(before + 30);
  });
});

describe('connecting a tracker to a vehicle (admins, Manage Vehicle)', () => {
  it('makes an unguessable id and a secret shown once; the tracker reports with them, the old ones stop at once', async () => {
    const admin = await t.login();
    const vehicle = await aVehicle(t.database.db, { trackerId: `old-${Date.now()}` });
    const url = `/api/vehicles/${vehicle.id}/tracker`;
    expect((await t.app.inject({ method: 'PUT', url, headers: bearer(emt), payload: {} })).statusCode).toBe(403);
    const made = await t.app.inject({ method: 'PUT', url, headers: bearer(admin), payload: {} });
    expect(made.statusCode, made.body).toBe(200);
    const { trackerId, secret, serverUrl, traccarServerUrl } = made.json();
    expect(trackerId).toMatch(/^mf-[a-z2-9]{12}$/);
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(serverUrl).toBe('http://medfleet.localhost:5000/api/positions/osmand');
    expect(traccarServerUrl).toBe(`${serverUrl}?secret=${secret}`);
    expect((await t.app.inject({ method: 'GET', url, headers: bearer(admin) })).json()).toEqual({ trackerId, hasSecret: true, serverUrl, lastReportAt: null });

    expect((await report({ id: vehicle.trackerId!, lat: CENTRE.lat, lon: CENTRE.lon })).statusCode).toBe(404);
    // What Traccar Client sends with that server URL: the secret from the URL, its own parameters after it.
    const sent = await t.app.inject({
      method: 'GET',
      url: `${new URL(traccarServerUrl).pathname}?secret=${encodeURIComponent(secret)}&id=${trackerId}&lat=31.747&lon=34.9881`,
    });
    expect(sent.statusCode, sent.body).toBe(200);

    const again = (await t.app.inject({ method: 'PUT', url, headers: bearer(admin), payload: { trackerId: '356938035643809' } })).json();
    expect(again.trackerId).toBe('356938035643809');
    expect((await report({ id: trackerId, lat: CENTRE.lat, lon: CENTRE.lon, secret })).statusCode).toBe(404);
    expect((await report({ id: '356938035643809', lat: CENTRE.lat, lon: CENTRE.lon, secret })).statusCode).toBe(401);
    expect((await report({ id: '356938035643809', lat: CENTRE.lat, lon: CENTRE.lon, secret: again.secret })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url, headers: bearer(admin) })).statusCode).toBe(204);
  });

  it('refuses a tracker id another vehicle has (409) or that is malformed (400); disconnecting refuses its reports', async () => {
    const admin = await t.login();
    const url = `/api/vehicles/${(await aVehicle(t.database.db)).id}/tracker`;
    const taken = await t.app.inject({ method: 'PUT', url, headers: bearer(admin), payload: { trackerId: 'bls1' } });
    expect([taken.statusCode, taken.json().message]).toEqual([409, 'Another vehicle already has the tracker bls1.']);
    expect((await t.app.inject({ method: 'PUT', url, headers: bearer(admin), payload: { trackerId: 'a b' } })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'PUT', url: '/api/vehicles/999999/tracker', headers: bearer(admin), payload: {} })).statusCode).toBe(404);
    const { trackerId, secret } = (await t.app.inject({ method: 'PUT', url, headers: bearer(admin), payload: {} })).json();
    expect((await report({ id: trackerId, lat: CENTRE.lat, lon: CENTRE.lon, secret })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url, headers: bearer(admin) })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url, headers: bearer(admin) })).json()).toMatchObject({ trackerId: null, hasSecret: false });
    expect((await report({ id: trackerId, lat: CENTRE.lat, lon: CENTRE.lon, secret })).statusCode).toBe(404);
  });
});
