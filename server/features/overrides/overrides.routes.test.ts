import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, notifications, users, vehicles } from '../../db/schema.ts';
import { localWindow, ordinaryWindow, shabbatWindow } from '../../test-support/booking-windows.ts';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let admin: string;
let emt: string;
let driver: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  [admin, emt, driver] = await Promise.all([t.login(), t.login('emt@medfleet.test'), t.login('driver@medfleet.test')]);
  for (const v of await t.database.db.select().from(vehicles)) ids[v.vehicleNumber] = v.id;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const settings = async () => (await call('GET', '/api/admin/settings', admin)).json();
const putSettings = async (changes: object) => call('PUT', '/api/admin/settings', admin, { ...(await settings()), ...changes });
const overrideFlags = async (changes: object) =>
  call('PUT', '/api/admin/override-settings', admin, { ...(await call('GET', '/api/admin/override-settings', admin)).json(), ...changes });
const book = (token: string, vehicle: string, w: object) => call('POST', '/api/bookings', token, { vehicleId: ids[vehicle], ...w });

describe('service settings', () => {
  it('start from the environment and the spec, refuse bad values whole, and change what everyone sees at once', async () => {
    const first = await settings();
    expect(first).toMatchObject({
      serviceName: 'MedFleet',
      dispatchPhone: '*2710',
      maxAdvanceMonths: 6,
      restrictedHoursBefore: 3,
      restrictedHoursAfter: 1,
      requireVerifiedLicense: false,
      restrictedPeriodPolicy: 'approval',
    });
    expect(first.monthlyHoursByRole).toMatchObject({ admin: 744, EMT: 60 });
    for (const bad of [
      { serviceName: '' },
      { maxAdvanceMonths: 2 ** 63 },
      { monthlyHoursByRole: { ...first.monthlyHoursByRole, EMT: 745 } },
      { donateUrl: 'javascript:alert(1)' },
      { dispatchPhone: 'call us\u0000' },
    ]) {
      const refused = await putSettings(bad);
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
      expect(refused.json().message).toBeTruthy();
    }
    expect(await settings()).toEqual(first);
    expect((await call('PUT', '/api/admin/settings', emt, first)).statusCode).toBe(403);

    expect((await putSettings({ serviceName: 'Beit Shemesh EMS', dispatchPhone: '02-999-1234' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/config' })).json()).toMatchObject({ serviceName: 'Beit Shemesh EMS', dispatchPhone: '02-999-1234' });
    const audit = (await call('GET', '/api/admin/audit?entity=settings', admin)).json();
    expect(audit[0]).toMatchObject({
      entity: 'settings',
      entityId: 'service',
      before: { serviceName: 'MedFleet' },
      after: { serviceName: 'Beit Shemesh EMS' },
    });
  });

  it('give each role its default monthly hours, which a member without their own limit books within', async () => {
    await putSettings({ monthlyHoursByRole: { ...(await settings()).monthlyHoursByRole, driver: 2 } });
    expect((await call('GET', '/api/user/profile', driver)).json().monthlyHourLimit).toBe(2);
    const refused = await book(driver, 'BLS1', ordinaryWindow(21, 8, 3));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/monthly limit of 2 hours/);
    await putSettings({ monthlyHoursByRole: { ...(await settings()).monthlyHoursByRole, driver: 60 } });
  });

  it('move the restricted period with its offsets', async () => {
    const w = shabbatWindow(-2.9, 0.8); // 2.9 to 2.1 h before candle lighting: inside with 3 h, outside with 2 h
    await putSettings({ restrictedHoursBefore: 2 });
    const outside = await book(emt, 'A5', w);
    expect(outside.json().status).toBe('confirmed');
    await putSettings({ restrictedHoursBefore: 3 });
    await call('POST', `/api/bookings/${outside.json().id}/cancel`, emt, {});
    expect((await book(emt, 'A5', w)).json().status).toBe('pending');
  });
});

describe('override requests', () => {
  it('turn a refused Shabbat booking into a request an admin approves, which books it through the engine', async () => {
    await putSettings({ restrictedPeriodPolicy: 'refuse' });
    const w = shabbatWindow(14, 3);
    const refused = await book(emt, 'A6', w);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ overrideType: 'shabbat', code: 'OVERRIDABLE' });

    const noReason = await call('POST', '/api/override-requests', emt, { vehicleId: ids.A6, ...w });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe('Please give a reason for the override.');

    const asked = await Promise.all(
      Array.from({ length: 8 }, () => call('POST', '/api/override-requests', emt, { vehicleId: ids.A6, ...w, reason: 'Covering the Shabbat shift for Moshe' })),
    );
    expect(asked.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    const request = asked.find((r) => r.statusCode === 201)!.json();
    expect(request).toMatchObject({
      status: 'pending',
      overrideType: 'shabbat',
      reason: 'Covering the Shabbat shift for Moshe',
      booking: { vehicleNumber: 'A6' },
      user: { email: 'emt@medfleet.test' },
    });
    const [adminRow] = await t.database.db.select().from(users).where(eq(users.email, 'admin@medfleet.test'));
    const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, adminRow!.id));
    expect(told.some((n) => n.title === 'Override requested')).toBe(true);

    const pending = (await call('GET', '/api/admin/override-requests?status=pending', admin)).json();
    expect(pending.map((r: { id: number }) => r.id)).toContain(request.id);
    expect((await call('GET', '/api/admin/override-requests', emt)).statusCode).toBe(403);

    const approvals = await Promise.all([
      call('POST', `/api/admin/override-requests/${request.id}/approve`, admin, { notes: 'Thanks' }),
      call('POST', `/api/admin/override-requests/${request.id}/approve`, admin, { notes: 'Thanks' }),
    ]);
    expect(approvals.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const approved = approvals.find((r) => r.statusCode === 200)!.json();
    expect(approved).toMatchObject({ status: 'approved', decisionNote: 'Thanks' });
    const [made] = await t.database.db.select().from(bookings).where(eq(bookings.id, approved.bookingId));
    expect(made).toMatchObject({ status: 'confirmed', vehicleId: ids.A6, approvedBy: adminRow!.id });
    expect((await call('POST', `/api/admin/override-requests/${request.id}/reject`, admin, { reason: 'late' })).statusCode).toBe(409);
    await putSettings({ restrictedPeriodPolicy: 'approval' });
  });

  it('refuse a request for a booking nobody refused, for a refusal the settings do not allow, or one an override would not lift', async () => {
    const plain = await call('POST', '/api/override-requests', emt, { vehicleId: ids.A7, ...ordinaryWindow(22), reason: 'x' });
    expect(plain.json()).toMatchObject({ code: 'NOT_REFUSED' });
    expect(plain.statusCode).toBe(409);

    const far = localWindow(260, 8, 4);
    await overrideFlags({ allowAdvanceBookingOverride: false });
    const notAllowed = await call('POST', '/api/override-requests', emt, { vehicleId: ids.A7, ...far, reason: 'Planning the festival rota' });
    expect(notAllowed.statusCode).toBe(403);
    expect(notAllowed.json().message).toMatch(/^Overrides of how far ahead bookings may be made are not allowed/);
    await overrideFlags({ allowAdvanceBookingOverride: true });

    const held = await book(emt, 'A8', ordinaryWindow(23));
    expect(held.statusCode).toBe(201);
    const other = await call('POST', '/api/override-requests', driver, { vehicleId: ids.A8, ...ordinaryWindow(23), reason: 'please' });
    expect(other.statusCode).toBe(409);
  });

  it('approve at once when the settings say so, and tell the member of a rejection', async () => {
    await overrideFlags({ autoApproveOverrides: true });
    const auto = await call('POST', '/api/override-requests', emt, { vehicleId: ids.A7, ...localWindow(250, 8, 4), reason: 'Planning ahead' });
    expect(auto.json()).toMatchObject({ status: 'approved', overrideType: 'advance_booking' });
    expect(auto.json().bookingId).toBeGreaterThan(0);
    await overrideFlags({ autoApproveOverrides: false });

    const asked = (await call('POST', '/api/override-requests', emt, { vehicleId: ids.A7, ...localWindow(255, 8, 4), reason: 'Planning ahead' })).json();
    expect((await call('POST', `/api/admin/override-requests/${asked.id}/reject`, admin, { reason: ' ' })).statusCode).toBe(400);
    const rejected = await call('POST', `/api/admin/override-requests/${asked.id}/reject`, admin, { reason: 'Too far out for now' });
    expect(rejected.json()).toMatchObject({ status: 'rejected', decisionNote: 'Too far out for now' });
    const mine = (await call('GET', '/api/override-requests', emt)).json();
    expect(mine.find((r: { id: number }) => r.id === asked.id).status).toBe('rejected');
    const [emtRow] = await t.database.db.select().from(users).where(eq(users.email, 'emt@medfleet.test'));
    const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, emtRow!.id));
    expect(told.some((n) => n.title === 'Override rejected' && n.message.includes('Too far out for now'))).toBe(true);
  });

  it('lets the member withdraw a pending request, and a verified-licence rule refuse unverified members', async () => {
    const asked = (await call('POST', '/api/override-requests', emt, { vehicleId: ids.A4, ...localWindow(262, 8, 4), reason: 'Early' })).json();
    expect((await call('DELETE', `/api/override-requests/${asked.id}`, driver)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/override-requests/${asked.id}`, emt)).json().status).toBe('cancelled');

    await putSettings({ requireVerifiedLicense: true });
    const unverified = await book(emt, 'A4', ordinaryWindow(24));
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json()).toMatchObject({ overrideType: 'license' });
    expect((await call('POST', '/api/override-requests', emt, { vehicleId: ids.A4, ...ordinaryWindow(24), reason: 'Scan is on its way' })).statusCode).toBe(
      403,
    );
    await putSettings({ requireVerifiedLicense: false });
  });
});

describe('override requests per member', () => {
  it('at most 5 wait at once: a sixth, even sent together with the others, is a 429 saying why', async () => {
    await putSettings({ restrictedPeriodPolicy: 'refuse' });
    try {
      const member = await t.login('paramedic@medfleet.test');
      const asked = await Promise.all(
        [2, 4, 6, 8, 10, 12].map((hours) =>
          call('POST', '/api/override-requests', member, { vehicleId: ids.A8, ...shabbatWindow(hours, 1), reason: 'Covering a Shabbat shift' }),
        ),
      );
      expect(asked.map((r) => r.statusCode).sort()).toEqual([201, 201, 201, 201, 201, 429]);
      expect(asked.find((r) => r.statusCode === 429)!.json().message).toBe(
        'You already have 5 override requests waiting for an admin. Withdraw one, or wait for a decision, before asking again.',
      );
    } finally {
      await putSettings({ restrictedPeriodPolicy: 'approval' });
    }
  });
});
