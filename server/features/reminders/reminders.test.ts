import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, users, vehicles } from '../../db/schema.ts';
import { bearer, createManualScheduler, createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
const jobs = createManualScheduler();
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp({ MOVEMENT_MONITOR: 'false' }, { runJobs: true, scheduler: jobs.scheduler });
  for (const who of ['admin', 'emt', 'bls', 'als']) tokens[who] = await t.login(`${who}@medfleet.test`);
  for (const v of await t.database.db.select().from(vehicles)) ids[v.vehicleNumber] = v.id;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT' | 'POST', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

/** A confirmed booking starting in `minutes` (approved by the admin if it touches Shabbat). */
async function bookIn(who: string, vehicle: string, minutes: number) {
  const start = Date.now() + minutes * 60_000;
  const booked = (
    await call('POST', '/api/bookings', tokens[who]!, {
      vehicleId: ids[vehicle],
      startTime: new Date(start).toISOString(),
      endTime: new Date(start + 2 * 3600_000).toISOString(),
    })
  ).json();
  if (booked.status === 'pending') await call('POST', `/api/admin/bookings/${booked.id}/approve`, tokens.admin!, {});
}
async function noticesOf(who: string, type: 'booking_reminder' | 'agreement_reminder') {
  const [user] = await t.database.db
    .select()
    .from(users)
    .where(eq(users.email, `${who}@medfleet.test`));
  return t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, user!.id), eq(notifications.type, type)));
}

describe('reminders', () => {
  it('remind each member at their own timing, once, not at all with reminders off; agreements a day ahead when unsigned', async () => {
    const settings = (await call('GET', '/api/user/notification-settings', tokens.emt!)).json();
    await call('PUT', '/api/user/notification-settings', tokens.emt!, { ...settings, reminderTiming: 30 });
    await call('PUT', '/api/user/notification-settings', tokens.als!, { ...settings, bookingReminders: false });
    await bookIn('emt', 'A3', 50);
    await bookIn('bls', 'A4', 50);
    await bookIn('als', 'A6', 50);

    await jobs.runAll();
    await jobs.runAll();
    expect(await noticesOf('bls', 'booking_reminder')).toHaveLength(1);
    expect((await noticesOf('bls', 'booking_reminder'))[0]!.message).toMatch(/^A4, .*: your booking starts in (49|50) minutes\.$/);
    expect(await noticesOf('emt', 'booking_reminder')).toHaveLength(0);
    expect(await noticesOf('als', 'booking_reminder')).toHaveLength(0);
    for (const [who, vehicle] of [
      ['emt', 'A3'],
      ['bls', 'A4'],
      ['als', 'A6'],
    ] as const) {
      expect((await noticesOf(who, 'agreement_reminder')).filter((n) => n.message.includes(`of ${vehicle}, `))).toHaveLength(1);
    }
  });
});
