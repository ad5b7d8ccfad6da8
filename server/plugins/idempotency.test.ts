import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, idempotentRequests, vehicles } from '../db/schema.ts';
import { ordinaryWindow } from '../test-support/booking-windows.ts';
import { bearer, createTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
let emt: string;
let bls: string;
let vehicleId: number;

beforeAll(async () => {
  t = await createTestApp();
  emt = await t.login('emt@medfleet.test');
  bls = await t.login('bls@medfleet.test');
  vehicleId = (await t.database.db.select().from(vehicles)).find((v) => v.vehicleNumber === 'A4')!.id;
});
afterAll(() => t.close());

const book = (token: string, key: string | undefined, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: { ...bearer(token), ...(key === undefined ? {} : { 'idempotency-key': key }) },
    payload: body,
  });
const bookingCount = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(bookings))[0]!.n;

describe('Idempotency-Key', () => {
  it('makes a booking sent twice one booking, the second answered as the first', async () => {
    const body = { vehicleId, ...ordinaryWindow(61) };
    const first = await book(emt, 'key-of-the-first-booking', body);
    expect(first.statusCode, first.body).toBe(201);
    const again = await book(emt, 'key-of-the-first-booking', body);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    // Without the key the same request is a second try of its own: refused as the member's own overlap.
    expect((await book(emt, undefined, body)).statusCode).toBe(409);
  });

  it('does the request once when the same member sends it eight times at once', async () => {
    const before = await bookingCount();
    const body = { vehicleId, ...ordinaryWindow(62) };
    const answers = await Promise.all(Array.from({ length: 8 }, () => book(emt, 'eight-at-once-key', body)));
    expect(await bookingCount()).toBe(before + 1);
    const ids = new Set(answers.filter((a) => a.statusCode === 201).map((a) => a.json<{ id: number }>().id));
    expect(ids.size).toBe(1);
    for (const answer of answers.filter((a) => a.statusCode !== 201)) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toMatchObject({ code: 'IDEMPOTENT_REQUEST_IN_PROGRESS', message: 'This request is still being processed. Try again in a moment.' });
    }
  });

  it('refuses a key sent again with another request, and one that is not a key, changing nothing', async () => {
    expect((await book(emt, 'key-for-one-request', { vehicleId, ...ordinaryWindow(63) })).statusCode).toBe(201);
    const before = await bookingCount();
    const other = await book(emt, 'key-for-one-request', { vehicleId, ...ordinaryWindow(64) });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    for (const bad of ['short', 'x'.repeat(201), 'מפתח-בעברית-ארוך', 'with space inside']) {
      const answer = await book(emt, bad, { vehicleId, ...ordinaryWindow(65) });
      expect(answer.statusCode, bad).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'BAD_IDEMPOTENCY_KEY', message: 'Idempotency-Key must be 8 to 200 visible ASCII characters.' });
    }
    expect(await bookingCount()).toBe(before);
  });

  it('keeps no refusal: the same key may be sent again once the request can succeed', async () => {
    const past = { vehicleId, startTime: new Date(Date.now() - 3_600_000).toISOString(), endTime: new Date(Date.now() + 3_600_000).toISOString() };
    expect((await book(emt, 'refused-then-fixed', past)).statusCode).toBe(400);
    expect((await book(emt, 'refused-then-fixed', past)).headers['idempotent-replayed']).toBeUndefined();
    expect(
      await t.database.db
        .select()
        .from(idempotentRequests)
        .where(sql`${idempotentRequests.key} = 'refused-then-fixed'`),
    ).toEqual([]);
  });

  it('is each member’s own: another member’s same key is another request', async () => {
    const mine = await book(bls, 'key-of-the-first-booking', { vehicleId, ...ordinaryWindow(66) });
    expect(mine.statusCode, mine.body).toBe(201);
    expect(mine.headers['idempotent-replayed']).toBeUndefined();
  });
});
