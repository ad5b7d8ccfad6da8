import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, users, vehicles } from '../../db/schema.ts';
import { nextMonthPlainWindows, ordinaryWindow } from '../../test-support/booking-windows.ts';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app.ts';

// Simultaneous requests need real concurrent connections: PGlite has one, so this runs on PostgreSQL (CI).
describe.skipIf(!process.env.DATABASE_URL)('one member sending eight booking requests at once (PostgreSQL)', () => {
  let t: TestApp;
  let ids: Record<string, number>;

  beforeAll(async () => {
    t = await createTestApp();
    ids = Object.fromEntries((await t.database.db.select().from(vehicles)).map((v) => [v.vehicleNumber, v.id]));
  });
  afterAll(() => t.close());

  async function member(email: string): Promise<{ token: string; id: number }> {
    const [row] = await t.database.db
      .insert(users)
      .values({ email, name: email, userTypes: ['EMT', 'paramedic'], licenseNumber: '1234567', licenseExpiryDate: '2035-12-31' })
      .returning();
    return { token: await t.login(email), id: row!.id };
  }
  const book = (token: string, payload: object) => t.app.inject({ method: 'POST', url: '/api/bookings', headers: bearer(token), payload });
  const created = async (userId: number) => t.database.db.select().from(bookings).where(eq(bookings.userId, userId));

  it('the same hour on eight vehicles: one booking, seven refusals naming it', async () => {
    const { token, id } = await member('same-hour@medfleet.test');
    // In the evening, clear of the next test's 08:00–18:00 days, whichever vehicle wins here.
    const window = ordinaryWindow(4, 19, 1);
    const fleet = ['A3', 'A4', 'A5', 'A6', 'A7', 'A8', 'BLS1', 'BLS2'].map((n) => ids[n]!);
    const responses = await Promise.all(fleet.map((vehicleId) => book(token, { vehicleId, ...window })));
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(7);
    for (const r of responses.filter((x) => x.statusCode === 409)) expect(r.json().message).toMatch(/^You already have .* booked /);
    expect(await created(id)).toHaveLength(1);
  });

  it('eight 10-hour bookings against a 60-hour month: exactly six', async () => {
    const { token, id } = await member('monthly@medfleet.test');
    // Eight plain days of next month, 08:00–18:00 in Jerusalem (a Shabbat would ask for approval instead).
    const windows = nextMonthPlainWindows(8, 8, 10);
    const responses = await Promise.all(windows.map((w) => book(token, { vehicleId: ids.A3, ...w })));
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(6);
    expect(codes.filter((c) => c === 403)).toHaveLength(2);
    for (const r of responses.filter((x) => x.statusCode === 403)) expect(r.json().message).toMatch(/monthly limit of 60 hours/);
    expect(await created(id)).toHaveLength(6);
  });
});
