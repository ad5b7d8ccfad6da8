import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAvailabilityRepository } from './availability.repository.ts';
import { availabilityRules, calendarEvents, vehicles } from '../../db/schema.ts';
import { ordinaryWindow } from '../../test-support/booking-windows.ts';
import { aMember, aVehicle } from '../../test-support/builders.ts';
import { bearer, createSignedInTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let admin: string;
let emt: string;
let a4: number;

beforeAll(async () => {
  ({ t, admin, emt } = await createSignedInTestApp());
  a4 = (await t.database.db.select().from(vehicles).where(eq(vehicles.vehicleNumber, 'A4')))[0]!.id;
});
afterAll(() => t.close());

const post = (url: string, token: string, payload: unknown) => t.app.inject({ method: 'POST', url, headers: bearer(token), payload: payload as object });
const book = (w: { startTime: string; endTime: string }, vehicleId = a4) => post('/api/bookings', emt, { vehicleId, ...w });

describe('calendar events', () => {
  it('refuses a blank title, missing times and an end before the start, with the spec messages', async () => {
    const w = ordinaryWindow(3);
    const cases: [Record<string, unknown>, string][] = [
      [{ title: ' ', startTime: w.startTime, endTime: w.endTime, eventType: 'maintenance' }, 'Title is required'],
      [{ title: 'x', endTime: w.endTime, eventType: 'maintenance' }, 'Start time is required'],
      [{ title: 'x', startTime: w.startTime, endTime: '', eventType: 'maintenance' }, 'End time is required'],
      [{ title: 'x', startTime: w.endTime, endTime: w.startTime, eventType: 'maintenance' }, 'The end time must be after the start time.'],
      [{ title: 'x', startTime: w.startTime, endTime: w.endTime, eventType: 'party' }, 'eventType must be one of'],
      [{ title: 'x', startTime: w.startTime, endTime: w.endTime, eventType: 'training', vehicleId: 9999 }, 'Vehicle 9999 does not exist.'],
    ];
    for (const [payload, message] of cases) {
      const response = await post('/api/calendar/events', admin, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toContain(message);
    }
  });

  it('are written by admins only, listed for everyone, edited and deleted', async () => {
    const w = ordinaryWindow(3);
    const payload = { title: 'Staff training', startTime: w.startTime, endTime: w.endTime, eventType: 'training' };
    expect((await post('/api/calendar/events', emt, payload)).statusCode).toBe(403);
    const created = await post('/api/calendar/events', admin, payload);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ priority: 'normal', status: 'scheduled', isAllDay: false, vehicleId: null });
    const id = created.json().id;
    const list = (await t.app.inject({ method: 'GET', url: '/api/calendar/events', headers: bearer(emt) })).json();
    expect(list.map((e: { id: number }) => e.id)).toContain(id);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/calendar/events/${id}`,
      headers: bearer(admin),
      payload: { ...payload, priority: 'high', status: 'cancelled' },
    });
    expect(put.json()).toMatchObject({ priority: 'high', status: 'cancelled' });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/calendar/events/${id}`, headers: bearer(admin) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/calendar/events/${id}`, headers: bearer(admin) })).statusCode).toBe(404);
  });

  it('a maintenance event on every vehicle refuses bookings in it, naming it (409); training does not', async () => {
    const w = ordinaryWindow(4);
    const training = await post('/api/calendar/events', admin, { title: 'CPR course', startTime: w.startTime, endTime: w.endTime, eventType: 'training' });
    expect(training.statusCode).toBe(201);
    const maintenance = await post('/api/calendar/events', admin, {
      title: 'Fleet inspection',
      startTime: w.startTime,
      endTime: w.endTime,
      eventType: 'maintenance',
      vehicleId: null,
    });
    const refused = await book(w);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^A4 cannot be booked then: maintenance "Fleet inspection" from /);
    await t.app.inject({ method: 'DELETE', url: `/api/calendar/events/${maintenance.json().id}`, headers: bearer(admin) });
    expect((await book(w)).statusCode).toBe(201);
  });
});

describe('availability rules', () => {
  it('refuse a blank name and bad times with the spec messages; admins only', async () => {
    const blank = await post('/api/availability/rules', admin, { ruleName: '', ruleType: 'blackout' });
    expect(blank.json().message).toContain('Rule name is required');
    const times = await post('/api/availability/rules', admin, { ruleName: 'x', ruleType: 'blackout', startTime: '25:00' });
    expect(times.statusCode).toBe(400);
    const date = await post('/api/availability/rules', admin, { ruleName: 'x', ruleType: 'blackout', startDate: '2026-02-30' });
    expect(date.statusCode).toBe(400);
    const vehicle = await post('/api/availability/rules', admin, { ruleName: 'x', ruleType: 'blackout', vehicleId: 99999999999 });
    expect(vehicle.statusCode).toBe(400);
    const day = await post('/api/availability/rules', admin, { ruleName: 'x', ruleType: 'blackout', dayOfWeek: 7 });
    expect(day.json().message).toContain('dayOfWeek is 0 (Sunday) to 6 (Shabbat)');
    expect((await post('/api/availability/rules', emt, { ruleName: 'x', ruleType: 'blackout' })).statusCode).toBe(403);
  });

  it('a vehicle blackout and operating hours refuse bookings, naming the rule (409)', async () => {
    const w = ordinaryWindow(6, 8, 4);
    const blackout = await post('/api/availability/rules', admin, {
      ruleName: 'A4 deep clean',
      ruleType: 'blackout',
      vehicleId: a4,
      startTime: '09:00',
      endTime: '10:00',
    });
    expect(blackout.statusCode).toBe(201);
    const refused = await book(w);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('A4 cannot be booked then: rule "A4 deep clean" (blackout 09:00–10:00).');
    await t.app.inject({ method: 'DELETE', url: `/api/availability/rules/${blackout.json().id}`, headers: bearer(admin) });

    const hours = await post('/api/availability/rules', admin, { ruleName: 'Day service', ruleType: 'operating_hours', startTime: '09:00', endTime: '18:00' });
    expect((await book(w)).json().message).toBe('A4 cannot be booked then: rule "Day service" (operating hours 09:00–18:00).');
    expect((await book(ordinaryWindow(6, 10, 4))).statusCode).toBe(201);
    const rules = (await t.app.inject({ method: 'GET', url: '/api/availability/rules', headers: bearer(emt) })).json();
    expect(rules.map((r: { id: number }) => r.id)).toContain(hours.json().id);
    // Every vehicle's hours would refuse the early bookings of the other tests in this file.
    await t.app.inject({ method: 'DELETE', url: `/api/availability/rules/${hours.json().id}`, headers: bearer(admin) });
  });

  it('a rule added by another instance (straight in the table) refuses bookings here once the table tells of it', async () => {
    const vehicle = await aVehicle(t.database.db, { allowedUserTypes: [] });
    let nth = 1;
    expect((await book(ordinaryWindow(nth, 9, 1), vehicle.id)).statusCode).toBe(201);
    await t.database.db.insert(availabilityRules).values({ ruleName: 'Elsewhere', ruleType: 'blackout', vehicleId: vehicle.id, startTime: '00:00' });
    // Each try books a day of its own: one the rule does not refuse yet holds only that day.
    await expect.poll(async () => (await book(ordinaryWindow(++nth, 9, 1), vehicle.id)).json<{ code?: string }>().code).toBe('AVAILABILITY_RULE');
  });

  /** A vehicle and a member of the test's own: what it books meets nothing another test books. */
  async function ownVehicleAndMember() {
    const vehicle = await aVehicle(t.database.db, { allowedUserTypes: [] });
    const member = await t.login((await aMember(t.database.db)).email);
    return { vehicle, book: (w: { startTime: string; endTime: string }) => post('/api/bookings', member, { vehicleId: vehicle.id, ...w }) };
  }

  it('an event added by another instance (straight in the table) refuses bookings here once the table tells of it', async () => {
    const { vehicle, book } = await ownVehicleAndMember();
    let nth = 1;
    expect((await book(ordinaryWindow(nth, 9, 1))).statusCode).toBe(201);
    const from = new Date();
    await t.database.db.insert(calendarEvents).values({
      title: 'Engine rebuild',
      eventType: 'maintenance',
      vehicleId: vehicle.id,
      startTime: from,
      endTime: new Date(from.getTime() + 365 * 86_400_000),
    });
    await expect.poll(async () => (await book(ordinaryWindow(++nth, 9, 1))).json<{ code?: string }>().code).toBe('CALENDAR_EVENT');
  });

  it('an event written through this instance is seen at once, before the table tells of it', async () => {
    const repository = createAvailabilityRepository(t.database.db);
    // As if listening, with nothing heard: only the write itself can make the kept events stale.
    repository.blockingEvents.handlers.onState(true);
    const vehicle = await aVehicle(t.database.db);
    const [start, end] = [new Date(Date.now() + 86_400_000), new Date(Date.now() + 90_000_000)];
    expect(await repository.findBlockingEvent(vehicle.id, start, end)).toBeUndefined();
    await repository.insertEvent({ title: 'Brakes', eventType: 'maintenance', vehicleId: vehicle.id, startTime: start, endTime: end });
    expect(await repository.findBlockingEvent(vehicle.id, start, end)).toMatchObject({ title: 'Brakes' });
  });
});

describe('events and rules that meet existing bookings', () => {
  it('say which bookings they now keep from their vehicle, on add and on edit', async () => {
    const w = ordinaryWindow(12, 10, 3);
    const held = await book(w);
    expect(held.statusCode, held.body).toBe(201);
    const training = await post('/api/calendar/events', admin, { title: 'Driving course', eventType: 'training', vehicleId: a4, ...w });
    expect(training.json().affectedBookings).toEqual([]);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/calendar/events/${training.json().id}`,
      headers: bearer(admin),
      payload: { title: 'Brake repair', eventType: 'maintenance', vehicleId: a4, ...w },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().affectedBookings).toEqual([
      expect.objectContaining({ id: held.json().id, vehicleNumber: 'A4', userName: 'Tamar Friedman', startTime: w.startTime }),
    ]);
    const day = new Date(w.startTime);
    const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jerusalem' }).format(day);
    const rule = await post('/api/availability/rules', admin, {
      ruleName: 'Depot closed',
      ruleType: 'blackout',
      vehicleId: null,
      startDate: date,
      endDate: date,
    });
    expect(rule.statusCode, rule.body).toBe(201);
    expect(rule.json().affectedBookings.map((b: { id: number }) => b.id)).toContain(held.json().id);
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/calendar/events/${training.json().id}`,
      headers: bearer(admin),
      payload: { title: 'x', eventType: 'maintenance', startTime: w.endTime, endTime: w.startTime },
    });
    expect(bad.json().message).toContain('The end time must be after the start time.');
  });
});
