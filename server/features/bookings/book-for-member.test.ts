import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, bookings, notifications, users, vehicles } from '../../db/schema.ts';
import { ordinaryWindow } from '../../test-support/booking-windows.ts';
import { bearer, createSignedInTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let admin: string;
let bls: string;
let blsId: number;
const ids: Record<string, number> = {};

beforeAll(async () => {
  ({ t, admin } = await createSignedInTestApp());
  bls = await t.login('bls@medfleet.test');
  blsId = (await t.database.db.select().from(users).where(eq(users.email, 'bls@medfleet.test')))[0]!.id;
  for (const v of await t.database.db.select().from(vehicles)) ids[v.vehicleNumber] = v.id;
});
afterAll(() => t.close());

const book = (token: string, body: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/bookings', headers: bearer(token), payload: body });
const bookingCount = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(bookings))[0]!.n;

describe('an admin books for a member (POST /api/bookings with forUserId)', () => {
  it('checks the member’s own rules: a vehicle their user types may not take is refused, and nothing is written', async () => {
    const before = await bookingCount();
    const refused = await book(admin, { vehicleId: ids.ALS1, ...ordinaryWindow(3), forUserId: blsId });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('ALS1');
    expect(await bookingCount()).toBe(before);
  });

  it('waives them for a reason: the member holds the booking, is told who made it, and the waiver is audited', async () => {
    const made = await book(admin, { vehicleId: ids.ALS1, ...ordinaryWindow(4), forUserId: blsId, waiverReason: 'Covering the ALS shift tonight' });
    expect(made.statusCode, made.body).toBe(201);
    const booking = made.json() as { id: number; userId: number; status: string };
    expect(booking).toMatchObject({ userId: blsId, status: 'confirmed' });
    const active = (await t.app.inject({ method: 'GET', url: '/api/bookings/active', headers: bearer(bls) })).json() as { id: number }[];
    expect(active.map((b) => b.id)).toContain(booking.id);
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, blsId), eq(notifications.textKey, 'booking.bookedForYou')));
    // The tests run in a shuffled order: this booking’s notices only.
    const aboutThis = told.filter((n) => (n.params as { bookingId?: number }).bookingId === booking.id);
    expect(aboutThis.map((n) => n.message)).toEqual([expect.stringMatching(/^Avi Cohen booked ALS1 for you, /)]);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'reservation'), eq(auditLog.entityId, String(booking.id))));
    expect(audit).toMatchObject({ action: 'create', after: { forUserId: blsId, waiverReason: 'Covering the ALS shift tonight' } });
    // The member's as if they had made it: they cancel it themselves.
    expect((await t.app.inject({ method: 'POST', url: `/api/bookings/${booking.id}/cancel`, headers: bearer(bls), payload: {} })).statusCode).toBe(200);
  });

  it('checks the member’s monthly hours unless waived', async () => {
    await t.database.db.update(users).set({ monthlyHourLimit: 1 }).where(eq(users.id, blsId));
    try {
      const over = await book(admin, { vehicleId: ids.BLS1, ...ordinaryWindow(5), forUserId: blsId });
      expect(over.statusCode).toBe(403);
      expect(over.json().message).toMatch(/monthly/i);
      const waived = await book(admin, { vehicleId: ids.BLS1, ...ordinaryWindow(5), forUserId: blsId, waiverReason: 'Short-staffed' });
      expect(waived.statusCode, waived.body).toBe(201);
    } finally {
      await t.database.db.update(users).set({ monthlyHourLimit: null }).where(eq(users.id, blsId));
    }
  });

  it('is for admins only, for someone who exists, and a waiver needs a member and a reason', async () => {
    const before = await bookingCount();
    expect((await book(bls, { vehicleId: ids.BLS2, ...ordinaryWindow(6), forUserId: 1 })).statusCode).toBe(403);
    expect((await book(admin, { vehicleId: ids.BLS2, ...ordinaryWindow(6), forUserId: 999_999 })).statusCode).toBe(404);
    expect((await book(admin, { vehicleId: ids.BLS2, ...ordinaryWindow(6), waiverReason: 'x' })).statusCode).toBe(400);
    expect((await book(admin, { vehicleId: ids.BLS2, ...ordinaryWindow(6), forUserId: blsId, waiverReason: '  ' })).statusCode).toBe(400);
    expect((await book(admin, { vehicleId: ids.BLS2, ...ordinaryWindow(6), forUserId: 2 ** 63 })).statusCode).toBe(400);
    expect(await bookingCount()).toBe(before);
  });
});
