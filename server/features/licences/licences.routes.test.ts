import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateLicence } from './licence-status.ts';
import { localDateOf } from '../../../contract/jerusalem-time.ts';
import { notifications, users } from '../../db/schema.ts';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { addLocalDays } from '../../time.ts';

const today = localDateOf(new Date());
const inDays = (n: number) => addLocalDays(today, n);

describe('licence validity', () => {
  it.each([
    [200, true, 'valid', null],
    [91, true, 'valid', null],
    [90, true, 'expiring_soon', { severity: 'info', message: 'License expires in 90 days' }],
    [21, true, 'expiring_soon', { severity: 'info', message: 'License expires in 21 days' }],
    [20, true, 'expiring_soon', { severity: 'warning', message: 'License expires in 20 days!' }],
    [1, true, 'expiring_soon', { severity: 'warning', message: 'License expires in 1 day!' }],
    [0, true, 'expiring_soon', { severity: 'warning', message: 'License expires today!' }],
    [-1, false, 'expired', { severity: 'error', message: `License expired on ${inDays(-1)}` }],
  ])('%i days left: valid %s, %s', (days, isValid, expiryStatus, warning) => {
    const result = validateLicence({ licenseNumber: '1234567', licenseExpiryDate: inDays(days) }, today);
    expect(result.validation).toMatchObject({ isValid, expiryStatus, daysUntilExpiry: days });
    expect(result.warning).toEqual(warning);
  });

  it('is not valid without a number or an expiry date', () => {
    const result = validateLicence({ licenseNumber: null, licenseExpiryDate: null }, today);
    expect(result.validation).toMatchObject({
      isValid: false,
      daysUntilExpiry: null,
      missing: ['licenseNumber', 'licenseExpiryDate'],
      errors: ['License number is missing', 'License expiry date is missing'],
    });
    expect(result.warning).toEqual({ severity: 'error', message: 'License number is missing' });
  });

  it.each([
    [2, 'תוקף הרישיון פג בעוד יומיים!'],
    [0, 'תוקף הרישיון פג היום!'],
    [45, 'תוקף הרישיון פג בעוד 45 ימים'],
  ])('says %i days left in Hebrew to a Hebrew reader', (days, message) => {
    expect(validateLicence({ licenseNumber: '1234567', licenseExpiryDate: inDays(days) }, today, 'he').warning?.message).toBe(message);
  });

  it('says what is missing in Hebrew, and an expired day written out', () => {
    expect(validateLicence({ licenseNumber: null, licenseExpiryDate: null }, today, 'he').validation.errors).toEqual([
      'חסר מספר רישיון',
      'חסר תאריך תפוגה של הרישיון',
    ]);
    expect(validateLicence({ licenseNumber: '1', licenseExpiryDate: '2026-01-05' }, '2026-02-01', 'he').validation.errors).toEqual([
      'תוקף הרישיון פג ב־5.1.2026',
    ]);
  });
});

describe('licence API', () => {
  let t: TestApp;
  let admin: string;
  let emt: string;
  let ids: Record<string, number>;

  beforeAll(async () => {
    t = await createTestApp();
    [admin, emt] = await Promise.all([t.login(), t.login('emt@medfleet.test')]);
    // The demo users' licences are far off; five members with licences at known distances.
    await t.database.db.update(users).set({ licenseExpiryDate: '2099-01-01' });
    const rows = await t.database.db
      .insert(users)
      .values(
        (
          [
            ['lapsed', -10],
            ['urgent', 10],
            ['warning', 60],
            ['upcoming', 150],
            ['far', 400],
          ] as const
        ).map(([name, days]) => ({
          email: `${name}@medfleet.test`,
          name: `Member ${name}`,
          userTypes: ['driver'],
          licenseNumber: `L-${name}`,
          licenseExpiryDate: inDays(days),
        })),
      )
      .returning({ id: users.id, email: users.email });
    ids = Object.fromEntries(rows.map((r) => [r.email.split('@')[0]!, r.id]));
  });
  afterAll(() => t.close());

  const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const generate = (token: string) => t.app.inject({ method: 'POST', url: '/api/license/generate-notifications', headers: bearer(token) });

  it('validates my own licence; an admin anyone’s; others 403, unknown 404, bad id 400', async () => {
    const me = (await get('/api/user/profile', emt)).json();
    expect((await get(`/api/license/validate/${me.id}`, emt)).json().validation.isValid).toBe(true);
    expect((await get(`/api/license/validate/${ids.lapsed}`, emt)).statusCode).toBe(403);
    const lapsed = (await get(`/api/license/validate/${ids.lapsed}`, admin)).json();
    expect(lapsed).toMatchObject({ validation: { isValid: false, expiryStatus: 'expired', daysUntilExpiry: -10 }, warning: { severity: 'error' } });
    expect((await get('/api/license/validate/999999', admin)).statusCode).toBe(404);
    expect((await get('/api/license/validate/abc', admin)).statusCode).toBe(400);
  });

  it('counts licences by the admin thresholds and lists the most pressing first (admin only)', async () => {
    expect((await get('/api/license/dashboard', emt)).statusCode).toBe(403);
    const dashboard = (await get('/api/license/dashboard', admin)).json();
    expect(dashboard).toMatchObject({ expiredLicenses: 1, urgentRenewals: 1, warningRenewals: 1, upcomingRenewals: 1 });
    expect(dashboard.totalLicenses).toBe((await t.database.db.select().from(users)).length);
    expect(dashboard.recentlyExpired).toEqual([expect.objectContaining({ userName: 'Member lapsed', daysUntilExpiry: -10, alertType: 'urgent' })]);
    expect(dashboard.urgentAlerts).toEqual([expect.objectContaining({ userName: 'Member urgent', daysUntilExpiry: 10, licenseNumber: 'L-urgent' })]);
    const expiring = (await get('/api/license/expiring', admin)).json() as { userName: string; alertType: string }[];
    expect(expiring.map((a) => [a.userName, a.alertType])).toEqual([
      ['Member lapsed', 'urgent'],
      ['Member urgent', 'urgent'],
      ['Member warning', 'warning'],
      ['Member upcoming', 'info'],
    ]);
  });

  it('tells members at 90, 30, 20 and 0 days once each, however often it runs', async () => {
    expect((await generate(emt)).statusCode).toBe(403);
    const [first, second] = await Promise.all([generate(admin), generate(admin)]);
    expect(first!.json().generated + second!.json().generated).toBe(3);
    expect((await generate(admin)).json()).toMatchObject({ generated: 0 });
    const told = await t.database.db.select().from(notifications).where(eq(notifications.type, 'license_expiry'));
    expect(told.map((n) => n.userId).sort()).toEqual([ids.lapsed, ids.urgent, ids.warning].sort());
    expect(told.find((n) => n.userId === ids.urgent)!.message).toBe(
      `Your driving licence expires in 10 days, on ${inDays(10)}. Renew it in time and update My Profile & Settings.`,
    );
    // A renewed licence starts afresh: its new expiry date is told about when it comes near.
    const renewing = eq(users.id, ids.upcoming!);
    await t.database.db
      .update(users)
      .set({ licenseExpiryDate: inDays(25) })
      .where(renewing);
    expect((await generate(admin)).json()).toMatchObject({ generated: 1 });
    // The dashboard's counts in the test beside this one expect the member back where they were.
    await t.database.db
      .update(users)
      .set({ licenseExpiryDate: inDays(150) })
      .where(renewing);
  });
});
