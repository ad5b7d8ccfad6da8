import { expect } from 'vitest';
import { bearer, type TestApp } from './test-app.ts';

/**
 * A booking of the vehicle that is current now (starts within the minute). On Shabbat or a
 * festival it is created pending, so the admin approves it: either way it ends confirmed. Unless
 * `checked` is false, the admin waives its start-of-shift check, so its code works at once.
 */
export async function bookNow(t: TestApp, member: string, admin: string, vehicleId: number, hours = 2, { checked = true } = {}): Promise<number> {
  const start = Date.now() + 30_000;
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: bearer(member),
    payload: { vehicleId, startTime: new Date(start).toISOString(), endTime: new Date(start + hours * 3_600_000).toISOString() },
  });
  expect(created.statusCode, created.body).toBe(201);
  const booking = created.json() as { id: number; status: string };
  if (booking.status === 'pending') {
    const approved = await t.app.inject({ method: 'POST', url: `/api/admin/bookings/${booking.id}/approve`, headers: bearer(admin), payload: {} });
    expect(approved.statusCode, approved.body).toBe(200);
  }
  if (checked) {
    const waived = await t.app.inject({
      method: 'POST',
      url: `/api/admin/bookings/${booking.id}/vehicle-check/waiver`,
      headers: bearer(admin),
      payload: { reason: 'The check is not what this test is about' },
    });
    expect(waived.statusCode, waived.body).toBe(200);
  }
  return booking.id;
}
