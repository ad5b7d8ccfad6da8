import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, deviceCommands, immobilizerAttempts, immobilizerCodes, notifications, users, vehicles } from '../../db/schema.ts';
import { ordinaryWindow } from '../../test-support/booking-windows.ts';
import { aMember, aTrackedVehicle, aVehicle } from '../../test-support/builders.ts';
import { bookNow } from '../../test-support/current-booking.ts';
import { bearer, createSignedInTestApp, type TestApp, trackerQuery } from '../../test-support/test-app.ts';

let t: TestApp;
let admin: string;
let emt: string;
let bls: string;
const ids: Record<string, number> = {};
/** The EMT's booking of A3 under way now: the deactivation tests release A3 with its code. */
let a3Booking: number;

beforeAll(async () => {
  ({ t, admin, emt } = await createSignedInTestApp());
  bls = await t.login('bls@medfleet.test');
  for (const v of await t.database.db.select().from(vehicles)) ids[v.vehicleNumber] = v.id;
  // Older commands of another vehicle, so that no command id equals a vehicle id by chance.
  await t.database.db
    .insert(deviceCommands)
    .values([0, 1, 2].map(() => ({ vehicleId: ids.A7!, command: 'engineStop' as const, status: 'superseded' as const })));
  a3Booking = await bookNow(t, emt, admin, ids.A3!);
});
afterAll(() => t.close());

const userId = async (email: string) => (await t.database.db.select().from(users).where(eq(users.email, email)))[0]!.id;
/** The code as the member reads it: in their ituran_code notification, filled in when shown. */
async function codeSentTo(email: string, vehicleNumber: string): Promise<string> {
  const token = await t.login(email);
  const notices = (await t.app.inject({ method: 'GET', url: '/api/user/notifications', headers: bearer(token) })).json() as {
    type: string;
    title: string;
    message: string;
  }[];
  const n = notices.find((x) => x.type === 'ituran_code' && x.title === `Immobilizer code for ${vehicleNumber}`);
  const code = n?.message.match(/Your code is ([A-Z0-9]{6})\./)?.[1];
  expect(code, n?.message).toBeDefined();
  return code!;
}
const deactivate = (token: string, vehicleId: number, code: unknown) =>
  t.app.inject({ method: 'POST', url: `/api/vehicles/${vehicleId}/immobilizer/deactivate`, headers: bearer(token), payload: { code } });
const attempts = async (vehicleId: number) =>
  t.database.db.select().from(immobilizerAttempts).where(eq(immobilizerAttempts.vehicleId, vehicleId)).orderBy(immobilizerAttempts.id);
const report = (id: string, immobilizer: boolean) =>
  t.app.inject({ method: 'GET', url: `/api/positions/osmand?${trackerQuery(id)}&lat=31.747&lon=34.9881&timestamp=${Date.now()}&immobilizer=${immobilizer}` });
const activate = (token: string, vehicleId: number) =>
  t.app.inject({ method: 'POST', url: `/api/ituran/vehicles/${vehicleId}/immobilizer/activate`, headers: bearer(token) });
const stateOf = async (token: string, vehicleId: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/vehicles/${vehicleId}/immobilizer`, headers: bearer(token) })).json() as Record<string, unknown>;

describe('the code at confirmation', () => {
  it('sends an ituran_code notification with a six-character code, stored only as its hash', async () => {
    const bookingId = a3Booking;
    const code = await codeSentTo('emt@medfleet.test', 'A3');
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
    const [stored] = await t.database.db.select().from(immobilizerCodes).where(eq(immobilizerCodes.bookingId, bookingId));
    expect(stored!.codeHash).not.toContain(code);
    expect(stored!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.codeSealed).not.toContain(code);
    // Nowhere in clear: the notice row holds a placeholder and the booking, not the code.
    const rows = await t.database.db.select().from(notifications).where(eq(notifications.type, 'ituran_code')).orderBy(notifications.id);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.message).not.toContain(code);
    expect(rows.filter((row) => (row.params as { bookingId?: number } | null)?.bookingId === bookingId)).toEqual([
      expect.objectContaining({ message: expect.stringMatching(/^Your code is \{code\}\. /) }),
      // bookNow had the admin waive its check: the member is told the code again, as released.
      expect.objectContaining({ message: expect.stringMatching(/^An admin waived the vehicle check\. Your code is \{code\}\. /) }),
    ]);
    // Another member reading that row (were it theirs) would not get the code.
    const other = await t.app.inject({ method: 'GET', url: '/api/user/notifications', headers: bearer(bls) });
    expect(other.body).not.toContain(code);
  });

  it('sends none for a vehicle without an immobilizer', async () => {
    const before = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(immobilizerCodes);
    const created = await t.app.inject({ method: 'POST', url: '/api/bookings', headers: bearer(bls), payload: { vehicleId: ids.BLS1, ...ordinaryWindow(3) } });
    expect(created.statusCode, created.body).toBe(201);
    const after = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(immobilizerCodes);
    expect(after[0]!.n).toBe(before[0]!.n);
  });
});

describe('POST /api/vehicles/{id}/immobilizer/deactivate', () => {
  it('refuses an empty or too long code (400) without an audit line', async () => {
    const before = (await attempts(ids.A3!)).length;
    for (const code of ['', '   ', 'ABCDEFG', 42]) {
      const response = await deactivate(emt, ids.A3!, code);
      expect(response.statusCode, response.body).toBe(400);
    }
    expect((await deactivate(emt, ids.A3!, ' ')).json().message).toContain('Please enter the immobilizer code');
    expect((await attempts(ids.A3!)).length).toBe(before);
  });

  it('refuses someone without a current booking of the vehicle (403), audited', async () => {
    const response = await deactivate(bls, ids.A3!, 'ABCDEF');
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toContain('You have no current booking of A3');
    expect((await attempts(ids.A3!)).at(-1)).toMatchObject({ userId: await userId('bls@medfleet.test'), outcome: 'no_booking' });
  });

  it('refuses a wrong code (403) and says how many tries are left; the right one, typed loosely, queues the release', async () => {
    const code = await codeSentTo('emt@medfleet.test', 'A3');
    const wrong = await deactivate(emt, ids.A3!, code === 'ABCDEF' ? 'ABCDEG' : 'ABCDEF');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe('Wrong immobilizer code for A3. 4 attempts left.');

    const right = await deactivate(emt, ids.A3!, `  ${code.toLowerCase()} `);
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json()).toMatchObject({
      success: true,
      message: 'Immobilizer Deactivated: Vehicle A3 is now ready to use',
      command: { command: 'engineResume', status: 'pending' },
    });
    expect((await attempts(ids.A3!)).slice(-2).map((a) => a.outcome)).toEqual(['wrong_code', 'accepted']);
    // Unlocking the vehicle checks its booking in: the member is at it.
    const [held] = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, (await attempts(ids.A3!)).at(-1)!.bookingId!));
    expect(held).toMatchObject({ checkInMethod: 'unlock' });
    expect(held!.checkedInAt).not.toBeNull();
  });

  it('reaches the device in its next reply, again until its telemetry confirms it', async () => {
    const code = await codeSentTo('emt@medfleet.test', 'A3');
    expect((await deactivate(emt, ids.A3!, code)).statusCode).toBe(200);
    expect((await report('a3', true)).body).toBe('engineResume');
    expect((await report('a3', true)).body).toBe('engineResume');
    expect((await stateOf(emt, ids.A3!)).lastCommand).toMatchObject({ status: 'pending', sentAt: expect.any(String) });
    expect((await report('a3', false)).body).toBe('');
    expect(await stateOf(emt, ids.A3!)).toMatchObject({
      deviceStatus: 'inactive',
      lastCommand: { command: 'engineResume', status: 'confirmed', confirmedAt: expect.any(String) },
    });
    expect((await report('a3', false)).body).toBe('');
  });

  it('locks the member out after five wrong codes in a row: 429 even for the right code, every try audited', async () => {
    // A member and a vehicle of the test's own: the lockout it makes holds nobody else.
    const member = await aMember(t.database.db);
    const vehicle = await aVehicle(t.database.db, { immobilizerEnabled: true });
    const token = await t.login(member.email);
    await bookNow(t, token, admin, vehicle.id);
    const code = await codeSentTo(member.email, vehicle.vehicleNumber);
    const wrongCode = code === 'ZZZZZZ' ? 'YYYYYY' : 'ZZZZZZ';
    const statuses: number[] = [];
    let last = '';
    for (let i = 0; i < 5; i++) {
      const response = await deactivate(token, vehicle.id, wrongCode);
      statuses.push(response.statusCode);
      last = response.json().message;
    }
    expect(statuses).toEqual([403, 403, 403, 403, 403]);
    expect(last).toMatch(new RegExp(`^Wrong immobilizer code for ${vehicle.vehicleNumber}\\. Too many wrong codes: try again after `));
    const locked = await deactivate(token, vehicle.id, code);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(new RegExp(`^Too many wrong codes for ${vehicle.vehicleNumber}\\. Try again after `));
    expect(await stateOf(token, vehicle.id)).toMatchObject({ attemptsLeft: 0, lockedUntil: expect.any(String) });
    expect((await attempts(vehicle.id)).map((a) => a.outcome)).toEqual(['wrong_code', 'wrong_code', 'wrong_code', 'wrong_code', 'wrong_code', 'locked']);
    // Only this member is locked out of this vehicle.
    expect(await stateOf(bls, vehicle.id)).toMatchObject({ lockedUntil: null, attemptsLeft: 5 });
  });

  it('answers 404 for a vehicle that does not exist and 409 for one without an immobilizer', async () => {
    expect((await deactivate(emt, 99_999, 'ABCDEF')).statusCode).toBe(404);
    const response = await deactivate(bls, ids.BLS2!, 'ABCDEF');
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('BLS2 has no immobilizer enabled.');
  });
});

describe('admin immobilizer control under /api/ituran', () => {
  it('activates: the command waits for the device; members may not', async () => {
    const vehicle = await aTrackedVehicle(t.database.db, { immobilizerEnabled: true });
    expect((await activate(emt, vehicle.id)).statusCode).toBe(403);
    const response = await activate(admin, vehicle.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().command).toMatchObject({ command: 'engineStop', status: 'pending' });
    expect((await report(vehicle.trackerId, false)).body).toBe('engineStop');
    expect((await report(vehicle.trackerId, true)).body).toBe('');
    const audit = (await t.app.inject({ method: 'GET', url: `/api/admin/audit?entity=immobilizer&id=${vehicle.id}`, headers: bearer(admin) })).json();
    expect(audit[0]).toMatchObject({ action: 'activate', after: { vehicleNumber: vehicle.vehicleNumber } });
  });

  it('refuses to engage the immobilizer of a moving vehicle (409), audited', async () => {
    await t.app.inject({ method: 'GET', url: `/api/positions/osmand?${trackerQuery('a6')}&lat=31.747&lon=34.9881&speed=30&timestamp=${Date.now()}` });
    const response = await t.app.inject({ method: 'POST', url: `/api/ituran/vehicles/${ids.A6}/immobilizer/activate`, headers: bearer(admin) });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('A6 is moving (56 km/h). The immobilizer stops the engine, so it is engaged only while the vehicle stands still.');
    expect((await attempts(ids.A6!)).at(-1)).toMatchObject({ action: 'activate', outcome: 'moving' });
    expect(await t.database.db.select().from(deviceCommands).where(eq(deviceCommands.vehicleId, ids.A6!))).toEqual([]);
  });

  /** A vehicle of the test's own, immobilized and confirmed by its device, with the Ituran code 4821 set by PATCH. */
  async function immobilizedWithCode() {
    const vehicle = await aTrackedVehicle(t.database.db, { immobilizerEnabled: true });
    expect((await activate(admin, vehicle.id)).statusCode).toBe(200);
    await report(vehicle.trackerId, false);
    expect((await report(vehicle.trackerId, true)).body).toBe('');
    const patch = await t.app.inject({ method: 'PATCH', url: `/api/vehicles/${vehicle.id}`, headers: bearer(admin), payload: { ituranCode: ' 4821 ' } });
    expect(patch.statusCode, patch.body).toBe(200);
    expect(patch.json()).toMatchObject({ hasIturanCode: true, immobilizerEnabled: true });
    return vehicle;
  }
  const release = (vehicleId: number, code: string) =>
    t.app.inject({ method: 'POST', url: `/api/ituran/vehicles/${vehicleId}/immobilizer/deactivate`, headers: bearer(admin), payload: { code } });

  it('deactivates with the vehicle’s own code once set by PATCH; a wrong one is 403', async () => {
    const vehicle = await immobilizedWithCode();
    const [row] = await t.database.db.select().from(vehicles).where(eq(vehicles.id, vehicle.id));
    expect(row!.ituranCode).not.toContain('4821');
    expect((await release(vehicle.id, '1234')).statusCode).toBe(403);
    const right = await release(vehicle.id, '4821');
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json().command).toMatchObject({ command: 'engineResume' });
    // The newer command replaced nothing pending: the activation was confirmed before.
    const commands = await t.database.db.select().from(deviceCommands).where(eq(deviceCommands.vehicleId, vehicle.id)).orderBy(deviceCommands.id);
    expect(commands.map((c) => c.status)).toEqual(['confirmed', 'pending']);
  });

  it('shows the audit trail to admins only', async () => {
    const vehicle = await immobilizedWithCode();
    await release(vehicle.id, '1234');
    await release(vehicle.id, '4821');
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/immobilizer/attempts', headers: bearer(emt) })).statusCode).toBe(403);
    const response = await t.app.inject({ method: 'GET', url: `/api/admin/immobilizer/attempts?vehicleId=${vehicle.id}`, headers: bearer(admin) });
    expect(response.json().map((a: { action: string; outcome: string }) => `${a.action}:${a.outcome}`)).toEqual([
      'deactivate:accepted',
      'deactivate:wrong_code',
      'activate:accepted',
    ]);
  });
});

describe('PATCH /api/vehicles/{id}', () => {
  const patch = (token: string, vehicleId: number, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PATCH', url: `/api/vehicles/${vehicleId}`, headers: bearer(token), payload });

  it('refuses members, unknown fields, bad codes and an immobilizer on an inactive vehicle, changing nothing', async () => {
    await t.database.db.update(vehicles).set({ isActive: false }).where(eq(vehicles.id, ids.A8!));
    const before = await t.database.db.select().from(vehicles).orderBy(vehicles.id);
    expect((await patch(emt, ids.A5!, { immobilizerEnabled: false })).statusCode).toBe(403);
    const unknown = await patch(admin, ids.A5!, { immobilizerEnabled: false, colour: 'red' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('colour');
    const badCode = await patch(admin, ids.A5!, { ituranCode: '12' });
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().message).toContain('The Ituran code is 4 to 6 letters or digits');
    expect((await patch(admin, ids.A5!, { immobilizerEnabled: 'yes' })).statusCode).toBe(400);
    expect((await patch(admin, 99_999, { immobilizerEnabled: false })).statusCode).toBe(404);
    await t.database.db.update(vehicles).set({ immobilizerEnabled: false }).where(eq(vehicles.id, ids.A8!));
    const inactive = await patch(admin, ids.A8!, { immobilizerEnabled: true });
    expect(inactive.statusCode).toBe(409);
    expect(await t.database.db.select().from(vehicles).orderBy(vehicles.id)).toEqual(
      before.map((v) => (v.id === ids.A8 ? { ...v, immobilizerEnabled: false } : v)),
    );
    await t.database.db.update(vehicles).set({ isActive: true, immobilizerEnabled: true }).where(eq(vehicles.id, ids.A8!));
  });

  it('turns the immobilizer off and clears the code with an empty one', async () => {
    const response = await patch(admin, ids.A4!, { immobilizerEnabled: false, ituranCode: '' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ immobilizerEnabled: false, hasIturanCode: false });
  });
});
