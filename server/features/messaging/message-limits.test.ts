import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMessagingRepository } from './messaging.repository.ts';
import { HOURLY_CAP } from './messaging.service.ts';
import { outbox, users, vehicles } from '../../db/schema.ts';
import { ordinaryWindow } from '../../test-support/booking-windows.ts';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ MOVEMENT_MONITOR: 'false' });
});
afterAll(() => t.close());

describe("one member cannot run up or stall everyone's messages", () => {
  it('a member booking and cancelling in a loop is sent at most the hourly cap on each channel; the rest is kept as not sent, with why', async () => {
    const email = 'paramedic@medfleet.test';
    await t.database.db.update(users).set({ phone: '+972501234567' }).where(eq(users.email, email));
    const member = await t.login(email);
    const settings = (await t.app.inject({ method: 'GET', url: '/api/user/notification-settings', headers: bearer(member) })).json();
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/user/notification-settings', headers: bearer(member), payload: { ...settings, smsNotifications: true } }))
        .statusCode,
    ).toBe(200);
    const [vehicle] = await t.database.db.select().from(vehicles).where(eq(vehicles.vehicleNumber, 'BLS2'));
    for (let cycle = 0; cycle < 12; cycle++) {
      const booked = await t.app.inject({
        method: 'POST',
        url: '/api/bookings',
        headers: bearer(member),
        payload: { vehicleId: vehicle!.id, ...ordinaryWindow(70) },
      });
      expect(booked.statusCode, booked.body).toBe(201);
      expect((await t.app.inject({ method: 'POST', url: `/api/bookings/${booked.json().id}/cancel`, headers: bearer(member), payload: {} })).statusCode).toBe(
        200,
      );
    }
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    const sms = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.userId, user!.id), eq(outbox.channel, 'sms')));
    expect(sms.length).toBeGreaterThan(HOURLY_CAP.sms);
    expect(sms.filter((m) => m.status !== 'not_sent')).toHaveLength(HOURLY_CAP.sms);
    expect(sms.filter((m) => m.status === 'not_sent')[0]!.lastError).toBe(
      `not sent: this member was already sent ${HOURLY_CAP.sms} sms messages in the last hour`,
    );
    const emails = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.userId, user!.id), eq(outbox.channel, 'email'), ne(outbox.status, 'not_sent')));
    expect(emails.length).toBeLessThanOrEqual(HOURLY_CAP.email);
  });

  it('the outbox takes a few of each recipient at a time: hundreds queued for one do not hold up another', async () => {
    const repository = createMessagingRepository(t.database.db);
    const message = (recipient: string) => ({
      channel: 'push' as const,
      kind: 'booking_confirmation' as const,
      recipient,
      subject: 'Booking confirmed',
      body: 'A3 is yours.',
    });
    await repository.enqueue(Array.from({ length: 120 }, () => message('https://push.example.net/never-answers')));
    await repository.enqueue([message('https://push.example.net/someone-else')]);
    const at = new Date(Date.now() + 1000);
    const claimed = await repository.claim(at, new Date(at.getTime() + 60_000), 50);
    expect(claimed.map((m) => m.recipient)).toContain('https://push.example.net/someone-else');
    expect(claimed.filter((m) => m.recipient === 'https://push.example.net/never-answers').length).toBeLessThanOrEqual(2);
  });
});
