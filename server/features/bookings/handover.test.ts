import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '../../../contract/bookings.contract.ts';
import type { Handover } from '../../../contract/handover.contract.ts';
import { auditLog, bookings, credentialTypes, memberCredentials, notifications, users } from '../../db/schema.ts';
import { ordinaryWindow } from '../../test-support/booking-windows.ts';
import { aMember, aVehicle } from '../../test-support/builders.ts';
import { bearer, createSignedInTestApp, type TestApp } from '../../test-support/test-app.ts';

const CATEGORY = 'BLS Vehicles';
const PERMIT = 'Emergency-vehicle driving permit';
let t: TestApp;
let admin: string;
let vehicleId: number;
let permitId: number;

/** A member who can sign in; with the driving permit the category's driver seat asks for, or without. */
async function aDriver(permit = true) {
  const member = await aMember(t.database.db);
  if (permit) await t.database.db.insert(memberCredentials).values({ userId: member.id, typeId: permitId, expiresOn: '2040-01-01', verified: true });
  return { member, token: await t.login(member.email) };
}

beforeAll(async () => {
  ({ t, admin } = await createSignedInTestApp());
  permitId = (await t.database.db.select().from(credentialTypes).where(eq(credentialTypes.name, PERMIT)))[0]!.id;
  vehicleId = (await aVehicle(t.database.db, { category: CATEGORY, allowedUserTypes: [] })).id;
  const seats = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/vehicle-categories/${encodeURIComponent(CATEGORY)}/seats`,
    headers: bearer(admin),
    payload: {
      seats: [
        { key: 'driver', label: 'Driver', labelHe: 'נהג/ת', required: true, credentialTypeIds: [permitId], licenceClasses: [] },
        { key: 'medic', label: 'Medic', labelHe: 'חובש/ת', required: false, credentialTypeIds: [], licenceClasses: [] },
      ],
    },
  });
  expect(seats.statusCode, seats.body).toBe(200);
});
afterAll(() => t.close());

const call = (token: string, method: 'GET' | 'POST' | 'DELETE' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload && { payload }) });
const bookingRow = async (id: number) => (await t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const told = async (userId: number, textKey: string) =>
  (
    await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.textKey, textKey)))
  ).length;
async function setApproval(on: boolean) {
  const current = (await call(admin, 'GET', '/api/admin/settings')).json<Record<string, unknown>>();
  expect((await call(admin, 'PUT', '/api/admin/settings', { ...current, handoverNeedsApproval: on })).statusCode).toBe(200);
}

/** A driver's booking on the `nth` plain day, and its offer to `to` (a user id) or to anyone. */
async function anOfferedShift(nth: number, to?: number) {
  const giver = await aDriver();
  const made = await call(giver.token, 'POST', '/api/bookings', { vehicleId, ...ordinaryWindow(nth) });
  expect(made.statusCode, made.body).toBe(201);
  const bookingId = made.json<Booking>().id;
  const offered = await call(
    giver.token,
    'POST',
    `/api/bookings/${bookingId}/handover`,
    to === undefined ? { anyone: true } : { toUserId: to, note: 'Family event' },
  );
  expect(offered.statusCode, offered.body).toBe(201);
  return { giver, bookingId, handover: offered.json<Handover>() };
}

describe('handing a shift over', () => {
  it('to a named member: they are told, accept, and the booking, its seat and agreement are theirs; its crew is told; audited', async () => {
    const receiver = await aDriver();
    const { giver, bookingId, handover } = await anOfferedShift(3, receiver.member.id);
    const medic = await aDriver(false);
    expect((await call(medic.token, 'POST', `/api/bookings/${bookingId}/crew`, { seat: 'medic' })).statusCode).toBe(201);
    expect(handover).toMatchObject({ status: 'offered', to: { id: receiver.member.id }, seat: 'driver', note: 'Family event' });
    expect(await told(receiver.member.id, 'handover.offered')).toBe(1);
    expect((await call(receiver.token, 'GET', '/api/handovers')).json<Handover[]>().map((h) => h.id)).toContain(handover.id);

    const accepted = await call(receiver.token, 'POST', `/api/handovers/${handover.id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<{ handover: Handover; booking: Booking }>()).toMatchObject({
      handover: { status: 'done', takenBy: { id: receiver.member.id } },
      booking: { id: bookingId, userId: receiver.member.id, agreementSigned: false },
    });
    expect(await bookingRow(bookingId)).toMatchObject({ userId: receiver.member.id, seat: 'driver', seriesId: null });
    expect(await told(giver.member.id, 'handover.done')).toBe(1);
    expect(await told(receiver.member.id, 'handover.yours')).toBe(1);
    expect(await told(medic.member.id, 'crew.handedOver')).toBe(1);
    expect(await told(receiver.member.id, 'crew.handedOver')).toBe(0);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(bookingId)), eq(auditLog.action, 'handover')));
    expect(audit).toHaveLength(1);
    expect((await call(giver.token, 'POST', `/api/bookings/${bookingId}/cancel`, {})).statusCode).toBe(404);
  });

  it('is refused when the receiver lacks a credential the seat asks for, and the booking stays its member’s', async () => {
    const unqualified = await aDriver(false);
    const { giver, bookingId, handover } = await anOfferedShift(4, unqualified.member.id);
    const refused = await call(unqualified.token, 'POST', `/api/handovers/${handover.id}/accept`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toContain(PERMIT);
    expect((await bookingRow(bookingId)).userId).toBe(giver.member.id);
    expect((await call(giver.token, 'GET', '/api/handovers')).json<Handover[]>().find((h) => h.id === handover.id)).toMatchObject({ status: 'offered' });
  });

  it('to anyone: of eight members taking it at once, exactly one has it', async () => {
    const { bookingId, handover } = await anOfferedShift(5);
    const takers = await Promise.all(Array.from({ length: 8 }, () => aDriver()));
    const answers = await Promise.all(takers.map((taker) => call(taker.token, 'POST', `/api/handovers/${handover.id}/accept`)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    const winner = takers[answers.findIndex((a) => a.statusCode === 200)]!;
    expect((await bookingRow(bookingId)).userId).toBe(winner.member.id);
  });

  it('waits for an admin when the setting asks: approved, it is the receiver’s; refused, it stays', async () => {
    await setApproval(true);
    try {
      const receiver = await aDriver();
      const first = await anOfferedShift(6, receiver.member.id);
      const waiting = await call(receiver.token, 'POST', `/api/handovers/${first.handover.id}/accept`);
      expect(waiting.json<{ handover: Handover }>().handover.status).toBe('awaiting_approval');
      expect((await bookingRow(first.bookingId)).userId).toBe(first.giver.member.id);
      expect((await call(admin, 'GET', '/api/handovers')).json<Handover[]>().map((h) => h.id)).toContain(first.handover.id);
      expect((await call(receiver.token, 'POST', `/api/admin/handovers/${first.handover.id}/approve`)).statusCode).toBe(403);
      const approved = await call(admin, 'POST', `/api/admin/handovers/${first.handover.id}/approve`);
      expect(approved.statusCode, approved.body).toBe(200);
      expect((await bookingRow(first.bookingId)).userId).toBe(receiver.member.id);

      const second = await anOfferedShift(7, receiver.member.id);
      await call(receiver.token, 'POST', `/api/handovers/${second.handover.id}/accept`);
      const rejected = await call(admin, 'POST', `/api/admin/handovers/${second.handover.id}/reject`, { reason: 'Needs two medics that night' });
      expect(rejected.json<Handover>().status).toBe('rejected');
      expect((await bookingRow(second.bookingId)).userId).toBe(second.giver.member.id);
      expect(await told(second.giver.member.id, 'handover.rejected')).toBe(1);
    } finally {
      await setApproval(false);
    }
  });

  it('refuses by class: not mine, to myself, twice, to nobody, begun; a named offer is not another’s to take; withdrawn, it is closed', async () => {
    const receiver = await aDriver();
    const stranger = await aDriver();
    const { giver, bookingId, handover } = await anOfferedShift(8, receiver.member.id);
    const offer = (token: string, id: number, body: object) => call(token, 'POST', `/api/bookings/${id}/handover`, body);
    expect((await offer(stranger.token, bookingId, {})).statusCode).toBe(404);
    expect((await offer(giver.token, bookingId, { toUserId: giver.member.id })).statusCode).toBe(400);
    expect((await offer(giver.token, bookingId, {})).json()).toMatchObject({ code: 'HANDOVER_OPEN' });
    for (const body of [
      { toUserId: 2 ** 63 },
      { toUserId: 'x\u0000' },
      { note: 'n'.repeat(1_000_000) },
      { anyone: true, toUserId: receiver.member.id },
      { anyone: false },
      { to: 'all' },
    ])
      expect((await offer(giver.token, bookingId, body)).statusCode, JSON.stringify(body).slice(0, 40)).toBe(400);
    expect((await call(stranger.token, 'POST', `/api/handovers/${handover.id}/accept`)).statusCode).toBe(404);
    expect((await call(stranger.token, 'DELETE', `/api/handovers/${handover.id}`)).statusCode).toBe(404);
    expect((await call(giver.token, 'DELETE', `/api/handovers/${handover.id}`)).statusCode).toBe(204);
    expect(await told(receiver.member.id, 'handover.withdrawn')).toBe(1);
    expect(await told(giver.member.id, 'handover.withdrawn')).toBe(0);
    expect((await call(receiver.token, 'POST', `/api/handovers/${handover.id}/accept`)).json()).toMatchObject({ code: 'HANDOVER_CLOSED' });
    expect((await offer(giver.token, bookingId, { toUserId: 999_999 })).statusCode).toBe(404);

    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, stranger.member.id));
    expect((await offer(giver.token, bookingId, { toUserId: stranger.member.id })).statusCode).toBe(409);
    await t.database.db
      .update(bookings)
      .set({ startTime: new Date(Date.now() - 60_000), endTime: new Date(Date.now() + 60_000) })
      .where(eq(bookings.id, bookingId));
    expect((await offer(giver.token, bookingId, {})).json()).toMatchObject({ code: 'HANDOVER_BEGUN' });
  });

  it('is withdrawn with its booking when the booking is cancelled, and offered to nobody after; a named receiver is told', async () => {
    const { giver, bookingId, handover } = await anOfferedShift(10);
    const onlooker = await aDriver();
    const receiver = await aDriver();
    const named = await anOfferedShift(11, receiver.member.id);
    expect((await call(giver.token, 'POST', `/api/bookings/${bookingId}/cancel`, {})).statusCode).toBe(200);
    expect((await call(named.giver.token, 'POST', `/api/bookings/${named.bookingId}/cancel`, {})).statusCode).toBe(200);
    expect(await told(receiver.member.id, 'handover.bookingCancelled')).toBe(1);
    expect((await call(onlooker.token, 'GET', '/api/handovers')).json<Handover[]>().map((h) => h.id)).not.toContain(handover.id);
    expect((await call(giver.token, 'GET', '/api/handovers')).json<Handover[]>().find((h) => h.id === handover.id)).toMatchObject({ status: 'withdrawn' });
  });

  it('lets the named receiver decline, and the giver is told', async () => {
    const receiver = await aDriver();
    const { giver, handover } = await anOfferedShift(9, receiver.member.id);
    expect((await call(receiver.token, 'DELETE', `/api/handovers/${handover.id}`)).statusCode).toBe(204);
    expect(await told(giver.member.id, 'handover.declined')).toBe(1);
    expect((await call(giver.token, 'GET', '/api/handovers')).json<Handover[]>().find((h) => h.id === handover.id)).toMatchObject({ status: 'declined' });
  });
});
