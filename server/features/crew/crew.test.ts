import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategorySeats, Crew } from '../../../contract/crew.contract.ts';
import { categorySeats, credentialTypes, documents as documentsTable, memberCredentials, notifications, users } from '../../db/schema.ts';
import { ordinaryWindow } from '../../test-support/booking-windows.ts';
import { aMember, aVehicle } from '../../test-support/builders.ts';
import { signaturePng } from '../../test-support/images.ts';
import { pdfText } from '../../test-support/pdf-text.ts';
import { bearer, createSignedInTestApp, type TestApp } from '../../test-support/test-app.ts';

const CATEGORY = 'Transport';
let t: TestApp;
let admin: string;
let vehicleId: number;
let otherVehicleId: number;
const typeIds: Record<string, number> = {};

/** A member who can sign in, with these credentials (verified, valid until `expiresOn`). */
async function aCrewMember(credentials: Record<string, string> = {}, overrides: Partial<typeof users.$inferInsert> = {}) {
  const member = await aMember(t.database.db, overrides);
  for (const [type, expiresOn] of Object.entries(credentials)) {
    await t.database.db.insert(memberCredentials).values({ userId: member.id, typeId: typeIds[type]!, expiresOn, verified: true });
  }
  return { ...member, token: await t.login(member.email) };
}

beforeAll(async () => {
  ({ t, admin } = await createSignedInTestApp());
  for (const type of await t.database.db.select().from(credentialTypes)) typeIds[type.name] = type.id;
  vehicleId = (await aVehicle(t.database.db, { vehicleNumber: 'C1', category: CATEGORY, allowedUserTypes: [] })).id;
  otherVehicleId = (await aVehicle(t.database.db, { vehicleNumber: 'C2', category: CATEGORY, allowedUserTypes: [] })).id;
  const seats = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/vehicle-categories/${encodeURIComponent(CATEGORY)}/seats`,
    headers: bearer(admin),
    payload: {
      seats: [
        {
          key: 'driver',
          label: 'Driver',
          labelHe: 'נהג/ת',
          required: true,
          credentialTypeIds: [typeIds['Emergency-vehicle driving permit']],
          licenceClasses: [],
        },
        { key: 'medic', label: 'Medic', labelHe: 'חובש/ת', required: true, credentialTypeIds: [typeIds.EMT, typeIds.Paramedic], licenceClasses: [] },
        { key: 'trainee', label: 'Trainee', labelHe: 'מתלמד/ת', required: false, credentialTypeIds: [], licenceClasses: [] },
      ],
    },
  });
  expect(seats.statusCode, seats.body).toBe(200);
});
afterAll(() => t.close());

const FAR = '2040-01-01';
const book = (token: string, body: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/bookings', headers: bearer(token), payload: body });
const crewOf = async (token: string, id: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/bookings/${id}/crew`, headers: bearer(token) })).json() as Crew;
const join = (token: string, id: number, seat: string) =>
  t.app.inject({ method: 'POST', url: `/api/bookings/${id}/crew`, headers: bearer(token), payload: { seat } });
const holders = (crew: Crew) => Object.fromEntries(crew.seats.map((s) => [s.key, s.holder?.userId ?? null]));

/** A booking of C1 by a driver with the permit, on the `nth` plain day. */
async function aDriversBooking(nth: number, vehicle = vehicleId) {
  const driver = await aCrewMember({ 'Emergency-vehicle driving permit': FAR });
  const made = await book(driver.token, { vehicleId: vehicle, ...ordinaryWindow(nth) });
  expect(made.statusCode, made.body).toBe(201);
  return { driver, bookingId: (made.json() as { id: number }).id };
}

describe("a vehicle category's seats", () => {
  it('are the admins’ to set, checked, and one open seat until they do', async () => {
    const url = (category: string) => `/api/admin/vehicle-categories/${encodeURIComponent(category)}/seats`;
    expect((await t.app.inject({ method: 'GET', url: url('Support'), headers: bearer(admin) })).json()).toMatchObject({
      defined: false,
      seats: [{ key: 'driver' }],
    });
    expect((await t.app.inject({ method: 'GET', url: url(CATEGORY), headers: bearer(admin) })).json()).toMatchObject({ defined: true, seats: [{}, {}, {}] });
    const seat = { key: 'driver', label: 'Driver', labelHe: 'נהג/ת', required: true, credentialTypeIds: [], licenceClasses: [] };
    for (const seats of [[], [seat, seat], [{ ...seat, key: 'Driver\r\n' }], [{ ...seat, required: false }], Array(9).fill(seat)]) {
      expect((await t.app.inject({ method: 'PUT', url: url('Support'), headers: bearer(admin), payload: { seats } })).statusCode).toBe(400);
    }
  });

  it('changed by another instance (straight in the table), are read again here once the table tells of it', async () => {
    const read = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/admin/vehicle-categories/BLS%20Vehicles/seats', headers: bearer(admin) })).json<CategorySeats>();
    expect(await read()).toMatchObject({ defined: false });
    const seat = { key: 'elsewhere', label: 'Elsewhere', labelHe: 'במקום אחר', required: true, credentialTypeIds: [], licenceClasses: [] };
    await t.database.db.insert(categorySeats).values({ category: 'BLS Vehicles', seats: [seat] });
    await expect.poll(async () => (await read()).seats.map((s) => s.key)).toEqual(['elsewhere']);
  });
});

describe('booking a crewed vehicle', () => {
  it('puts the booker in the first seat they qualify for', async () => {
    const medic = await aCrewMember({ EMT: FAR });
    const made = await book(medic.token, { vehicleId, ...ordinaryWindow(2) });
    expect(made.statusCode, made.body).toBe(201);
    const crew = await crewOf(medic.token, (made.json() as { id: number }).id);
    expect(holders(crew)).toEqual({ driver: null, medic: medic.id, trainee: null });
    expect(crew.complete).toBe(false);
  });

  it('refuses a seat whose credential is missing, as data (overrideType credential), and writes nothing', async () => {
    const nobody = await aCrewMember();
    const refused = await book(nobody.token, { vehicleId, ...ordinaryWindow(3), seat: 'driver' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ overrideType: 'credential', messageKey: 'crew.credentialMissing' });
    expect(refused.json().message).toBe('The Driver seat needs Emergency-vehicle driving permit: you have none on file. Add it in My Profile.');
  });

  it('refuses a member whose credential expires the day before the booking ends', async () => {
    const window = ordinaryWindow(4);
    const dayBefore = new Date(Date.parse(window.endTime) - 86_400_000).toISOString().slice(0, 10);
    const lapsing = await aCrewMember({ 'Emergency-vehicle driving permit': dayBefore });
    const refused = await book(lapsing.token, { vehicleId, ...window, seat: 'driver' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ overrideType: 'credential', messageKey: 'crew.credentialExpires', params: { date: dayBefore } });
  });
});

describe('joining a crew', () => {
  it('fills an open seat through the rules: the crew is complete, and the seat holds its holder’s time', async () => {
    const { driver, bookingId } = await aDriversBooking(5);
    const medic = await aCrewMember({ Paramedic: FAR });
    const joined = await join(medic.token, bookingId, 'medic');
    expect(joined.statusCode, joined.body).toBe(201);
    expect(joined.json()).toMatchObject({ complete: true });
    expect(holders(joined.json() as Crew)).toEqual({ driver: driver.id, medic: medic.id, trainee: null });
    // The seat's time is theirs: no other booking of theirs may overlap it.
    const overlap = await book(medic.token, { vehicleId: otherVehicleId, ...ordinaryWindow(5), seat: 'medic' });
    expect(overlap.statusCode).toBe(409);
    const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, driver.id));
    expect(told.some((n) => n.textKey === 'crew.joined')).toBe(true);
    // It is among the medic's bookings, and theirs to check in to (here, too early); a stranger's not at all.
    const active = (await t.app.inject({ method: 'GET', url: '/api/bookings/active', headers: bearer(medic.token) })).json() as { id: number }[];
    expect(active.map((b) => b.id)).toContain(bookingId);
    const checkIn = (token: string) => t.app.inject({ method: 'POST', url: `/api/bookings/${bookingId}/check-in`, headers: bearer(token), payload: {} });
    expect((await checkIn(medic.token)).json()).toMatchObject({ messageKey: 'checkIn.tooEarly' });
    expect((await checkIn((await aCrewMember()).token)).statusCode).toBe(404);
  });

  it('refuses an unqualified member, the booker’s own seat, a seat that is not there', async () => {
    const { driver, bookingId } = await aDriversBooking(6);
    const untrained = await aCrewMember();
    expect((await join(untrained.token, bookingId, 'medic')).json()).toMatchObject({ overrideType: 'credential' });
    expect((await join(untrained.token, bookingId, 'driver')).json()).toMatchObject({ messageKey: 'crew.bookerSeat' });
    expect((await join(untrained.token, bookingId, 'pilot')).statusCode).toBe(404);
    expect((await join(driver.token, bookingId, 'trainee')).json()).toMatchObject({ messageKey: 'crew.alreadyInCrew' });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/bookings/${bookingId}/crew/driver`, headers: bearer(driver.token) })).statusCode).toBe(409);
    expect(holders(await crewOf(untrained.token, bookingId))).toEqual({ driver: driver.id, medic: null, trainee: null });
  });

  it('gives the last seat to exactly one of two members racing for it', async () => {
    const { bookingId } = await aDriversBooking(7);
    const [a, b] = [await aCrewMember({ EMT: FAR }), await aCrewMember({ EMT: FAR })];
    const answers = await Promise.all([join(a.token, bookingId, 'medic'), join(b.token, bookingId, 'medic')]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const crew = await crewOf(a.token, bookingId);
    expect([a.id, b.id]).toContain(crew.seats.find((s) => s.key === 'medic')!.holder!.userId);
  });

  it('lets the booker invite a qualified member, who accepts by joining or declines by leaving', async () => {
    const { driver, bookingId } = await aDriversBooking(8);
    const [invitee, stranger] = [await aCrewMember({ EMT: FAR }), await aCrewMember({ EMT: FAR })];
    const invite = (token: string, userId: number) =>
      t.app.inject({ method: 'POST', url: `/api/bookings/${bookingId}/crew/invitations`, headers: bearer(token), payload: { seat: 'medic', userId } });
    expect((await invite(stranger.token, invitee.id)).statusCode).toBe(403);
    const invited = await invite(driver.token, invitee.id);
    expect(invited.statusCode, invited.body).toBe(201);
    expect(invited.json().seats[1]).toMatchObject({ invited: { userId: invitee.id }, holder: null });
    expect((await join(stranger.token, bookingId, 'medic')).json()).toMatchObject({ messageKey: 'crew.invitedSomeoneElse' });
    expect((await join(invitee.token, bookingId, 'medic')).statusCode).toBe(201);
    const left = await t.app.inject({ method: 'DELETE', url: `/api/bookings/${bookingId}/crew/medic`, headers: bearer(invitee.token) });
    expect(left.json()).toMatchObject({ complete: false, seats: [{}, { holder: null, invited: null }, {}] });
  });
});

describe('whom a booker may invite', () => {
  it('are the active members who qualify for the seat and are not in the crew, found by name; the booker’s alone to ask', async () => {
    const { driver, bookingId } = await aDriversBooking(13);
    const name = `Zvulun ${Date.now()}`;
    const [qualified, untrained, stranger] = [
      await aCrewMember({ EMT: FAR }, { name: `${name} A` }),
      await aCrewMember({}, { name: `${name} B` }),
      await aCrewMember(),
    ];
    const gone = await aCrewMember({ EMT: FAR }, { name: `${name} C` });
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, gone.id));
    const candidates = (token: string, query: string) =>
      t.app.inject({ method: 'GET', url: `/api/bookings/${bookingId}/crew/candidates?${query}`, headers: bearer(token) });
    const found = await candidates(driver.token, `seat=medic&q=${encodeURIComponent(name)}`);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toEqual([{ userId: qualified.id, name: `${name} A` }]);
    expect((await candidates(driver.token, `seat=trainee&q=${encodeURIComponent(name)}`)).json()).toHaveLength(2);
    expect(untrained.id).toBeGreaterThan(0);
    expect((await candidates(stranger.token, 'seat=medic')).statusCode).toBe(403);
    expect((await candidates(driver.token, 'seat=driver')).json()).toMatchObject({ messageKey: 'crew.bookerSeat' });
    expect((await candidates(driver.token, `seat=medic&q=${'x'.repeat(101)}`)).statusCode).toBe(400);
    expect((await candidates(driver.token, 'seat=medic&q=%25_%5C')).statusCode).toBe(200);
  });
});

describe('a crew’s booking let go', () => {
  it('tells the crew and the invited when the booker cancels; nobody else', async () => {
    const { driver, bookingId } = await aDriversBooking(10);
    const [medic, invitee, stranger] = [await aCrewMember({ EMT: FAR }), await aCrewMember(), await aCrewMember()];
    expect((await join(medic.token, bookingId, 'medic')).statusCode).toBe(201);
    const invited = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${bookingId}/crew/invitations`,
      headers: bearer(driver.token),
      payload: { seat: 'trainee', userId: invitee.id },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const cancelled = await t.app.inject({ method: 'POST', url: `/api/bookings/${bookingId}/cancel`, headers: bearer(driver.token), payload: {} });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const told = async (userId: number) =>
      (await t.database.db.select().from(notifications).where(eq(notifications.userId, userId))).filter(
        (n) => n.textKey === 'crew.bookingCancelled' && (n.params as { bookingId: number }).bookingId === bookingId,
      ).length;
    expect([await told(medic.id), await told(invitee.id), await told(driver.id), await told(stranger.id)]).toEqual([1, 1, 0, 0]);
  });
});

describe('a crew’s booking moved', () => {
  it('tells the crew where and when it is now, not the booker', async () => {
    const { driver, bookingId } = await aDriversBooking(14);
    const medic = await aCrewMember({ EMT: FAR });
    expect((await join(medic.token, bookingId, 'medic')).statusCode).toBe(201);
    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/bookings/${bookingId}`,
      headers: bearer(driver.token),
      payload: { ...ordinaryWindow(15), vehicleId: otherVehicleId },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const told = async (userId: number) =>
      (await t.database.db.select().from(notifications).where(eq(notifications.userId, userId))).filter((n) => n.textKey === 'crew.bookingMoved');
    const [notice] = await told(medic.id);
    expect(notice?.params).toMatchObject({ bookingId, vehicle: 'C2', wasVehicle: 'C1', start: ordinaryWindow(15).startTime });
    expect(await told(driver.id)).toEqual([]);
  });
});

describe('the agreement of a crewed booking', () => {
  it('is signed by each seat holder, once each; the crew shows who has; each reads their own PDF', async () => {
    const { driver, bookingId } = await aDriversBooking(12);
    const [medic, stranger] = [await aCrewMember({ EMT: FAR }), await aCrewMember()];
    const png = `data:image/png;base64,${(await signaturePng()).toString('base64')}`;
    const sign = (token: string, fullName: string) =>
      t.app.inject({ method: 'POST', url: `/api/agreements/${bookingId}/sign`, headers: bearer(token), payload: { fullName, signature: png, accepted: true } });
    expect((await sign(medic.token, 'Not Yet In')).statusCode).toBe(404);
    expect((await join(medic.token, bookingId, 'medic')).statusCode).toBe(201);
    expect((await sign(driver.token, 'Dana Driver')).statusCode).toBe(200);
    expect((await sign(medic.token, 'Moshe Medic')).statusCode).toBe(200);
    expect((await sign(medic.token, 'Moshe Medic')).statusCode).toBe(409);
    expect((await sign(stranger.token, 'Stranger')).statusCode).toBe(404);
    const seats = (await crewOf(driver.token, bookingId)).seats;
    expect(seats.map((s) => s.holder?.agreementSigned ?? null)).toEqual([true, true, null]);

    const pdfOf = async (token: string) =>
      pdfText((await t.app.inject({ method: 'GET', url: `/api/agreements/${bookingId}/pdf`, headers: bearer(token) })).rawPayload);
    expect(await pdfOf(medic.token)).toContain('Moshe Medic');
    expect(await pdfOf(driver.token)).toContain('Dana Driver');
    const documents = await t.database.db.select().from(documentsTable).where(eq(documentsTable.bookingId, bookingId));
    expect(documents.map((d) => d.userId).sort()).toEqual([driver.id, medic.id].sort());
  });
});

describe('the immobilizer code of a crewed booking', () => {
  /** The member's code notices of C3, as they read them. */
  const codeNotices = async (token: string) =>
    ((await t.app.inject({ method: 'GET', url: '/api/user/notifications', headers: bearer(token) })).json() as { message: string; title: string }[])
      .filter((n) => n.title === 'Immobilizer code for C3')
      .map((n) => n.message);

  it('goes to the driver seat: the booker holds it only while nobody drives; by the setting, to the whole crew', async () => {
    const c3 = await aVehicle(t.database.db, { vehicleNumber: 'C3', category: CATEGORY, allowedUserTypes: [], immobilizerEnabled: true });
    const medic = await aCrewMember({ EMT: FAR });
    const made = await book(medic.token, { vehicleId: c3.id, ...ordinaryWindow(11) });
    expect(made.statusCode, made.body).toBe(201);
    const bookingId = (made.json() as { id: number }).id;
    expect(await codeNotices(medic.token)).toEqual([expect.not.stringContaining('crew’s driver')]);

    const driver = await aCrewMember({ 'Emergency-vehicle driving permit': FAR });
    expect((await join(driver.token, bookingId, 'driver')).statusCode).toBe(201);
    expect(await codeNotices(driver.token)).toEqual([expect.not.stringContaining('crew’s driver')]);
    expect(await codeNotices(medic.token)).toEqual([expect.stringContaining('The code is with the crew’s driver.')]);

    const settings = (await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: bearer(admin) })).json() as Record<string, unknown>;
    const put = (codeToWholeCrew: boolean) =>
      t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: bearer(admin), payload: { ...settings, codeToWholeCrew } });
    expect((await put(true)).statusCode).toBe(200);
    try {
      expect(await codeNotices(medic.token)).toEqual([expect.not.stringContaining('crew’s driver')]);
    } finally {
      expect((await put(false)).statusCode).toBe(200);
    }
  });
});

describe('crews for admins and members who opted in', () => {
  it('lists held bookings of the next 48 hours whose crew is not complete', async () => {
    const driver = await aCrewMember({ 'Emergency-vehicle driving permit': FAR });
    const start = Date.now() + 3_600_000;
    const soon = await book(driver.token, {
      vehicleId: otherVehicleId,
      startTime: new Date(start).toISOString(),
      endTime: new Date(start + 4 * 3_600_000).toISOString(),
    });
    expect(soon.statusCode, soon.body).toBe(201);
    const list = (await t.app.inject({ method: 'GET', url: '/api/admin/crews/incomplete', headers: bearer(admin) })).json() as Crew[];
    expect(list.map((c) => c.bookingId)).toContain((soon.json() as { id: number }).id);
  });

  it('tells a qualified member who opted in of an open seat, once; not one who did not or does not qualify', async () => {
    const [keen, quiet, untrained] = [await aCrewMember({ EMT: FAR }), await aCrewMember({ EMT: FAR }), await aCrewMember()];
    for (const m of [keen, untrained]) {
      const put = await t.app.inject({ method: 'PUT', url: '/api/user/crew-alerts', headers: bearer(m.token), payload: { openSeats: true } });
      expect(put.json()).toEqual({ openSeats: true });
    }
    const { bookingId } = await aDriversBooking(9);
    const toldOf = async (userId: number) =>
      (await t.database.db.select().from(notifications).where(eq(notifications.userId, userId))).filter(
        (n) => n.textKey === 'crew.openSeat' && (n.params as { bookingId: number }).bookingId === bookingId,
      );
    expect((await toldOf(keen.id)).map((n) => n.message)).toEqual([expect.stringMatching(/^C1, .* needs Medic\. Join in one tap\.$/)]);
    // The notice offers the seat in one tap.
    const listed = (await t.app.inject({ method: 'GET', url: '/api/user/notifications', headers: bearer(keen.token) })).json() as { action?: unknown }[];
    expect(listed.map((n) => n.action)).toContainEqual({ kind: 'joinSeat', bookingId, seat: 'medic' });
    expect(await toldOf(quiet.id)).toEqual([]);
    expect(await toldOf(untrained.id)).toEqual([]);
  });
});
