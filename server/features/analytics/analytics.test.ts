import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EfficiencyReport } from '../../../contract/analytics.contract.ts';
import { localDateOf, localInstant } from '../../../contract/jerusalem-time.ts';
import { positions, vehicles, vehicleStates } from '../../db/schema.ts';
import { DAY, recordedMorning, recordedNight, START, STEP_DEG } from '../../test-support/recorded-track.ts';
import { bearer, createSignedInTestApp, type TestApp, trackerQuery } from '../../test-support/test-app.ts';
import { addLocalDays } from '../../time.ts';

let t: TestApp;
let admin: string;
const ids: Record<string, number> = {};
const local = (h: number, m: number, s = 0) => new Date(localInstant(DAY, h, m).getTime() + s * 1000).toISOString();

beforeAll(async () => {
  ({ t, admin } = await createSignedInTestApp());
  for (const v of await t.database.db.select().from(vehicles)) ids[v.vehicleNumber] = v.id;
  await t.database.db.insert(positions).values(recordedMorning().map((p) => ({ vehicleId: ids.A3!, ...p })));
  await t.database.db.insert(positions).values(recordedNight().map((p) => ({ vehicleId: ids.A4!, ...p })));
  await t.database.db.insert(positions).values(morningWithBadFix().map((p) => ({ vehicleId: ids.A5!, ...p })));
});

const twoDaysOn = <P extends { deviceTime: Date }>(p: P): P => ({ ...p, deviceTime: new Date(p.deviceTime.getTime() + 2 * 86_400_000) });
/** The recorded morning two days on, with one jump to a bad fix (3,000 km in ten seconds) and back. */
function morningWithBadFix() {
  const track = recordedMorning().map(twoDaysOn);
  const during = track.find((p) => p.deviceTime.getTime() >= localInstant(addLocalDays(DAY, 2), 8, 15).getTime())!;
  return [...track, { ...during, deviceTime: new Date(during.deviceTime.getTime() + 5000), latitude: 2.5, longitude: 30.1 }];
}
afterAll(() => t.close());

const get = async (path: string, token = admin) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/ituran${path}`, headers: bearer(token) });
  return { status: response.statusCode, body: response.json() as unknown };
};
const ofA3 = async (what: string) => {
  const { status, body } = await get(`/vehicles/${ids.A3}/${what}?from=${DAY}&to=${DAY}`);
  expect(status, JSON.stringify(body)).toBe(200);
  return body as Record<string, unknown>[] & Record<string, unknown>;
};

describe('analytics of a recorded track (known answers)', () => {
  it('infractions: two runs above 90 km/h, each with its top speed, place and time', async () => {
    expect(await ofA3('infractions')).toEqual([
      {
        timestamp: local(8, 15),
        endTime: local(8, 15, 20),
        latitude: START.lat + 30 * STEP_DEG,
        longitude: START.lon,
        address: expect.any(String),
        speedKmh: 100,
        limitKmh: 90,
        overKmh: 10,
      },
      {
        timestamp: local(8, 17, 30),
        endTime: local(8, 17, 30),
        latitude: START.lat + 45 * STEP_DEG,
        longitude: START.lon,
        address: expect.any(String),
        speedKmh: 95,
        limitKmh: 90,
        overKmh: 5,
      },
    ]);
  });

  it('route history: two trips split at the five-minute stop, with distance and duration', async () => {
    const trips = await ofA3('route-history');
    expect(trips).toHaveLength(2);
    expect(trips[0]).toMatchObject({
      startTime: local(8, 10),
      endTime: local(8, 19, 50),
      startLocation: 'Beit Shemesh, city centre',
      distance: 9.83,
      duration: 9.8,
      maxSpeedKmh: 100,
    });
    expect(trips[1]).toMatchObject({ startTime: local(8, 25), endTime: local(8, 29, 50), distance: 4.83, duration: 4.8, maxSpeedKmh: 60 });
    expect(trips[0]!.endLocation).toBe(trips[1]!.startLocation);
  });

  it('kilometraje: 15 km that day, 0 the next; parked drift is not counted', async () => {
    const { body } = await get(`/vehicles/${ids.A3}/kilometraje?from=${DAY}&to=${addLocalDays(DAY, 1)}`);
    expect(body).toEqual([
      { date: DAY, kilometrosRecorridos: 15 },
      { date: addLocalDays(DAY, 1), kilometrosRecorridos: 0 },
    ]);
  });

  it('kilometraje leaves out a jump to a bad fix and back (3,000 km in ten seconds): the same 15 km', async () => {
    const { body } = await get(`/vehicles/${ids.A5}/kilometraje?from=${addLocalDays(DAY, 2)}&to=${addLocalDays(DAY, 2)}`);
    expect(body).toEqual([{ date: addLocalDays(DAY, 2), kilometrosRecorridos: 15 }]);
  });

  it('efficiency leaves out a vehicle whose fuel barely moved (15 km on 0.4 litres would be 37.5 km/L)', async () => {
    const day = addLocalDays(DAY, 2);
    const track = recordedMorning().map((p) => ({ ...twoDaysOn(p), attributes: { fuel: p.deviceTime < localInstant(DAY, 8, 20) ? 60 : 59.5 } }));
    await t.database.db.insert(positions).values(track.map((p) => ({ vehicleId: ids.A6!, ...p })));
    const report = (await get(`/fleet/efficiency-report?from=${day}&to=${day}`)).body as EfficiencyReport;
    expect(report.topPerformers.map((p) => p.vehicleNumber)).toEqual(['A5']);
    expect(report.fleetSummary.averageEfficiency).toBe(1.25);
    // A6's 15 km are driven but not measured: said, not hidden in a 0 (docs/decisions/022).
    expect(report.fleetSummary.unmeasuredDistance).toBe(15);
  });

  it('driver behaviour: two speeding runs, one harsh acceleration, one harsh braking', async () => {
    expect(await ofA3('driver-behavior')).toEqual({
      scores: { safety: 68, overall: 80 },
      distanceKm: 15,
      maxSpeedKmh: 100,
      speedingEvents: 2,
      harshAccelerations: 1,
      harshBrakings: 1,
    });
  });

  it('fuel events: the refuel at the garage and the sudden drop after', async () => {
    const events = await ofA3('fuel-events');
    expect(events.map(({ type, timestamp, fromLevel, toLevel, change }) => ({ type, timestamp, fromLevel, toLevel, change }))).toEqual([
      { type: 'refuel', timestamp: local(8, 22), fromLevel: 50, toLevel: 90, change: 40 },
      { type: 'drop', timestamp: local(8, 31), fromLevel: 90, toLevel: 75, change: -15 },
    ]);
  });

  it('geofence alerts: enter and exit of the garage; an acknowledged one says so', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/ituran/geofences',
      headers: bearer(admin),
      payload: { name: 'Garage', latitude: START.lat + 60 * STEP_DEG, longitude: START.lon, radiusMeters: 100 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const geofenceId = created.json().id as number;
    expect(await ofA3('geofence-alerts')).toEqual([
      { geofenceId, geofenceName: 'Garage', vehicleId: ids.A3, alertType: 'enter', timestamp: local(8, 20), status: 'new' },
      { geofenceId, geofenceName: 'Garage', vehicleId: ids.A3, alertType: 'exit', timestamp: local(8, 25, 10), status: 'new' },
    ]);
    const ack = await t.app.inject({
      method: 'POST',
      url: '/api/ituran/geofence-alerts/acknowledge',
      headers: bearer(admin),
      payload: { geofenceId, vehicleId: ids.A3, alertType: 'enter', timestamp: local(8, 20) },
    });
    expect(ack.statusCode, ack.body).toBe(204);
    expect((await ofA3('geofence-alerts')).map((a) => a.status)).toEqual(['acknowledged', 'new']);
  });

  it('night rest: 35 minutes moving in two movements is 92.7 % compliance; a vehicle that stood is 100 %', async () => {
    const { status, body } = await get(`/fleet/reposo-nocturno?date=${DAY}`);
    expect(status).toBe(200);
    const nights = body as { vehicleName: string }[];
    expect(nights.find((n) => n.vehicleName === 'A4')).toEqual({
      vehicleId: ids.A4,
      vehicleName: 'A4',
      nightRestStart: local(22, 0),
      nightRestEnd: localInstant(addLocalDays(DAY, 1), 6).toISOString(),
      compliancePercentage: 92.7,
      violations: 2,
      movingMinutes: 35,
    });
    expect(nights.find((n) => n.vehicleName === 'A5')).toMatchObject({ compliancePercentage: 100, violations: 0 });
  });

  it('efficiency: 15 km on 12 litres (15 fuel points of an 80-litre tank)', async () => {
    const { body } = await get(`/fleet/efficiency-report?from=${DAY}&to=${DAY}`);
    expect(body).toEqual({
      fleetSummary: { totalVehicles: 9, totalDistance: 15, totalFuelConsumption: 12, averageEfficiency: 1.25, unmeasuredDistance: 0 },
      topPerformers: [{ vehicleId: ids.A3, vehicleNumber: 'A3', distance: 15, efficiency: 1.25, fuelSaved: 0 }],
    });
  });
});

describe('maintenance alerts and service status', () => {
  it('weighs the odometer its tracker moved on and the dates against today', async () => {
    const today = localDateOf(new Date());
    await t.database.db
      .update(vehicles)
      .set({
        nextServiceMileage: 150_000,
        insuranceRenewalDate: addLocalDays(today, -2),
        taxRenewalDate: addLocalDays(today, 20),
        motExpiryDate: addLocalDays(today, 45),
        nextServiceDate: addLocalDays(today, 100),
      })
      .where(eq(vehicles.id, ids.A5!));
    const reported = await t.app.inject({
      method: 'GET',
      url: `/api/positions/osmand?${trackerQuery('a5')}&lat=${START.lat}&lon=${START.lon}&odometer=149500000`,
    });
    expect(reported.statusCode).toBe(200);
    await expect.poll(async () => (await t.database.db.select().from(vehicles).where(eq(vehicles.id, ids.A5!)))[0]!.mileage).toBe(149_500);
    const { body } = await get(`/vehicles/${ids.A5}/maintenance-alerts`);
    expect(body).toEqual([
      {
        type: 'insurance',
        priority: 'high',
        message: `Insurance renewal overdue since ${addLocalDays(today, -2)}`,
        dueDate: addLocalDays(today, -2),
        dueMileage: null,
      },
      { type: 'service_mileage', priority: 'medium', message: 'Service due in 500 km (at 150000 km)', dueDate: null, dueMileage: 150_000 },
      {
        type: 'tax',
        priority: 'medium',
        message: `Road tax renewal due in 20 days (${addLocalDays(today, 20)})`,
        dueDate: addLocalDays(today, 20),
        dueMileage: null,
      },
      {
        type: 'test',
        priority: 'low',
        message: `Annual test (MOT) due in 45 days (${addLocalDays(today, 45)})`,
        dueDate: addLocalDays(today, 45),
        dueMileage: null,
      },
    ]);
  });

  it('service status: available once a vehicle reported within the online window', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/positions/osmand?${trackerQuery('a5')}&lat=${START.lat}&lon=${START.lon}` })).statusCode).toBe(200);
    expect((await get('/service-status')).body).toMatchObject({
      available: true,
      status: 'operational',
      provider: 'ituran',
      onlineVehicles: 1,
      trackedVehicles: 9,
    });
    await t.database.db.delete(vehicleStates);
    expect((await get('/service-status')).body).toMatchObject({ available: false, status: 'no_recent_reports', onlineVehicles: 0, lastReport: null });
  });
});

describe('refusals', () => {
  it('is for admins only', async () => {
    const emt = await t.login('emt@medfleet.test');
    expect((await get(`/vehicles/${ids.A3}/infractions?from=${DAY}&to=${DAY}`, emt)).status).toBe(403);
    expect((await get('/fleet/reposo-nocturno?date=2030-01-07', emt)).status).toBe(403);
  });

  it('refuses bad ranges and dates (400) and unknown vehicles (404)', async () => {
    const cases: [string, number, string][] = [
      [`/vehicles/${ids.A3}/infractions?from=2030-01-08&to=2030-01-07`, 400, 'from must not be after to'],
      [`/vehicles/${ids.A3}/route-history?from=2030-01-01&to=2030-06-01`, 400, 'Choose at most 92 days'],
      [`/vehicles/${ids.A3}/kilometraje?from=2030-02-30&to=2030-03-01`, 400, 'that day does not exist'],
      [`/vehicles/${ids.A3}/fuel-events?from=yesterday&to=2030-03-01`, 400, 'from must be a date like 2026-05-01'],
      [`/vehicles/${ids.A3}/driver-behavior`, 400, 'from must be a date'],
      ['/fleet/reposo-nocturno?date=tonight', 400, 'date must be a date like 2026-05-01'],
      [`/vehicles/99999/infractions?from=${DAY}&to=${DAY}`, 404, 'No vehicle with id 99999.'],
      ['/vehicles/99999/maintenance-alerts', 404, 'No vehicle with id 99999.'],
      [`/vehicles/abc/geofence-alerts?from=${DAY}&to=${DAY}`, 400, 'id must be a positive whole number'],
    ];
    for (const [path, status, message] of cases) {
      const response = await get(path);
      expect(response.status, path).toBe(status);
      expect((response.body as { message: string }).message, path).toContain(message);
    }
  });

  it('refuses bad geofences and acknowledgements of what does not exist', async () => {
    const post = (url: string, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: `/api/ituran${url}`, headers: bearer(admin), payload });
    expect((await post('/geofences', { name: ' ', latitude: 31, longitude: 35, radiusMeters: 100 })).json().message).toContain('Give the geofence a name');
    expect((await post('/geofences', { name: 'X', latitude: 91, longitude: 35, radiusMeters: 100 })).statusCode).toBe(400);
    expect((await post('/geofences', { name: 'X', latitude: 31, longitude: 35, radiusMeters: 5 })).json().message).toContain('The radius is at least 20 m');
    const ack = await post('/geofence-alerts/acknowledge', { geofenceId: 99_999, vehicleId: ids.A3, alertType: 'enter', timestamp: local(8, 20) });
    expect(ack.statusCode).toBe(404);
    expect((await post('/geofence-alerts/acknowledge', { geofenceId: 1, vehicleId: ids.A3, alertType: 'inside', timestamp: local(8, 20) })).statusCode).toBe(
      400,
    );
    const huge = await post('/geofence-alerts/acknowledge', { geofenceId: 2 ** 40, vehicleId: ids.A3, alertType: 'enter', timestamp: local(8, 20) });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toContain('geofenceId must be a positive whole number');
    expect(
      (await post('/geofence-alerts/acknowledge', { geofenceId: 1, vehicleId: ids.A3, alertType: 'enter', timestamp: 'yesterday' })).json().message,
    ).toContain('timestamp must be an ISO date and time');
    expect((await t.app.inject({ method: 'DELETE', url: '/api/ituran/geofences/99999', headers: bearer(admin) })).statusCode).toBe(404);
  });
});
