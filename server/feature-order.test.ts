import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURES } from './app.ts';
import { vehicles } from './db/schema.ts';
import { eventsTable } from './events.ts';
import { ordinaryWindow } from './test-support/booking-windows.ts';
import { bookNow } from './test-support/current-booking.ts';
import { bearer, createSignedInTestApp, type TestApp } from './test-support/test-app.ts';

let t: TestApp;
let admin: string;
let emt: string;
const ids: Record<string, number> = {};

// The features registered last to first: each finds what it needs through ports and events, not through its place.
beforeAll(async () => {
  ({ t, admin, emt } = await createSignedInTestApp({}, { features: [...FEATURES].reverse() }));
  for (const v of await t.database.db.select().from(vehicles)) ids[v.vehicleNumber] = v.id;
});
afterAll(() => t.close());

const noticesOf = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/user/notifications', headers: bearer(token) })).json() as { type: string; title: string }[];

describe('the features in any order', () => {
  it('keeps every closed /api route closed to a caller without a session', async () => {
    const closed = t.app.apiRoutes.filter((r) => !r.public && r.method === 'GET');
    expect(closed.length).toBeGreaterThan(50);
    for (const { url } of closed) {
      const response = await t.app.inject({ method: 'GET', url: url.replace(/:\w+/g, '1') });
      expect(response.statusCode, url).toBe(401);
    }
  });

  it("issues the immobilizer code when a booking is confirmed (an event the immobilizer hears after the booking's commit)", async () => {
    await bookNow(t, emt, admin, ids.A3!);
    expect((await noticesOf(emt)).some((n) => n.type === 'ituran_code' && n.title === 'Immobilizer code for A3')).toBe(true);
  });

  it("tells a booking's member when its vehicle goes to maintenance (an event availability hears in the vehicle's transaction)", async () => {
    const booked = await t.app.inject({ method: 'POST', url: '/api/bookings', headers: bearer(emt), payload: { vehicleId: ids.A5, ...ordinaryWindow(3) } });
    expect(booked.statusCode, booked.body).toBe(201);
    const set = await t.app.inject({ method: 'PATCH', url: `/api/vehicles/${ids.A5}`, headers: bearer(admin), payload: { status: 'maintenance' } });
    expect(set.statusCode, set.body).toBe(200);
    expect((await noticesOf(emt)).some((n) => n.type === 'vehicle_withdrawn')).toBe(true);
  });

  it('is described by docs/events.md: who states each fact and who hears it (npm run events-table)', () => {
    expect(readFileSync('docs/events.md', 'utf8')).toBe(eventsTable(t.app.domainEvents.subscriptions()));
  });
});
