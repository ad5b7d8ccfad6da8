import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ordinaryWindow } from '../../test-support/booking-windows.ts';
import { bearer, createSignedInTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let admin: string;
let emt: string;

beforeAll(async () => void ({ t, admin, emt } = await createSignedInTestApp()));
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object, token = admin) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const audit = async (query: string) => (await call('GET', `/api/admin/audit?${query}`)).json();

describe('the audit log of admin changes', () => {
  it('records who changed a user, a vehicle, a reservation and the calendar, with the values before and after', async () => {
    const me = (await call('GET', '/api/user/profile', undefined, emt)).json();
    await call('PATCH', `/api/users/${me.id}`, { name: 'Tamar Friedman-Cohen', monthlyHourLimit: 50 });
    const [userChange] = await audit(`entity=user&id=${me.id}`);
    expect(userChange).toMatchObject({
      actorName: 'Avi Cohen',
      entity: 'user',
      entityId: String(me.id),
      action: 'update',
      before: { name: 'Tamar Friedman' },
      after: { name: 'Tamar Friedman-Cohen', monthlyHourLimit: 50 },
    });

    const vehicle = (
      await call('POST', '/api/vehicles', { vehicleNumber: 'AUD1', make: 'Ford', model: 'Transit', category: 'Support', ituranCode: 'ab12' })
    ).json();
    await call('PATCH', `/api/vehicles/${vehicle.id}`, { model: 'Transit Custom' });
    const vehicleChanges = await audit(`entity=vehicle&id=${vehicle.id}`);
    expect(vehicleChanges.map((c: { action: string }) => c.action)).toEqual(['update', 'create']);
    expect(vehicleChanges[0]).toMatchObject({ before: { model: 'Transit' }, after: { model: 'Transit Custom' } });
    expect(JSON.stringify(vehicleChanges)).not.toMatch(/ituranCode"|AB12/);

    const booked = (await call('POST', '/api/bookings', { vehicleId: vehicle.id, ...ordinaryWindow(15) }, emt)).json();
    await call('PATCH', `/api/admin/reservations/${booked.id}`, { status: 'cancelled', reason: 'Drill' });
    expect((await audit(`entity=reservation&id=${booked.id}`))[0]).toMatchObject({
      action: 'status',
      before: { status: 'confirmed' },
      after: { status: 'cancelled', reason: 'Drill' },
    });

    const w = ordinaryWindow(16);
    const event = (await call('POST', '/api/calendar/events', { title: 'Service', eventType: 'maintenance', vehicleId: vehicle.id, ...w })).json();
    await call('DELETE', `/api/calendar/events/${event.id}`);
    expect((await audit(`entity=calendar_event&id=${event.id}`)).map((c: { action: string }) => c.action)).toEqual(['delete', 'create']);
  });

  it('is for admins only and refuses what it does not keep', async () => {
    expect((await call('GET', '/api/admin/audit', undefined, emt)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/audit?entity=spaceship')).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/audit?limit=5000')).statusCode).toBe(400);
    // Two entries of its own: an event added and deleted.
    const event = (await call('POST', '/api/calendar/events', { title: 'Drill', eventType: 'training', ...ordinaryWindow(17) })).json();
    await call('DELETE', `/api/calendar/events/${event.id}`);
    expect(await audit('limit=2')).toHaveLength(2);
  });
});
