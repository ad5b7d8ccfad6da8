import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema.ts';
import { aMember } from '../../test-support/builders.ts';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A member of their own with two notices of their own, signed in: each test reads only what it made. */
async function memberWithNotices(language: 'en' | 'he' | null = 'en'): Promise<{ token: string; userId: number }> {
  const member = await aMember(t.database.db, { language });
  await t.database.db.insert(notifications).values([
    { userId: member.id, type: 'booking_confirmation', title: 'Booking confirmed', message: 'A4 is yours', createdAt: new Date('2026-01-05T12:30:00Z') },
    { userId: member.id, type: 'ituran_code', title: 'Immobilizer code', message: 'Code for A4', createdAt: new Date('2026-01-06T08:00:00Z') },
  ]);
  return { token: await t.login(member.email), userId: member.id };
}

const list = (as: string) => t.app.inject({ method: 'GET', url: '/api/user/notifications', headers: bearer(as) });

describe('notifications API', () => {
  it('lists my notifications newest first with the spec fields', async () => {
    const { token } = await memberWithNotices();
    const body = (await list(token)).json() as Record<string, unknown>[];
    expect(body.length).toBe(2);
    expect(body[0]).toEqual({
      id: expect.any(Number),
      type: expect.any(String),
      title: expect.any(String),
      message: expect.any(String),
      read: false,
      createdAt: expect.any(String),
    });
    const dates = body.map((n) => Date.parse(n.createdAt as string));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });

  it('marks one read, and only mine', async () => {
    const { token } = await memberWithNotices();
    const [first] = (await list(token)).json() as { id: number }[];
    const other = (await memberWithNotices()).token;
    const foreign = await t.app.inject({ method: 'POST', url: `/api/user/notifications/${first!.id}/read`, headers: bearer(other) });
    expect(foreign.statusCode).toBe(404);
    expect((await list(token)).json()[0].read).toBe(false);

    const mine = await t.app.inject({ method: 'POST', url: `/api/user/notifications/${first!.id}/read`, headers: bearer(token) });
    expect(mine.statusCode).toBe(200);
    const after = (await list(token)).json() as { id: number; read: boolean }[];
    expect(after.find((n) => n.id === first!.id)?.read).toBe(true);
    expect(after.filter((n) => !n.read).length).toBe(1);
  });

  it.each(['abc', '0', '-3', '1.5'])('answers 400 {message} for the id %s', async (id) => {
    const { token } = await memberWithNotices();
    const response = await t.app.inject({ method: 'POST', url: `/api/user/notifications/${id}/read`, headers: bearer(token) });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('id must be a positive whole number');
  });

  it('marks all read and says how many changed', async () => {
    const { token } = await memberWithNotices();
    const other = (await memberWithNotices()).token;
    const response = await t.app.inject({ method: 'POST', url: '/api/user/notifications/mark-all-read', headers: bearer(token) });
    expect(response.json()).toEqual({ success: true, updated: 2 });
    expect(((await list(token)).json() as { read: boolean }[]).every((n) => n.read)).toBe(true);
    expect(((await list(other)).json() as { read: boolean }[]).every((n) => !n.read)).toBe(true);
  });

  it('shows a notice in my language: the one I chose, else my browser’s, else English', async () => {
    // A member who never chose a language.
    const { token: other, userId: blsId } = await memberWithNotices(null);
    const params = { bookingId: 1, vehicle: 'A4', start: '2026-12-01T08:00:00.000Z', end: '2026-12-01T12:00:00.000Z' };
    await t.database.db
      .insert(notifications)
      .values({ userId: blsId, type: 'booking_confirmation', textKey: 'booking.confirmed', params, title: 'Booking confirmed', message: 'A4 is yours' });
    const newest = async (headers: Record<string, string>) =>
      (
        (await t.app.inject({ method: 'GET', url: '/api/user/notifications', headers: { ...bearer(other), ...headers } })).json() as {
          title: string;
          message: string;
        }[]
      )[0];
    expect(await newest({})).toMatchObject({ title: 'Booking confirmed', message: 'A4 is yours, Tue 1 Dec 2026, 10:00 – 14:00.' });
    expect(await newest({ 'accept-language': 'he-IL,he;q=0.9,en;q=0.8' })).toMatchObject({
      title: 'ההזמנה אושרה',
      message: 'A4 שמור לך, יום ג׳, 1 בדצמ׳ 2026, 10:00 – 14:00.',
    });
    await t.app.inject({ method: 'PATCH', url: '/api/user/profile', headers: bearer(other), payload: { language: 'en' } });
    expect((await newest({ 'accept-language': 'he-IL' }))!.title).toBe('Booking confirmed');
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/user/notifications' })).statusCode).toBe(401);
  });
});
