import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUnsafeInput, MAX_INPUT_DEPTH } from './input-guard.plugin.ts';
import { ordinaryWindow } from '../test-support/booking-windows.ts';
import { bearer, createSignedInTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
let admin: string;
let emt: string;
beforeAll(async () => void ({ t, admin, emt } = await createSignedInTestApp()));
afterAll(() => t.close());

const send = (method: 'POST' | 'PUT' | 'PATCH' | 'GET', url: string, token: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload: payload as object }) });

describe('text no field means (docs/decisions/012, item 5)', () => {
  const window = ordinaryWindow(10);
  const start = new Date(window.startTime);
  const end = new Date(window.endTime);
  const cases: [string, 'POST' | 'PUT' | 'PATCH', string, () => string, unknown][] = [
    ['profile', 'PATCH', '/api/user/profile', () => emt, { name: 'Dana\u0000' }],
    ['booking notes', 'POST', '/api/bookings', () => emt, { vehicleId: 1, startTime: start.toISOString(), endTime: end.toISOString(), notes: 'shift\u0000' }],
    [
      'damage report',
      'POST',
      '/api/damage-reports',
      () => emt,
      { vehicleId: 1, incidentDate: start.toISOString(), location: 'Yard\u0000', description: 'A long enough description' },
    ],
    [
      'calendar event',
      'POST',
      '/api/calendar/events',
      () => admin,
      { title: 'Service\u0000', eventType: 'maintenance', startTime: start.toISOString(), endTime: end.toISOString() },
    ],
    ['user edit', 'PATCH', '/api/users/2', () => admin, { name: 'x\u0000' }],
    ['geofence name', 'POST', '/api/ituran/geofences', () => admin, { name: 'Base\u0007', latitude: 31.7, longitude: 34.9, radiusMeters: 100 }],
    ['a key of the body', 'PATCH', '/api/user/profile', () => emt, { 'na\u0000me': 'x' }],
  ];
  it.each(cases)('a control character in %s is a 400 that names where, and nothing changes', async (_name, method, url, who, payload) => {
    const before = (await send('GET', '/api/user/profile', emt)).json();
    const response = await send(method, url, who(), payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^Invalid request: body.*control characters/);
    expect((await send('GET', '/api/user/profile', emt)).json()).toEqual(before);
  });

  it('a NUL byte in a query or a path is a 400 too', async () => {
    expect((await send('GET', '/api/booking-diary?date=2026-05-01%00', emt)).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/positions/osmand?id=a3%00&lat=31.7&lon=34.9' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/calendar/feed/abc%00' })).statusCode).toBe(400);
  });

  it('half of a surrogate pair in booking notes or a name is a 400 that names where, and nothing changes', async () => {
    const window = ordinaryWindow(11);
    const sendJson = (method: 'POST' | 'PATCH', url: string, payload: string) =>
      t.app.inject({ method, url, headers: { ...bearer(emt), 'content-type': 'application/json' }, payload });
    const before = (await send('GET', '/api/bookings/mine', emt)).json();
    const booked = await sendJson(
      'POST',
      '/api/bookings',
      `{"vehicleId":1,"startTime":"${window.startTime}","endTime":"${window.endTime}","notes":"shift \\ud800"}`,
    );
    expect(booked.statusCode).toBe(400);
    expect(booked.json().message).toBe('Invalid request: body.notes: text must not contain half of a surrogate pair (text that is not Unicode)');
    expect((await sendJson('PATCH', '/api/user/profile', '{"name":"Dana \\udc00"}')).statusCode).toBe(400);
    expect((await send('GET', '/api/bookings/mine', emt)).json()).toEqual(before);
    expect(findUnsafeInput({ name: 'Dana 🚑 דנה' }, 'body')).toBeNull();
  });

  it('line breaks and tabs stay allowed in text', async () => {
    const response = await send('POST', '/api/damage-reports', emt, {
      vehicleId: 1,
      incidentDate: new Date(Date.now() - 3600_000).toISOString(),
      location: 'Yard',
      description: 'Scratch on the door,\r\n\tnear the handle',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().description).toBe('Scratch on the door,\r\n\tnear the handle');
  });

  it('JSON nested deeper than any payload is a 400, however deep', async () => {
    const deep = '['.repeat(100_000) + ']'.repeat(100_000);
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/profile',
      headers: { ...bearer(emt), 'content-type': 'application/json' },
      payload: `{"name":${deep}}`,
    });
    expect(response.statusCode).toBe(400);
    expect(findUnsafeInput({ a: [[[]]] }, 'body')).toBeNull();
    let nested: unknown = 'leaf';
    for (let i = 0; i <= MAX_INPUT_DEPTH; i++) nested = [nested];
    expect(findUnsafeInput(nested, 'body')).toMatch(/nested deeper/);
  });
});

describe('far dates and large numbers (docs/decisions/012, item 5)', () => {
  it.each([
    '/api/booking-diary?date=9999-12-31&view=week',
    '/api/hebrew-calendar/holidays?startDate=9999-01-01',
    '/api/ituran/fleet/reposo-nocturno?date=9999-12-31',
  ])('%s is a 400 naming the years allowed', async (url) => {
    const response = await send('GET', url, admin);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/years 1900 to 2100/);
  });

  it('a booking in year 9999 is a 400', async () => {
    const response = await send('POST', '/api/bookings', emt, { vehicleId: 1, startTime: '9999-12-31T10:00:00Z', endTime: '9999-12-31T11:00:00Z' });
    expect(response.statusCode).toBe(400);
  });

  it.each([3_000_000_000, -3_000_000_000, 2 ** 63, 1.5])('an availability rule priority of %s is a 400', async (priority) => {
    const response = await send('POST', '/api/availability/rules', admin, { ruleName: 'x', ruleType: 'blackout', priority });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/priority/);
  });
});

describe('personal data is not cached (docs/decisions/012, item 10)', () => {
  it.each(['/api/user/profile', '/api/bookings/mine', '/api/user/notifications'])('%s is sent with Cache-Control: no-store', async (url) => {
    const response = await send('GET', url, emt);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
