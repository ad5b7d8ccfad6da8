import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '../../../contract/bookings.contract.ts';
import type { WaitlistEntry } from '../../../contract/waitlist.contract.ts';
import { bookings, notifications, outbox, users, vehicles, waitlistEntries } from '../../db/schema.ts';
import { ordinaryWindow } from '../../test-support/booking-windows.ts';
import { aMember, aVehicle } from '../../test-support/builders.ts';
import { bearer, createManualScheduler, createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
const jobs = createManualScheduler();

beforeAll(async () => {
  t = await createTestApp({ MOVEMENT_MONITOR: 'false' }, { runJobs: true, scheduler: jobs.scheduler });
});
afterAll(() => t.close());

const aBooker = async () => {
  const member = await aMember(t.database.db);
  return { member, token: await t.login(member.email) };
};
const aFreeVehicle = () => aVehicle(t.database.db, { allowedUserTypes: [] });
const call = (token: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload && { payload }) });
const entryOf = async (id: number) => (await t.database.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, id)))[0]!;
const offersTo = async (userId: number) =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.textKey, 'waitlist.offered')));

/** A vehicle taken for `span` by a booker, and members waiting for it in turn. */
async function aTakenVehicle(nth: number, waiting: number) {
  const vehicle = await aFreeVehicle();
  const span = ordinaryWindow(nth);
  const holder = await aBooker();
  const held = await call(holder.token, 'POST', '/api/bookings', { vehicleId: vehicle.id, ...span });
  expect(held.statusCode, held.body).toBe(201);
  const waiters = [];
  for (let i = 0; i < waiting; i++) {
    const waiter = await aBooker();
    const joined = await call(waiter.token, 'POST', '/api/waitlist', { vehicleId: vehicle.id, ...span });
    expect(joined.statusCode, joined.body).toBe(201);
    waiters.push({ ...waiter, entry: joined.json<WaitlistEntry>() });
  }
  const release = () => call(holder.token, 'POST', `/api/bookings/${held.json<Booking>().id}/cancel`, { reason: 'Cannot come' });
  return { vehicle, span, holder, waiters, release };
}

describe('the waitlist', () => {
  it('is joined for a taken vehicle, in line; a free vehicle is booked instead; GET lists my places', async () => {
    const { vehicle, span, waiters } = await aTakenVehicle(3, 2);
    expect(waiters.map((w) => [w.entry.status, w.entry.position])).toEqual([
      ['waiting', 1],
      ['waiting', 2],
    ]);
    const free = await aFreeVehicle();
    const notNeeded = await call(waiters[0]!.token, 'POST', '/api/waitlist', { vehicleId: free.id, ...span });
    expect(notNeeded.statusCode).toBe(409);
    expect(notNeeded.json()).toMatchObject({
      code: 'WAITLIST_NOT_NEEDED',
      message: `${free.vehicleNumber} is free for that time: book it instead of waiting.`,
    });
    const again = await call(waiters[0]!.token, 'POST', '/api/waitlist', { vehicleId: vehicle.id, ...span });
    expect(again.json()).toMatchObject({ code: 'WAITLIST_ALREADY' });
    const mine = await call(waiters[1]!.token, 'GET', '/api/waitlist');
    expect(mine.json<WaitlistEntry[]>()).toEqual([
      expect.objectContaining({ id: waiters[1]!.entry.id, vehicleNumber: vehicle.vehicleNumber, position: 2, offer: null }),
    ]);
  });

  it('offers a freed vehicle to the first in line for 15 minutes, told; accepting books it through the engine', async () => {
    const { vehicle, waiters, release } = await aTakenVehicle(4, 2);
    expect((await release()).statusCode).toBe(200);
    const [first, second] = waiters;
    const offered = (await call(first!.token, 'GET', '/api/waitlist')).json<WaitlistEntry[]>()[0]!;
    expect(offered).toMatchObject({ status: 'offered', position: null, offer: { vehicleId: vehicle.id, vehicleNumber: vehicle.vehicleNumber } });
    const minutes = (Date.parse(offered.offer!.expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
    expect(await offersTo(first!.member.id)).toHaveLength(1);
    // Told on the channels the member chose (e-mail by default), not only in the app.
    const sent = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.userId, first!.member.id), eq(outbox.kind, 'waitlist_offer')));
    expect(sent.map((m) => m.channel)).toContain('email');
    expect((await entryOf(second!.entry.id)).status).toBe('waiting');
    expect((await call(second!.token, 'POST', `/api/waitlist/${second!.entry.id}/accept`)).json()).toMatchObject({ code: 'WAITLIST_OFFER_GONE' });

    const accepted = await call(first!.token, 'POST', `/api/waitlist/${first!.entry.id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json<Booking>()).toMatchObject({ vehicleId: vehicle.id, userId: first!.member.id, status: 'confirmed' });
    expect(await entryOf(first!.entry.id)).toMatchObject({ status: 'booked', bookingId: accepted.json<Booking>().id });
  });

  it('goes to the next in line when an offer is declined or lapses, passing over a member whose rules fail', async () => {
    const { waiters, release } = await aTakenVehicle(5, 3);
    const [first, unlicensed, third] = waiters;
    await t.database.db.update(users).set({ licenseExpiryDate: '2020-01-01' }).where(eq(users.id, unlicensed!.member.id));
    await release();
    expect((await entryOf(first!.entry.id)).status).toBe('offered');
    expect((await call(first!.token, 'DELETE', `/api/waitlist/${first!.entry.id}`)).statusCode).toBe(204);
    expect((await entryOf(unlicensed!.entry.id)).status).toBe('waiting');
    expect((await entryOf(third!.entry.id)).status).toBe('offered');

    await t.database.db
      .update(waitlistEntries)
      .set({ offerExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(waitlistEntries.id, third!.entry.id));
    await jobs.runAll();
    expect((await entryOf(third!.entry.id)).status).toBe('expired');
    expect((await call(third!.token, 'POST', `/api/waitlist/${third!.entry.id}/accept`)).statusCode).toBe(409);
  });

  it('lets exactly one of two members accepting the same freed vehicle at once have it; the other is back in line', async () => {
    const { vehicle, waiters, release } = await aTakenVehicle(6, 2);
    await release();
    const [first, second] = waiters;
    // Two offers of one vehicle (as two instances could make): the engine, not the offer, decides.
    await t.database.db
      .update(waitlistEntries)
      .set({ status: 'offered', offeredVehicleId: vehicle.id, offerExpiresAt: new Date(Date.now() + 600_000) })
      .where(eq(waitlistEntries.id, second!.entry.id));
    const answers = await Promise.all(waiters.map((w) => call(w.token, 'POST', `/api/waitlist/${w.entry.id}/accept`)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const held = await t.database.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.vehicleId, vehicle.id), eq(bookings.status, 'confirmed')));
    expect(held).toHaveLength(1);
    const loser = answers[0]!.statusCode === 201 ? second! : first!;
    expect((await entryOf(loser.entry.id)).status).toBe('waiting');
  });

  it('waits for any vehicle of a category, offered the first that frees', async () => {
    // The category's only vehicle in service, taken: a place for the category waits for it.
    await t.database.db.update(vehicles).set({ isActive: false }).where(eq(vehicles.category, 'Support'));
    const vehicle = await aVehicle(t.database.db, { allowedUserTypes: [], category: 'Support' });
    const span = ordinaryWindow(7);
    const holder = await aBooker();
    const held = (await call(holder.token, 'POST', '/api/bookings', { vehicleId: vehicle.id, ...span })).json<Booking>();
    const waiter = await aBooker();
    const joined = await call(waiter.token, 'POST', '/api/waitlist', { category: 'Support', ...span });
    expect(joined.statusCode, joined.body).toBe(201);
    expect(joined.json<WaitlistEntry>()).toMatchObject({ vehicleId: null, category: 'Support', position: 1 });
    await call(holder.token, 'POST', `/api/bookings/${held.id}/cancel`, { reason: 'Cannot come' });
    expect(await entryOf(joined.json<WaitlistEntry>().id)).toMatchObject({ status: 'offered', offeredVehicleId: vehicle.id });
  });

  it('refuses bad places by class, and keeps each member to their own', async () => {
    const { vehicle, span, waiters } = await aTakenVehicle(8, 1);
    const { token } = await aBooker();
    const bad = [
      {},
      { ...span },
      { vehicleId: vehicle.id, category: vehicle.category, ...span },
      { vehicleId: vehicle.id, startTime: span.endTime, endTime: span.startTime },
      { vehicleId: vehicle.id, startTime: '9999-01-01T00:00:00Z', endTime: '9999-01-02T00:00:00Z' },
      { vehicleId: 2 ** 63, ...span },
      { category: 'Ambulances\u0000', ...span },
      { vehicleId: vehicle.id, startTime: 'x'.repeat(1_000_000), endTime: span.endTime },
    ];
    for (const payload of bad) {
      const answer = await call(token, 'POST', '/api/waitlist', payload);
      expect(answer.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(answer.json<{ message: string }>().message).toBeTruthy();
    }
    const past = await call(token, 'POST', '/api/waitlist', {
      vehicleId: vehicle.id,
      startTime: new Date(Date.now() - 3600_000).toISOString(),
      endTime: span.endTime,
    });
    expect(past.json()).toMatchObject({ code: 'WAITLIST_PASSED' });
    expect((await call(token, 'POST', '/api/waitlist', { vehicleId: 999_999, ...span })).statusCode).toBe(404);
    const theirs = waiters[0]!.entry.id;
    expect((await call(token, 'DELETE', `/api/waitlist/${theirs}`)).statusCode).toBe(404);
    expect((await call(token, 'POST', `/api/waitlist/${theirs}/accept`)).statusCode).toBe(404);
    expect((await entryOf(theirs)).status).toBe('waiting');

    const eight = await Promise.all(Array.from({ length: 8 }, () => call(token, 'POST', '/api/waitlist', { vehicleId: vehicle.id, ...span })));
    expect(eight.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
  });
});
