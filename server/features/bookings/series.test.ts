import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeriesResult } from '../../../contract/booking-series.contract.ts';
import { bookings, notifications } from '../../db/schema.ts';
import { localWindow, ordinaryWindow } from '../../test-support/booking-windows.ts';
import { aMember, aVehicle } from '../../test-support/builders.ts';
import { bearer, createSignedInTestApp, type TestApp } from '../../test-support/test-app.ts';
import { jerusalemWeekday } from '../../time.ts';
import { restrictedPeriodsOverlapping } from '../hebrew-calendar/restricted-periods.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  ({ t, admin } = await createSignedInTestApp());
  // A festival is at most a year away: the series may reach it.
  const current = (await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: bearer(admin) })).json() as Record<string, unknown>;
  const saved = await t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: bearer(admin), payload: { ...current, maxAdvanceMonths: 14 } });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(() => t.close());

const DAY = 86_400_000;
const aBooker = async () => {
  const member = await aMember(t.database.db);
  return { member, token: await t.login(member.email) };
};
const aFreeVehicle = () => aVehicle(t.database.db, { allowedUserTypes: [] });
const series = (token: string, payload: object) => t.app.inject({ method: 'POST', url: '/api/bookings/series', headers: bearer(token), payload });
const statusOf = async (id: number) => (await t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!.status;
const overlapsRestricted = (b: { startTime: string; endTime: string }) => restrictedPeriodsOverlapping(new Date(b.startTime), new Date(b.endTime)).length > 0;

/** The first weekday (not Friday or Saturday) whose 10:00–14:00 falls in a festival, days from now. */
function aFestivalWeekday(): number {
  for (let day = 29; day < 365; day++) {
    const w = localWindow(day, 10, 4);
    const weekday = jerusalemWeekday(new Date(w.startTime));
    if (weekday !== 5 && weekday !== 6 && overlapsRestricted(w)) return day;
  }
  throw new Error('no festival on a weekday within a year');
}

describe('POST /api/bookings/series', () => {
  it('books a weekly series of 12 across a festival: that occurrence waits for approval, the rest are confirmed; its member is told once', async () => {
    const festival = aFestivalWeekday();
    const first = localWindow(festival - 28, 10, 4);
    const { member, token } = await aBooker();
    const weekday = jerusalemWeekday(new Date(first.startTime));
    const made = await series(token, { vehicleId: (await aFreeVehicle()).id, ...first, repeat: { kind: 'weekly', days: [weekday] }, weeks: 12, mode: 'all' });
    expect(made.statusCode, made.body).toBe(201);
    const result = made.json() as SeriesResult;
    expect(result.refused).toEqual([]);
    expect(result.created).toHaveLength(12);
    expect(result.created.every((b) => b.seriesId === result.seriesId)).toBe(true);
    // Each a week after the last, at the same local time.
    const starts = result.created.map((b) => Date.parse(b.startTime));
    for (let i = 1; i < starts.length; i++) expect(Math.abs(starts[i]! - starts[i - 1]! - 7 * DAY)).toBeLessThanOrEqual(3_600_000);
    const pending = result.created.filter((b) => b.status === 'pending');
    expect(pending.length).toBeGreaterThan(0);
    expect(pending.every(overlapsRestricted)).toBe(true);
    expect(result.created.filter((b) => b.status === 'confirmed').every((b) => !overlapsRestricted(b))).toBe(true);
    expect(result.created.some((b) => b.startTime === localWindow(festival, 10, 4).startTime && b.status === 'pending')).toBe(true);
    const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, member.id));
    expect(told.filter((n) => n.textKey === 'booking.confirmed' || n.textKey === 'booking.pending')).toEqual([]);
    expect(told.filter((n) => n.textKey === 'series.booked').map((n) => n.params)).toEqual([
      expect.objectContaining({ count: 12, pending: pending.length, from: result.created[0]!.startTime }),
    ]);
  });

  it('all or nothing: one taken occurrence refuses the whole, saying why for it; the ones that fit books the rest', async () => {
    const vehicle = await aFreeVehicle();
    const first = ordinaryWindow(3);
    const taken = {
      startTime: new Date(Date.parse(first.startTime) + 2 * DAY).toISOString(),
      endTime: new Date(Date.parse(first.endTime) + 2 * DAY).toISOString(),
    };
    const other = await aBooker();
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/bookings', headers: bearer(other.token), payload: { vehicleId: vehicle.id, ...taken } })).statusCode,
    ).toBe(201);
    const { member, token } = await aBooker();
    const body = { vehicleId: vehicle.id, ...first, repeat: { kind: 'everyNDays', interval: 1 }, weeks: 1 };

    const whole = await series(token, { ...body, mode: 'all' });
    expect(whole.statusCode).toBe(409);
    const refusal = whole.json() as { messageKey: string; refused: { startTime: string; code?: string }[] };
    expect(refusal.messageKey).toBe('series.notAll');
    expect(refusal.refused.map((r) => r.startTime)).toContain(taken.startTime);
    expect(refusal.refused.find((r) => r.startTime === taken.startTime)).toMatchObject({ code: 'VEHICLE_TAKEN' });
    const none = await t.database.db.select().from(bookings).where(eq(bookings.userId, member.id));
    expect(none).toEqual([]);

    const fitting = await series(token, { ...body, mode: 'fitting' });
    expect(fitting.statusCode, fitting.body).toBe(201);
    const result = fitting.json() as SeriesResult;
    expect(result.refused.map((r) => r.startTime)).toContain(taken.startTime);
    expect(result.created.length + result.refused.length).toBe(7);
    expect(result.created.map((b) => b.startTime)).not.toContain(taken.startTime);
  });

  it('refuses what is not a series with 400 and books nothing', async () => {
    const { member, token } = await aBooker();
    const base = { vehicleId: (await aFreeVehicle()).id, ...ordinaryWindow(5), weeks: 4, mode: 'all' };
    for (const bad of [
      { ...base, repeat: { kind: 'weekly', days: [7] } },
      { ...base, repeat: { kind: 'weekly', days: [] } },
      { ...base, repeat: { kind: 'monthly' } },
      { ...base, repeat: { kind: 'everyNDays', interval: 0 } },
      { ...base, repeat: { kind: 'everyNDays', interval: 2 }, weeks: 13 },
      { ...base, repeat: { kind: 'everyNDays', interval: 2 }, mode: 'some' },
      { ...base, repeat: { kind: 'everyNDays', interval: 2 }, weeks: 2 ** 63 },
      { ...base, repeat: { kind: 'everyNDays', interval: 2 }, startTime: '9999-01-01T00:00:00Z', endTime: '9999-01-01T04:00:00Z' },
    ]) {
      const response = await series(token, bad);
      expect(response.statusCode, JSON.stringify(bad)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, JSON.stringify(bad)).toBeLessThan(500);
    }
    expect(await t.database.db.select().from(bookings).where(eq(bookings.userId, member.id))).toEqual([]);
  });
});

describe('DELETE /api/bookings/series/{id}', () => {
  /** Four weekly occurrences on a free vehicle from the `nth` plain day, those that fit. */
  const aWeeklySeries = async (token: string, nth: number) =>
    (
      await series(token, {
        vehicleId: (await aFreeVehicle()).id,
        ...ordinaryWindow(nth),
        repeat: { kind: 'everyNDays', interval: 7 },
        weeks: 4,
        mode: 'fitting',
      })
    ).json() as SeriesResult;

  it('cancels from an occurrence on, keeps the earlier ones; nobody else may', async () => {
    const { token } = await aBooker();
    const made = await aWeeklySeries(token, 4);
    expect(made.created.length).toBeGreaterThanOrEqual(3);
    const from = made.created[1]!.startTime;
    const cancel = (who: string, query = '') => t.app.inject({ method: 'DELETE', url: `/api/bookings/series/${made.seriesId}${query}`, headers: bearer(who) });
    expect((await cancel((await aBooker()).token)).statusCode).toBe(404);
    expect((await cancel(token, '?from=yesterday')).statusCode).toBe(400);
    const done = await cancel(token, `?from=${encodeURIComponent(from)}`);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ cancelled: made.created.length - 1 });
    expect(await statusOf(made.created[0]!.id)).toBe(made.created[0]!.status);
    for (const b of made.created.slice(1)) expect(await statusOf(b.id)).toBe('cancelled');
    expect((await cancel(token)).json()).toEqual({ cancelled: 1 });
  });

  it('cancelled by an admin, tells its member once, not once an occurrence', async () => {
    const { member, token } = await aBooker();
    const made = await aWeeklySeries(token, 5);
    const done = await t.app.inject({ method: 'DELETE', url: `/api/bookings/series/${made.seriesId}`, headers: bearer(admin) });
    expect(done.json()).toEqual({ cancelled: made.created.length });
    const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, member.id));
    expect(told.filter((n) => n.textKey === 'booking.cancelledByAdmin')).toEqual([]);
    expect(told.filter((n) => n.textKey === 'series.cancelledByAdmin').map((n) => n.params)).toEqual([
      expect.objectContaining({ count: made.created.length, from: made.created[0]!.startTime }),
    ]);
  });
});
