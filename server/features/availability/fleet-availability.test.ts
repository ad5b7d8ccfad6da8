import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFleetAvailabilityRepository } from './fleet-availability.repository.ts';
import { createFleetAvailabilityService } from './fleet-availability.service.ts';
import { localInstant } from '../../../contract/jerusalem-time.ts';
import { bookings, users, vehicles } from '../../db/schema.ts';
import { localWindow, ordinaryWindow } from '../../test-support/booking-windows.ts';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let emt: string;
let bls: string;
let admin: string;
let date: string;
let morning: { startTime: string; endTime: string };
/** A window on the test's date, from `from` to `to` hours after its 08:00 (not restricted). */
const sameDay = (from: number, to: number) => {
  const start = new Date(morning.startTime).getTime();
  return { startTime: new Date(start + from * 3600_000).toISOString(), endTime: new Date(start + to * 3600_000).toISOString() };
};
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  [emt, bls, admin] = await Promise.all([t.login('emt@medfleet.test'), t.login('bls@medfleet.test'), t.login()]);
  for (const v of await t.database.db.select().from(vehicles)) ids[v.vehicleNumber] = v.id;
  morning = ordinaryWindow(5, 8, 4);
  date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jerusalem' }).format(new Date(morning.startTime));
  const book = (vehicle: string, w: object) =>
    t.app.inject({ method: 'POST', url: '/api/bookings', headers: bearer(emt), payload: { vehicleId: ids[vehicle], ...w } });
  expect((await book('A3', morning)).statusCode).toBe(201);
  const emtUser = (await t.database.db.select().from(users).where(eq(users.email, 'emt@medfleet.test')))[0]!;
  // History for the peak hours: three past evenings 18:00–20:00.
  for (const days of [-7, -14, -21]) {
    const w = localWindow(days, 18, 2);
    await t.database.db
      .insert(bookings)
      .values({ userId: emtUser.id, vehicleId: ids.A4!, startTime: new Date(w.startTime), endTime: new Date(w.endTime), status: 'completed' });
  }
});
afterAll(() => t.close());

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

describe('GET /api/booking-availability', () => {
  it('gives each vehicle its utilization, next free time and bookings; other members\u2019 names only to admins', async () => {
    const forBls = (await get(`/api/booking-availability?date=${date}`, bls)).json();
    expect(forBls).toHaveLength(9);
    const a3 = forBls.find((v: { vehicleNumber: string }) => v.vehicleNumber === 'A3');
    expect(a3).toMatchObject({ utilizationToday: 17, maintenanceScheduled: false, bookable: true });
    expect(a3.conflictingBookings).toEqual([expect.objectContaining({ status: 'confirmed', userName: null, mine: false, isEmergency: false })]);
    expect(new Date(a3.nextAvailable).getTime()).toBeLessThan(new Date(a3.conflictingBookings[0].startTime).getTime());
    const forAdmin = (await get(`/api/booking-availability?date=${date}`, admin)).json();
    expect(forAdmin.find((v: { vehicleNumber: string }) => v.vehicleNumber === 'A3').conflictingBookings[0].userName).toBe('Tamar Friedman');
    const forOwner = (await get(`/api/booking-availability?date=${date}`, emt)).json();
    expect(forOwner.find((v: { vehicleNumber: string }) => v.vehicleNumber === 'A3').conflictingBookings[0]).toMatchObject({
      mine: true,
      userName: 'Tamar Friedman',
    });
  });

  it.each(['', 'tomorrow', '2026-02-30', '2026-13-01'])('refuses the date %j with 400', async (bad) => {
    const response = await get(`/api/booking-availability?date=${bad}`, bls);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBeTruthy();
  });
});

describe('GET /api/fleet-overview', () => {
  it('counts the fleet, finds the peak hours of the last 8 weeks and recommends the freest windows', async () => {
    await t.database.db.update(vehicles).set({ status: 'maintenance' }).where(eq(vehicles.id, ids.BLS2!));
    const overview = (await get(`/api/fleet-overview?date=${date}`, bls)).json();
    expect(overview).toMatchObject({ totalVehicles: 9, maintenance: 1, onCall: 0, availableNow: 8 });
    expect(overview.peakHours.slice(0, 2)).toEqual(['18:00–19:00', '19:00–20:00']);
    const [best] = overview.recommendedSlots;
    expect(best).toMatchObject({ availableVehicles: 8, confidence: 'high' });
    expect(overview.recommendedSlots.every((s: { availableVehicles: number }) => s.availableVehicles <= 8)).toBe(true);
    await t.database.db.update(vehicles).set({ status: 'available' }).where(eq(vehicles.id, ids.BLS2!));
  });

  it('never recommends a slot that starts in the past: at 06:37 the day’s first slot starts at 06:45', async () => {
    const at = localInstant(date, 6, 37);
    const service = createFleetAvailabilityService(createFleetAvailabilityRepository(t.database.db), () => at);
    const { recommendedSlots } = await service.overview(date);
    expect(recommendedSlots.length).toBeGreaterThan(0);
    expect(recommendedSlots.every((s) => Date.parse(s.startTime) >= at.getTime())).toBe(true);
    const earliest = Math.min(...recommendedSlots.map((s) => Date.parse(s.startTime)));
    expect(new Date(earliest)).toEqual(localInstant(date, 6, 45));
  });
});

describe('GET /api/booking-diary', () => {
  it('shows a week of 7 days from Sunday with utilization per day; names of others to admins only', async () => {
    const week = (await get(`/api/booking-diary?date=${date}&view=week`, bls)).json();
    expect(week.view).toBe('week');
    expect(new Date(`${week.startDate}T12:00:00Z`).getUTCDay()).toBe(0);
    const a3 = week.vehicles.find((v: { vehicleNumber: string }) => v.vehicleNumber === 'A3');
    expect(a3.days).toHaveLength(7);
    expect(a3.status).toBe('booked');
    const booked = a3.days.find((d: { date: string }) => d.date === date);
    expect(booked).toMatchObject({ utilization: 17, totalHours: 4 });
    expect(a3.bookings[0].user.name).toBeNull();
    const asAdmin = (await get(`/api/booking-diary?date=${date}&view=week`, admin)).json();
    expect(asAdmin.vehicles.find((v: { vehicleNumber: string }) => v.vehicleNumber === 'A3').bookings[0].user.name).toBe('Tamar Friedman');
    expect(week.summary).toMatchObject({ emergencyCalls: 0 });
  });

  it('shows the notes to the member who booked and to admins only', async () => {
    const w = sameDay(1, 3);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: bearer(bls),
      payload: { vehicleId: ids.A5, ...w, notes: 'Shift at the stadium' },
    });
    expect(created.statusCode).toBe(201);
    const notesFor = async (token: string) =>
      (await get(`/api/booking-diary?date=${date}`, token)).json().vehicles.find((v: { vehicleNumber: string }) => v.vehicleNumber === 'A5').bookings[0].notes;
    expect(await notesFor(bls)).toBe('Shift at the stadium');
    expect(await notesFor(admin)).toBe('Shift at the stadium');
    expect(await notesFor(emt)).toBeNull();
  });

  it('counts emergency calls (emergency calendar events) and shows their vehicle in emergency', async () => {
    const w = sameDay(2, 3);
    const event = await t.app.inject({
      method: 'POST',
      url: '/api/calendar/events',
      headers: bearer(admin),
      payload: { title: 'MCI standby', eventType: 'emergency', vehicleId: ids.BLS1, ...w },
    });
    expect(event.statusCode).toBe(201);
    const day = (await get(`/api/booking-diary?date=${date}`, bls)).json();
    expect(day.summary.emergencyCalls).toBe(1);
    const status = (n: string) => day.vehicles.find((v: { vehicleNumber: string }) => v.vehicleNumber === n).status;
    expect(status('BLS1')).toBe('emergency');
    expect(status('BLS2')).toBe('available');
    await t.app.inject({ method: 'DELETE', url: `/api/calendar/events/${event.json().id}`, headers: bearer(admin) });
    expect((await get(`/api/booking-diary?date=${date}`, bls)).json().summary.emergencyCalls).toBe(0);
  });

  it('counts the bookings that hold vehicles in the shown week as Active Bookings, and the tiles follow the vehicle filter', async () => {
    const week = (await get(`/api/booking-diary?date=${date}&view=week`, bls)).json();
    const held = week.vehicles.reduce((n: number, v: { bookings: unknown[] }) => n + v.bookings.length, 0);
    expect(held).toBeGreaterThan(0);
    expect(week.summary.activeBookings).toBe(held);
    const a3Only = (await get(`/api/booking-diary?date=${date}&view=week&vehicleId=${ids.A3}`, bls)).json();
    expect(a3Only.vehicles.map((v: { vehicleNumber: string }) => v.vehicleNumber)).toEqual(['A3']);
    expect(a3Only.summary).toEqual({ available: 0, activeBookings: 1, emergencyCalls: 0, maintenance: 0 });
    const bls2Only = (await get(`/api/booking-diary?date=${date}&view=week&vehicleId=${ids.BLS2}`, bls)).json();
    expect(bls2Only.summary).toEqual({ available: 1, activeBookings: 0, emergencyCalls: 0, maintenance: 0 });
    expect((await get(`/api/booking-diary?date=${date}&vehicleId=0`, bls)).statusCode).toBe(400);
  });

  it('shows one day by default and refuses a bad view', async () => {
    const day = (await get(`/api/booking-diary?date=${date}`, bls)).json();
    expect(day).toMatchObject({ view: 'day', startDate: date, endDate: date });
    const bad = await get(`/api/booking-diary?date=${date}&view=month`, bls);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('view must be day or week');
  });
});
