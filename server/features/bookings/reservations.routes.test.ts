import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDateOf } from '../../../contract/jerusalem-time.ts';
import { notifications, users, vehicles } from '../../db/schema.ts';
import { ordinaryWindow } from '../../test-support/booking-windows.ts';
import { aMember, aVehicle } from '../../test-support/builders.ts';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let admin: string;
let emt: string;
let bls: string;
let als: string;
const ids: Record<string, number> = {};
/** Each test books on a day of its own, so that the diary it reads is only what it booked. */
const dayOf = (nth: number) => {
  const w = ordinaryWindow(nth, 8, 4);
  return { w, date: localDateOf(new Date(w.startTime)) };
};

beforeAll(async () => {
  t = await createTestApp();
  [admin, emt, bls, als] = await Promise.all([t.login(), t.login('emt@medfleet.test'), t.login('bls@medfleet.test'), t.login('als@medfleet.test')]);
  for (const v of await t.database.db.select().from(vehicles)) ids[v.vehicleNumber] = v.id;
});
afterAll(() => t.close());

const book = async (token: string, vehicle: string, { w }: ReturnType<typeof dayOf>) =>
  (await t.app.inject({ method: 'POST', url: '/api/bookings', headers: bearer(token), payload: { vehicleId: ids[vehicle], ...w } })).json();
const diary = async ({ date }: ReturnType<typeof dayOf>, query = '') =>
  (await t.app.inject({ method: 'GET', url: `/api/admin/reservations?date=${date}${query}`, headers: bearer(admin) })).json();
const setStatus = (id: number, payload: object, token = admin) =>
  t.app.inject({ method: 'PATCH', url: `/api/admin/reservations/${id}`, headers: bearer(token), payload });

describe('the Reservations Diary', () => {
  it('lists a day’s reservations with member and vehicle, the five counts, and filters by status and search', async () => {
    const on = dayOf(9);
    const mine = await book(emt, 'A3', on);
    await book(bls, 'A4', on);
    const day = await diary(on);
    expect(day.counts).toEqual({ pending: 0, confirmed: 2, active: 0, completed: 0, cancelled: 0, no_show: 0 });
    expect(day.reservations.find((r: { id: number }) => r.id === mine.id)).toMatchObject({
      status: 'confirmed',
      user: { name: 'Tamar Friedman', email: 'emt@medfleet.test' },
      vehicle: { vehicleNumber: 'A3' },
    });
    expect((await diary(on, '&q=a3')).reservations.map((r: { vehicle: { vehicleNumber: string } }) => r.vehicle.vehicleNumber)).toEqual(['A3']);
    expect((await diary(on, '&q=bls%40')).reservations).toHaveLength(1);
    expect((await diary(on, '&status=cancelled')).reservations).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/reservations?status=lost', headers: bearer(admin) })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/reservations', headers: bearer(emt) })).statusCode).toBe(403);
  });

  it('shows the week or the month of a date, and finds a member’s or a vehicle’s bookings across every date', async () => {
    const member = await aMember(t.database.db, { name: 'Yael Diary-Search' });
    const token = await t.login(member.email);
    const vehicle = await aVehicle(t.database.db, { allowedUserTypes: [] });
    ids[vehicle.vehicleNumber] = vehicle.id;
    const first = dayOf(11);
    const second = dayOf(12);
    const a = await book(token, vehicle.vehicleNumber, first);
    const b = await book(token, vehicle.vehicleNumber, second);
    const idsOf = (answer: { reservations: { id: number }[] }) => answer.reservations.map((r) => r.id);

    const week = await diary(first, '&view=week');
    expect(week).toMatchObject({ view: 'week', truncated: false });
    expect(Date.parse(week.to) - Date.parse(week.from)).toBe(6 * 86_400_000);
    expect(new Date(`${week.from}T12:00:00Z`).getUTCDay()).toBe(0);
    expect(idsOf(week)).toContain(a.id);
    const month = await diary(first, '&view=month');
    expect(month.from).toBe(`${first.date.slice(0, 7)}-01`);
    expect(idsOf(month)).toContain(a.id);

    const everywhere = await diary(first, '&view=all&q=Diary-Search');
    expect(everywhere).toMatchObject({ view: 'all', from: null, to: null });
    expect(idsOf(everywhere)).toEqual([b.id, a.id]);
    expect(idsOf(await diary(first, `&view=all&userId=${member.id}`))).toEqual([b.id, a.id]);
    expect(idsOf(await diary(first, `&view=all&vehicleId=${vehicle.id}`))).toEqual([b.id, a.id]);
    expect(idsOf(await diary(first, `&vehicleId=${vehicle.id}`))).toEqual([a.id]);
    for (const query of ['&view=all', '&view=all&q=Y', '&view=year', '&userId=0', '&vehicleId=x'])
      expect((await t.app.inject({ method: 'GET', url: `/api/admin/reservations?date=${first.date}${query}`, headers: bearer(admin) })).statusCode).toBe(400);
  });

  it('cancels with a reason the member is told; holds the vehicle again only while it is free', async () => {
    const on = dayOf(10);
    await book(emt, 'A3', on);
    await book(bls, 'A4', on);
    const [first] = (await diary(on, '&q=A3')).reservations;
    const cancelled = await setStatus(first.id, { status: 'cancelled', reason: 'Vehicle needed for a drill' });
    expect(cancelled.json()).toMatchObject({ id: first.id, status: 'cancelled' });
    const [emtUser] = await t.database.db.select().from(users).where(eq(users.email, 'emt@medfleet.test'));
    const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, emtUser!.id));
    expect(told.some((n) => n.message.includes('Vehicle needed for a drill'))).toBe(true);
    expect((await diary(on)).counts).toMatchObject({ confirmed: 1, cancelled: 1 });

    const taker = await book(als, 'A3', on);
    expect(taker.status).toBe('confirmed');
    const refused = await setStatus(first.id, { status: 'confirmed' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/A3 is already booked/);
    await setStatus(taker.id, { status: 'cancelled' });
    expect((await setStatus(first.id, { status: 'confirmed' })).json()).toMatchObject({ status: 'confirmed' });
  });

  it('keeps to what the lifecycle keeps true: a future booking is neither active nor completed', async () => {
    const on = dayOf(11);
    await book(bls, 'A4', on);
    const [one] = (await diary(on, '&q=A4')).reservations;
    expect((await setStatus(one.id, { status: 'active' })).statusCode).toBe(409);
    expect((await setStatus(one.id, { status: 'completed' })).statusCode).toBe(409);
    expect((await setStatus(one.id, { status: 'pending' })).json()).toMatchObject({ status: 'pending' });
    expect((await setStatus(one.id, { status: 'lost' })).statusCode).toBe(400);
    expect((await setStatus(999_999, { status: 'confirmed' })).statusCode).toBe(404);
    expect((await setStatus(one.id, { status: 'confirmed' }, emt)).statusCode).toBe(403);
  });
});
