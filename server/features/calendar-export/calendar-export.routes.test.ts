import { eq, sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vehicles } from '../../db/schema.ts';
import { ordinaryWindow } from '../../test-support/booking-windows.ts';
import { aMember } from '../../test-support/builders.ts';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app.ts';

const ONE_PIXEL_PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

let t: TestApp;
let emt: string;
let bls: string;
let admin: string;
let booking: { id: number; startTime: string; endTime: string };

beforeAll(async () => {
  t = await createTestApp();
  [emt, bls, admin] = await Promise.all([t.login('emt@medfleet.test'), t.login('bls@medfleet.test'), t.login()]);
  const a3 = (await t.database.db.select().from(vehicles).where(eq(vehicles.vehicleNumber, 'A3')))[0]!.id;
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: bearer(emt),
    payload: { vehicleId: a3, ...ordinaryWindow(2), notes: 'Shift, with a comma; and more' },
  });
  booking = created.json();
});
afterAll(() => t.close());

const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

describe('calendar export', () => {
  it('gives Google and Outlook compose links to the owner and admins; others get 404', async () => {
    const urls = (await get(`/api/calendar/urls/${booking.id}`, emt)).json();
    const google = new URL(urls.google);
    expect(google.searchParams.get('action')).toBe('TEMPLATE');
    expect(google.searchParams.get('text')).toBe('A3 booking');
    expect(google.searchParams.get('dates')).toBe(
      `${booking.startTime.replace(/[-:]/g, '').replace('.000', '')}/${booking.endTime.replace(/[-:]/g, '').replace('.000', '')}`,
    );
    const outlook = new URL(urls.outlook);
    expect(outlook.searchParams.get('startdt')).toBe(booking.startTime);
    expect((await get(`/api/calendar/urls/${booking.id}`, admin)).statusCode).toBe(200);
    expect((await get(`/api/calendar/urls/${booking.id}`, bls)).statusCode).toBe(404);
    expect((await get('/api/calendar/urls/abc', emt)).statusCode).toBe(400);
    expect((await get('/api/calendar/ics/99999999999', emt)).statusCode).toBe(400);
  });

  it('serves an .ics file that a real iCalendar parser reads, with alarms 15 minutes and 1 hour before', async () => {
    const response = await get(`/api/calendar/ics/${booking.id}`, emt);
    expect(response.headers['content-type']).toContain('text/calendar');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="A3-booking-${booking.id}.ics"; filename*=UTF-8''A3-booking-${booking.id}.ics`);
    expect(response.body).toContain('\r\n');
    const calendar = new ICAL.Component(ICAL.parse(response.body));
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(event.summary).toBe('A3 booking');
    expect(event.startDate.toJSDate().toISOString()).toBe(booking.startTime);
    expect(event.endDate.toJSDate().toISOString()).toBe(booking.endTime);
    expect(event.description).toContain('Notes: Shift, with a comma; and more');
    const triggers = calendar
      .getFirstSubcomponent('vevent')!
      .getAllSubcomponents('valarm')
      .map((alarm) => (alarm.getFirstPropertyValue('trigger') as ICAL.Duration).toSeconds());
    expect(triggers.sort((a, b) => a - b)).toEqual([-3600, -900]);
    expect((await get(`/api/calendar/ics/${booking.id}`, bls)).statusCode).toBe(404);
  });

  it('says the event in Hebrew to a member who reads Hebrew, reminders included', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/calendar/ics/${booking.id}`,
      headers: { ...bearer(emt), 'accept-language': 'he-IL,he;q=0.9' },
    });
    const event = new ICAL.Component(ICAL.parse(response.body)).getFirstSubcomponent('vevent')!;
    expect(event.getFirstPropertyValue('summary')).toBe('משמרת ב-A3');
    expect(event.getFirstPropertyValue('description')).toContain('הערות: Shift, with a comma; and more');
    const reminders = event.getAllSubcomponents('valarm').map((alarm) => alarm.getFirstPropertyValue('description'));
    expect(reminders.sort()).toEqual(['משמרת ב-A3 מתחילה בעוד 15 דקות', 'משמרת ב-A3 מתחילה בעוד שעה']);
  });

  it('offers a secret subscription feed that calendar apps read without signing in, and that can be replaced or revoked', async () => {
    expect((await get('/api/calendar/feed', emt)).json()).toEqual({ active: false, createdAt: null });
    const { url } = (await t.app.inject({ method: 'POST', url: '/api/calendar/feed', headers: bearer(emt) })).json();
    const path = new URL(url).pathname;
    const feed = await get(path);
    expect(feed.statusCode).toBe(200);
    const events = new ICAL.Component(ICAL.parse(feed.body)).getAllSubcomponents('vevent');
    expect(events.map((e) => e.getFirstPropertyValue('uid'))).toContain(`booking-${booking.id}@medfleet.localhost:5000`);

    const second = (await t.app.inject({ method: 'POST', url: '/api/calendar/feed', headers: bearer(emt) })).json();
    expect((await get(path)).statusCode).toBe(404);
    const secondPath = new URL(second.url).pathname;
    expect((await get(secondPath)).statusCode).toBe(200);
    await t.app.inject({ method: 'DELETE', url: '/api/calendar/feed', headers: bearer(emt) });
    expect((await get(secondPath)).statusCode).toBe(404);
    expect((await get('/api/calendar/feed/short.ics')).statusCode).toBe(400);
  });

  it('goes dark when the account of its member is disabled, and works again when it is enabled', async () => {
    // A member of the test's own: disabling ends their sessions, which no other test may be using.
    const member = await aMember(t.database.db);
    const { url } = (await t.app.inject({ method: 'POST', url: '/api/calendar/feed', headers: bearer(await t.login(member.email)) })).json();
    const path = new URL(url).pathname;
    const blsId = member.id;
    const setActive = (isActive: boolean) => t.app.inject({ method: 'PATCH', url: `/api/users/${blsId}`, headers: bearer(admin), payload: { isActive } });
    expect((await setActive(false)).statusCode).toBe(200);
    expect((await get(path)).statusCode).toBe(404);
    expect((await setActive(true)).statusCode).toBe(200);
    expect((await get(path)).statusCode).toBe(200);
  });
});

describe('calendar apps replace the event they already have', () => {
  it('SEQUENCE rises and LAST-MODIFIED/DTSTAMP move on each reschedule and on cancellation', async () => {
    const member = await t.login('emt@medfleet.test');
    const a5 = (await t.database.db.select().from(vehicles).where(eq(vehicles.vehicleNumber, 'A5')))[0]!.id;
    const created = (
      await t.app.inject({ method: 'POST', url: '/api/bookings', headers: bearer(member), payload: { vehicleId: a5, ...ordinaryWindow(60) } })
    ).json();
    const event = async () => {
      const body = (await get(`/api/calendar/ics/${created.id}`, member)).body;
      const vevent = new ICAL.Component(ICAL.parse(body)).getFirstSubcomponent('vevent')!;
      return {
        sequence: vevent.getFirstPropertyValue('sequence'),
        modified: String(vevent.getFirstPropertyValue('last-modified')),
        stamp: String(vevent.getFirstPropertyValue('dtstamp')),
        status: vevent.getFirstPropertyValue('status'),
      };
    };
    // As if it had been booked a minute ago, so that a change in the same second still shows.
    await t.database.db.execute(sql`update bookings set updated_at = updated_at - interval '1 minute' where id = ${created.id}`);
    const first = await event();
    expect(first).toMatchObject({ sequence: 0, status: 'CONFIRMED' });
    expect(await event()).toEqual(first);
    const moved = await t.app.inject({ method: 'PATCH', url: `/api/bookings/${created.id}`, headers: bearer(member), payload: ordinaryWindow(61) });
    expect(moved.statusCode, moved.body).toBe(200);
    const second = await event();
    expect(second.sequence).toBe(1);
    expect(second.modified).not.toBe(first.modified);
    expect(second.stamp).toBe(second.modified);
    await t.app.inject({ method: 'POST', url: `/api/bookings/${created.id}/cancel`, headers: bearer(member), payload: {} });
    expect(await event()).toMatchObject({ sequence: 2, status: 'CANCELLED' });
  });

  it("a bare CR, U+2028 or U+2029 in a member's notes stays inside DESCRIPTION", async () => {
    const member = await t.login('bls@medfleet.test');
    const a6 = (await t.database.db.select().from(vehicles).where(eq(vehicles.vehicleNumber, 'A6')))[0]!.id;
    const notes = 'one\rATTENDEE:mailto:evil@example.org\u2028SUMMARY:evil\u2029END:VEVENT';
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: bearer(member),
      payload: { vehicleId: a6, ...ordinaryWindow(62), notes },
    });
    expect(created.statusCode, created.body).toBe(201);
    const body = (await get(`/api/calendar/ics/${created.json().id}`, member)).body;
    for (const line of body.split('\r\n')) expect(line).not.toMatch(/[\r\n\u2028\u2029]/);
    const vevent = new ICAL.Component(ICAL.parse(body)).getFirstSubcomponent('vevent')!;
    expect(vevent.getAllProperties('attendee')).toEqual([]);
    expect(vevent.getAllProperties('summary')).toHaveLength(1);
    expect(String(vevent.getFirstPropertyValue('description'))).toContain('one\nATTENDEE:mailto:evil@example.org\nSUMMARY:evil\nEND:VEVENT');
  });
});

describe('downloads named after a vehicle whose number is not plain ASCII', () => {
  it.each(['אמב3', 'A€3', 'A3"; x=1', 'A3\r\nX-Evil: 1'])(
    'the .ics and the signed agreement PDF of a booking of vehicle %j answer 200 with a safe header',
    async (number) => {
      const member = await t.login('bls@medfleet.test');
      const vehicleId = (await t.database.db.select().from(vehicles).where(eq(vehicles.vehicleNumber, 'A4')))[0]!.id;
      await t.database.db.update(vehicles).set({ vehicleNumber: number }).where(eq(vehicles.id, vehicleId));
      try {
        const created = await t.app.inject({
          method: 'POST',
          url: '/api/bookings',
          headers: bearer(member),
          payload: { vehicleId, ...ordinaryWindow(30 + number.length) },
        });
        expect(created.statusCode).toBe(201);
        const id = created.json().id as number;
        const ics = await get(`/api/calendar/ics/${id}`, member);
        expect(ics.statusCode).toBe(200);
        const header = ics.headers['content-disposition'] as string;
        expect(header).toMatch(/^attachment; filename="[^"\r\n]*"; filename\*=UTF-8''[\w.%!~-]+$/);
        expect(decodeURIComponent(header.split("UTF-8''")[1]!)).toContain(`-booking-${id}.ics`);
        const signed = await t.app.inject({
          method: 'POST',
          url: `/api/agreements/${id}/sign`,
          headers: bearer(member),
          payload: { fullName: 'Noa Levi', signature: ONE_PIXEL_PNG, accepted: true },
        });
        expect(signed.statusCode).toBe(200);
        const pdf = await get(`/api/agreements/${id}/pdf`, member);
        expect(pdf.statusCode).toBe(200);
        expect(pdf.headers['content-disposition']).toMatch(/^inline; filename="[^"\r\n]*"; filename\*=UTF-8''/);
        await t.app.inject({ method: 'POST', url: `/api/bookings/${id}/cancel`, headers: bearer(member), payload: {} });
      } finally {
        await t.database.db.update(vehicles).set({ vehicleNumber: 'A4' }).where(eq(vehicles.id, vehicleId));
      }
    },
  );
});
