import { randomUUID } from 'node:crypto';
import { addDays } from 'date-fns';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { localDateOf } from '../../../contract/jerusalem-time.ts';
import type { BookingVehicleCheck, VehicleCheck } from '../../../contract/vehicle-checks.contract.ts';
import type { WorkOrder } from '../../../contract/work-orders.contract.ts';
import { auditLog, bookingCrew, bookings, documents, immobilizerCodes, vehicleChecks, vehicles, workOrders } from '../../db/schema.ts';
import { aBooking, aMember, aVehicle } from '../../test-support/builders.ts';
import { bookNow } from '../../test-support/current-booking.ts';
import { photoJpeg, pngClaiming } from '../../test-support/images.ts';
import { bearer, createManualScheduler, createSignedInTestApp, TEST_SECRET, type TestApp } from '../../test-support/test-app.ts';
import { createCodeSealer } from '../immobilizer/immobilizer-codes.ts';

let t: TestApp;
let admin: string;
let emt: string;
const jobs = createManualScheduler();

beforeAll(async () => void ({ t, admin, emt } = await createSignedInTestApp({}, { runJobs: true, scheduler: jobs.scheduler })));
afterAll(() => t.close());

/** Every item of the built-in BLS check answered as fine. */
const BLS_FINE = [
  { key: 'oxygen-portable', value: 180 },
  { key: 'defibrillator', presence: 'present' },
  { key: 'defibrillator-pads', expiry: '2030-01-01' },
  { key: 'airway-kit', presence: 'present' },
  { key: 'trauma-bag', presence: 'present' },
  { key: 'gloves-masks', presence: 'present' },
  { key: 'lights-siren', presence: 'present' },
  { key: 'fuel', value: 70 },
];
const answering = (changes: Record<string, object>) => BLS_FINE.map((a) => (changes[a.key] ? { key: a.key, ...changes[a.key] } : a));

/** A BLS vehicle with an immobilizer, and a new member's booking of it starting now (its check open). */
async function aCurrentBooking() {
  const vehicle = await aVehicle(t.database.db, { category: 'BLS Vehicles', immobilizerEnabled: true });
  const token = await t.login((await aMember(t.database.db)).email);
  const bookingId = await bookNow(t, token, admin, vehicle.id, 2, { checked: false });
  return { vehicle, bookingId, token };
}
const checkOf = async (bookingId: number, token: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/bookings/${bookingId}/vehicle-check`, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as BookingVehicleCheck;
};
const submit = (bookingId: number, payload: object, token: string) =>
  t.app.inject({ method: 'POST', url: `/api/bookings/${bookingId}/vehicle-check`, headers: bearer(token), payload: { templateVersion: 1, ...payload } });
/** The booking's code as its seal holds it (what the member is told once it is released). */
async function codeOf(bookingId: number): Promise<string> {
  const [row] = await t.database.db.select().from(immobilizerCodes).where(eq(immobilizerCodes.bookingId, bookingId));
  return createCodeSealer(TEST_SECRET).open(bookingId, row!.codeSealed!)!;
}
const deactivate = (vehicleId: number, code: string, token: string) =>
  t.app.inject({ method: 'POST', url: `/api/vehicles/${vehicleId}/immobilizer/deactivate`, headers: bearer(token), payload: { code } });
const noticesOf = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/user/notifications', headers: bearer(token) })).json() as { type: string; title: string; message: string }[];
const workOrdersOf = async (vehicleId: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/admin/work-orders?vehicleId=${vehicleId}`, headers: bearer(admin) })).json() as WorkOrder[];
const statusOf = async (vehicleId: number) => (await t.database.db.select().from(vehicles).where(eq(vehicles.id, vehicleId)))[0]!.status;

describe('check templates', () => {
  it('come with an ambulance, ALS and BLS check, English and Hebrew item for item; other categories have none yet', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/check-templates', headers: bearer(admin) });
    expect(response.statusCode).toBe(200);
    const byCategory = Object.fromEntries(
      (response.json() as { category: string; current: { items: { labelHe: string }[] } | null }[]).map((s) => [s.category, s]),
    );
    for (const category of ['Ambulances', 'ALS Vehicle', 'BLS Vehicles']) {
      expect(byCategory[category]!.current!.items.length).toBeGreaterThan(5);
      for (const item of byCategory[category]!.current!.items) expect(item.labelHe).toMatch(/[\u0590-\u05FF]/);
    }
    expect(byCategory.Transport!.current).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/check-templates', headers: bearer(emt) })).statusCode).toBe(403);
  });

  it('are saved as a new version by the category or its short form, audited; a bad template is refused and changes nothing', async () => {
    const items = [
      { key: 'fire-extinguisher', kind: 'expiry', label: 'Fire extinguisher', labelHe: 'מטף', critical: true },
      { key: 'fuel', kind: 'number', label: 'Fuel', labelHe: 'דלק', minimum: 30, unit: '%' },
    ];
    const put = (category: string, body: unknown) =>
      t.app.inject({ method: 'PUT', url: `/api/admin/check-templates/${encodeURIComponent(category)}`, headers: bearer(admin), payload: body as object });
    const saved = await put('support', { items });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      category: 'Support',
      version: 1,
      items: [
        { key: 'fire-extinguisher', critical: true },
        { key: 'fuel', minimum: 30 },
      ],
    });
    expect((await put('Support', { items })).json()).toMatchObject({ version: 2 });

    const bad: [unknown, RegExp][] = [
      [{ items: [{ ...items[1], minimum: undefined }] }, /A number item needs its minimum/],
      [{ items: [items[0], items[0]] }, /Each item needs its own key/],
      [{ items: [{ ...items[0], labelHe: ' ' }] }, /The Hebrew label is required/],
      [{ items: [{ ...items[0], label: 'x'.repeat(1_000_000) }] }, /at most 200 characters/],
      [{ items: [{ ...items[0], key: 'Fire Extinguisher\r\n' }] }, /An item key is 1 to 40 lower-case letters/],
      [{ items: [] }, /at least one item/],
    ];
    for (const [body, message] of bad) {
      const refused = await put('support', body);
      expect(refused.statusCode, JSON.stringify(body).slice(0, 100)).toBe(400);
      expect(refused.json<{ message: string }>().message).toMatch(message);
    }
    expect((await put('trucks', { items })).json<{ message: string }>().message).toMatch(/category must be one of Ambulances/);
    const after = (await t.app.inject({ method: 'GET', url: '/api/admin/check-templates', headers: bearer(admin) })).json() as {
      category: string;
      versions: unknown[];
    }[];
    expect(after.find((s) => s.category === 'Support')!.versions).toHaveLength(2);
    const audited = await t.database.db.select().from(auditLog).where(eq(auditLog.entity, 'check_template'));
    expect(audited.length).toBe(2);
  });
});

describe('the start-of-shift check', () => {
  it('holds the immobilizer code back until it passes, then the member is told the code and it works', async () => {
    const { vehicle, bookingId, token } = await aCurrentBooking();
    const before = await checkOf(bookingId, token);
    expect(before).toMatchObject({ state: 'not_yet', codeNeedsCheck: true, codeReleased: false, template: { category: 'BLS Vehicles', version: 1 } });
    const code = await codeOf(bookingId);
    // The issue notice does not give the code yet, and the right code does not release the vehicle.
    expect((await noticesOf(token)).some((n) => n.message.includes(code))).toBe(false);
    // It says why, in its reader's language.
    expect((await noticesOf(token)).some((n) => n.message.startsWith('Your code comes after your vehicle check in the app.'))).toBe(true);
    const chooseLanguage = async (language: string) =>
      expect((await t.app.inject({ method: 'PATCH', url: '/api/user/profile', headers: bearer(token), payload: { language } })).statusCode).toBe(200);
    await chooseLanguage('he');
    expect((await noticesOf(token)).some((n) => n.message.startsWith('הקוד יישלח אחרי בדיקת הרכב באפליקציה.'))).toBe(true);
    await chooseLanguage('en');
    const held = await deactivate(vehicle.id, code, token);
    expect(held.statusCode).toBe(409);
    expect(held.json()).toMatchObject({ code: 'VEHICLE_CHECK_NEEDED', message: expect.stringContaining('after a passed vehicle check') as string });

    const done = await submit(bookingId, { answers: BLS_FINE }, token);
    expect(done.statusCode, done.body).toBe(201);
    expect(done.json()).toMatchObject({ result: 'passed', bookingId, vehicleId: vehicle.id });
    expect(await checkOf(bookingId, token)).toMatchObject({ state: 'passed', codeReleased: true });
    // The check checks the booking in (the member is at the vehicle); unlocking after it keeps that.
    const checkedIn = async () => (await t.database.db.select().from(bookings).where(eq(bookings.id, bookingId)))[0]!.checkInMethod;
    expect(await checkedIn()).toBe('check');
    expect((await noticesOf(token)).find((n) => n.message.startsWith('Your vehicle check passed.'))?.message).toContain(`Your code is ${code}.`);
    expect((await deactivate(vehicle.id, code, token)).statusCode).toBe(200);
    expect(await checkedIn()).toBe('check');
    expect(await statusOf(vehicle.id)).toBe('available');
  });

  it('is done by any of the crew: a member in one of its seats may check the vehicle; one outside it may not', async () => {
    const { bookingId } = await aCurrentBooking();
    const medic = await aMember(t.database.db);
    const medicToken = await t.login(medic.email);
    expect((await submit(bookingId, { answers: BLS_FINE }, medicToken)).statusCode).toBe(404);
    await t.database.db.insert(bookingCrew).values({ bookingId, seat: 'medic', userId: medic.id, status: 'joined' });
    expect(await checkOf(bookingId, medicToken)).toMatchObject({ state: 'not_yet' });
    const done = await submit(bookingId, { answers: BLS_FINE }, medicToken);
    expect(done.statusCode, done.body).toBe(201);
    const [row] = await t.database.db.select().from(vehicleChecks).where(eq(vehicleChecks.bookingId, bookingId));
    expect(row!.userId).toBe(medic.id);
  });

  it('is done once: a second check is refused, the same one sent again (a phone back online) answers what was recorded', async () => {
    const { bookingId, token } = await aCurrentBooking();
    const clientId = randomUUID();
    const first = await submit(bookingId, { answers: BLS_FINE, clientId }, token);
    expect(first.statusCode).toBe(201);
    const again = await submit(bookingId, { answers: BLS_FINE, clientId }, token);
    expect(again.statusCode).toBe(200);
    expect(again.json<VehicleCheck>().id).toBe(first.json<VehicleCheck>().id);
    const other = await submit(bookingId, { answers: BLS_FINE, clientId: randomUUID() }, token);
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ code: 'CHECK_DONE' });
  });

  it('records one check when the member sends eight at once', async () => {
    const { bookingId, token } = await aCurrentBooking();
    const answers = await Promise.all(Array.from({ length: 8 }, () => submit(bookingId, { answers: BLS_FINE, clientId: randomUUID() }, token)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
  });

  it("keeps the phone's time within the check's window, never after now", async () => {
    const { bookingId, token } = await aCurrentBooking();
    const booking = (await t.database.db.select().from(bookings).where(eq(bookings.id, bookingId)))[0]!;
    const done = await submit(bookingId, { answers: BLS_FINE, doneAt: '2001-01-01T00:00:00Z' }, token);
    expect(done.statusCode, done.body).toBe(201);
    expect(Date.parse(done.json<VehicleCheck>().doneAt)).toBe(booking.startTime.getTime() - 3_600_000);

    const later = await aCurrentBooking();
    const future = await submit(later.bookingId, { answers: BLS_FINE, doneAt: '2099-12-31T23:00:00Z' }, later.token);
    expect(Date.parse(future.json<VehicleCheck>().doneAt)).toBeLessThanOrEqual(Date.now());
    expect((await submit(later.bookingId, { answers: BLS_FINE, doneAt: '9999-01-01T00:00:00Z' }, later.token)).statusCode).toBe(400);
  });

  it('refuses answers that do not fit the template, and writes nothing', async () => {
    const { bookingId, token } = await aCurrentBooking();
    const bad: [object, RegExp][] = [
      [{ answers: [...BLS_FINE, { key: 'radio', presence: 'present' }] }, /The check has no item "?radio/],
      [{ answers: answering({ fuel: { presence: 'present' } }) }, /Fuel is answered with value, not presence/],
      [{ answers: answering({ 'trauma-bag': { presence: 'short' } }) }, /Say in a note what is short or to replace: Trauma bag/],
      [{ answers: answering({ 'trauma-bag': { presence: 'short', note: 'x'.repeat(1_000_000) } }) }, /./],
      [{ answers: answering({ fuel: { value: 2 ** 63 } }) }, /./],
      [{ answers: BLS_FINE, templateVersion: 99 }, /changed since this one was opened/],
      [{ answers: BLS_FINE, clientId: 'not-a-uuid' }, /clientId must be a UUID/],
    ];
    for (const [payload, message] of bad) {
      const refused = await submit(bookingId, payload, token);
      expect(refused.statusCode, JSON.stringify(payload).slice(0, 120)).toBe(400);
      expect(refused.json<{ message: string }>().message).toMatch(message);
    }
    expect((await checkOf(bookingId, token)).state).toBe('not_yet');
  });

  it("is its holder's, from an hour before the start to the end of a confirmed or active booking", async () => {
    const member = await aMember(t.database.db);
    const vehicle = await aVehicle(t.database.db, { category: 'BLS Vehicles' });
    const ahead = await aBooking().for(member).on(vehicle).inDays(2).in(t.database.db);
    const token = await t.login(member.email);
    const early = await submit(ahead.id, { answers: BLS_FINE }, token);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'CHECK_NOT_OPEN' });
    // Another member does not see the booking; an admin sees it but does not do its check.
    expect((await submit(ahead.id, { answers: BLS_FINE }, emt)).statusCode).toBe(404);
    expect((await submit(ahead.id, { answers: BLS_FINE }, admin)).json()).toMatchObject({ code: 'NOT_BOOKING_HOLDER' });
    await t.database.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, ahead.id));
    expect((await submit(ahead.id, { answers: BLS_FINE }, token)).json()).toMatchObject({ code: 'BOOKING_NOT_HELD' });
  });

  it("is a document of its booking, a PDF in the reader's language, and the diary shows it", async () => {
    const { bookingId, token } = await aCurrentBooking();
    const done = (await submit(bookingId, { answers: BLS_FINE }, token)).json<VehicleCheck>();
    const [doc] = await t.database.db
      .select()
      .from(documents)
      .where(and(eq(documents.type, 'vehicle_check'), eq(documents.sourceId, done.id)));
    expect(doc).toMatchObject({ bookingId, userId: done.userId });
    for (const language of ['en', 'he']) {
      const file = await t.app.inject({ method: 'GET', url: `/api/documents/${doc!.id}/file?language=${language}`, headers: bearer(token) });
      expect(file.statusCode, file.body.slice(0, 200)).toBe(200);
      expect(file.headers['content-type']).toContain('application/pdf');
    }
    const diary = await t.app.inject({ method: 'GET', url: '/api/admin/reservations', headers: bearer(admin) });
    const row = (diary.json() as { reservations: { id: number; vehicleCheck: string }[] }).reservations.find((r) => r.id === bookingId);
    expect(row?.vehicleCheck).toBe('passed');
  });
});

describe('a failed check', () => {
  it('takes the vehicle out at once, opens a blocking work order with the check, tells the admins, and offers the member another vehicle', async () => {
    const { vehicle, bookingId, token } = await aCurrentBooking();
    const answers = answering({ defibrillator: { presence: 'replace', note: 'self-test failed' }, 'gloves-masks': { presence: 'short', note: 'no masks' } });
    const done = await submit(bookingId, { answers }, token);
    expect(done.statusCode, done.body).toBe(201);
    const check = done.json<VehicleCheck>();
    expect(check.result).toBe('failed');
    expect(await statusOf(vehicle.id)).toBe('maintenance');

    const orders = await workOrdersOf(vehicle.id);
    expect(orders.map((o) => [o.kind, o.blocking, o.source, o.sourceId, o.status]).sort()).toEqual([
      ['repair', true, 'check', check.id, 'open'],
      ['restock', false, 'check', check.id, 'open'],
    ]);
    const told = (await noticesOf(admin)).find((n) => n.title === `${vehicle.vehicleNumber} failed its check`);
    expect(told?.message).toContain('Defibrillator there, self-test passed');
    expect(await checkOf(bookingId, token)).toMatchObject({ state: 'failed', codeReleased: false });

    const booking = (await t.database.db.select().from(bookings).where(eq(bookings.id, bookingId)))[0]!;
    expect(booking.vehicleWithdrawn).toMatchObject({ kind: 'maintenance' });
    const alternatives = (await t.app.inject({ method: 'GET', url: `/api/bookings/${bookingId}/alternatives`, headers: bearer(token) })).json() as {
      vehicleId: number;
    }[];
    expect(alternatives.length).toBeGreaterThan(0);
    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/bookings/${bookingId}`,
      headers: bearer(token),
      payload: { startTime: booking.startTime.toISOString(), endTime: booking.endTime.toISOString(), vehicleId: alternatives[0]!.vehicleId },
    });
    expect(moved.statusCode, moved.body).toBe(200);
  });

  it('passes with shortages of other items and opens a restock only: the vehicle stays in service', async () => {
    const { vehicle, bookingId, token } = await aCurrentBooking();
    const done = await submit(bookingId, { answers: answering({ fuel: { value: 10 } }) }, token);
    expect(done.json<VehicleCheck>().result).toBe('passed');
    expect(await statusOf(vehicle.id)).toBe('available');
    expect((await workOrdersOf(vehicle.id)).map((o) => [o.kind, o.blocking])).toEqual([['restock', false]]);
    expect((await noticesOf(admin)).some((n) => n.title === `${vehicle.vehicleNumber} needs a restock`)).toBe(true);
  });
});

describe('work orders', () => {
  const patch = (id: number, payload: object) => t.app.inject({ method: 'PATCH', url: `/api/admin/work-orders/${id}`, headers: bearer(admin), payload });

  it('opened by hand and blocking, take the vehicle out at once (its booking told, audited as the admin); not blocking, leave it in service', async () => {
    const open = (vehicleId: number, payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/admin/work-orders', headers: bearer(admin), payload: { vehicleId, title: 'Tyres', ...payload } });
    const { vehicle, bookingId } = await aCurrentBooking();
    expect((await open(vehicle.id, { blocking: false })).statusCode).toBe(201);
    expect(await statusOf(vehicle.id)).toBe('available');
    const blocking = await open(vehicle.id, { title: 'Brakes failing', blocking: true });
    expect(blocking.statusCode, blocking.body).toBe(201);
    expect(await statusOf(vehicle.id)).toBe('maintenance');
    const [booking] = await t.database.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(booking!.vehicleWithdrawn).toMatchObject({ kind: 'maintenance' });
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'vehicle'), eq(auditLog.entityId, String(vehicle.id))));
    expect(audited.at(-1)).toMatchObject({ actorName: 'Avi Cohen', after: expect.objectContaining({ status: 'maintenance' }) as object });
    expect((await patch(blocking.json<WorkOrder>().id, { status: 'done' })).statusCode).toBe(200);
    expect(await statusOf(vehicle.id)).toBe('available');
  });

  it('bring the vehicle back when its last blocking one is done, and go forward only', async () => {
    const { vehicle, bookingId, token } = await aCurrentBooking();
    await submit(bookingId, { answers: answering({ 'lights-siren': { presence: 'replace', note: 'siren dead' } }) }, token);
    const manual = await t.app.inject({
      method: 'POST',
      url: '/api/admin/work-orders',
      headers: bearer(admin),
      payload: { vehicleId: vehicle.id, title: 'Brake pads', details: 'Squeal at low speed' },
    });
    expect(manual.statusCode, manual.body).toBe(201);
    const [repair] = (await workOrdersOf(vehicle.id)).filter((o) => o.source === 'check');
    expect((await patch(repair!.id, { status: 'in_progress' })).json()).toMatchObject({ status: 'in_progress', startedAt: expect.any(String) as string });
    const done = await patch(repair!.id, { status: 'done', cost: 450.5, parts: 'Siren amplifier' });
    expect(done.json()).toMatchObject({ status: 'done', cost: 450.5, doneBy: expect.any(String) as string });
    // The manual order blocks it still.
    expect(await statusOf(vehicle.id)).toBe('maintenance');
    expect((await patch(manual.json<WorkOrder>().id, { status: 'done' })).statusCode).toBe(200);
    expect(await statusOf(vehicle.id)).toBe('available');
    const bookable = (await t.app.inject({ method: 'GET', url: '/api/vehicles', headers: bearer(token) })).json() as { id: number; bookable: boolean }[];
    expect(bookable.find((v) => v.id === vehicle.id)?.bookable).toBe(true);

    const back = await patch(repair!.id, { status: 'open' });
    expect(back.statusCode).toBe(409);
    expect(back.json()).toMatchObject({ code: 'WORK_ORDER_STEP' });
    for (const payload of [{}, { cost: -1 }, { cost: 1.234 }, { status: 'closed' }]) expect((await patch(repair!.id, payload)).statusCode).toBe(400);
    expect((await patch(999_999, { notes: 'x' })).statusCode).toBe(404);
    const audited = await t.database.db.select().from(auditLog).where(eq(auditLog.entity, 'work_order'));
    expect(audited.length).toBeGreaterThanOrEqual(4);
    onTestFinished(async () => void (await t.database.db.delete(workOrders).where(eq(workOrders.vehicleId, vehicle.id))));
  });

  it('keep files (a PDF, a photo made safe), link the check they came from, and refuse what is neither', async () => {
    const { vehicle, bookingId, token } = await aCurrentBooking();
    await submit(bookingId, { answers: answering({ 'lights-siren': { presence: 'replace', note: 'siren dead' } }) }, token);
    const [repair] = (await workOrdersOf(vehicle.id)).filter((o) => o.source === 'check');
    const [checkDocument] = await t.database.db
      .select()
      .from(documents)
      .where(and(eq(documents.type, 'vehicle_check'), eq(documents.bookingId, bookingId)));
    expect(repair).toMatchObject({ sourceDocumentId: checkDocument!.id, files: [] });
    const attach = async (body: Buffer, filename: string) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(body)]), filename);
      const encoded = new Request('http://local/', { method: 'POST', body: form });
      return t.app.inject({
        method: 'POST',
        url: `/api/admin/work-orders/${repair!.id}/files`,
        headers: { ...bearer(admin), 'content-type': encoded.headers.get('content-type')! },
        payload: Buffer.from(await encoded.arrayBuffer()),
      });
    };
    const invoice = Buffer.from('%PDF-1.4\n% an invoice\n%%EOF\n');
    expect((await attach(invoice, 'חשבונית\r\nSet-Cookie: x.pdf')).statusCode).toBe(201);
    const photo = await attach(await photoJpeg(640, 480), 'siren.jpg');
    expect(photo.statusCode, photo.body).toBe(201);
    const files = photo.json<WorkOrder>().files;
    expect(files.map((f) => [f.contentType, f.uploadedBy])).toEqual([
      ['application/pdf', 'Avi Cohen'],
      ['image/jpeg', 'Avi Cohen'],
    ]);
    for (const bad of [Buffer.from('MZ not a document'), pngClaiming(100_000, 100_000)]) expect((await attach(bad, 'x.png')).statusCode).toBe(400);
    expect((await attach(Buffer.alloc(11 * 1024 * 1024, 1), 'big.pdf')).statusCode).toBe(413);

    const read = await t.app.inject({ method: 'GET', url: `${files[0]!.fileUrl}?download=1`, headers: bearer(admin) });
    expect(read.statusCode).toBe(200);
    expect(read.rawPayload.equals(invoice)).toBe(true);
    expect(read.headers['content-disposition']).toMatch(/^attachment; /);
    expect(read.headers['content-disposition']).not.toMatch(/[\r\n]/);
    expect((await t.app.inject({ method: 'GET', url: files[0]!.fileUrl, headers: bearer(token) })).statusCode).toBe(403);
    const removed = await t.app.inject({ method: 'DELETE', url: files[0]!.fileUrl, headers: bearer(admin) });
    expect(removed.json<WorkOrder>().files.map((f) => f.id)).toEqual([files[1]!.id]);
    expect((await t.app.inject({ method: 'GET', url: files[0]!.fileUrl, headers: bearer(admin) })).statusCode).toBe(404);
    onTestFinished(async () => void (await t.database.db.delete(workOrders).where(eq(workOrders.vehicleId, vehicle.id))));
  });
});

describe('the waiver and the setting', () => {
  it("an admin's waiver, with its reason, releases the code without a check; audited", async () => {
    const { vehicle, bookingId, token } = await aCurrentBooking();
    const waive = (payload: object, token = admin) =>
      t.app.inject({ method: 'POST', url: `/api/admin/bookings/${bookingId}/vehicle-check/waiver`, headers: bearer(token), payload });
    expect((await waive({ reason: '' })).statusCode).toBe(400);
    expect((await waive({ reason: 'Checked by phone with dispatch' }, emt)).statusCode).toBe(403);
    const waived = await waive({ reason: 'Checked by phone with dispatch' });
    expect(waived.statusCode, waived.body).toBe(200);
    expect(waived.json()).toMatchObject({ state: 'waived', codeReleased: true, waiver: { reason: 'Checked by phone with dispatch' } });
    expect((await waive({ reason: 'again' })).statusCode).toBe(409);
    expect((await deactivate(vehicle.id, await codeOf(bookingId), token)).statusCode).toBe(200);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'vehicle_check'), eq(auditLog.entityId, String(bookingId))));
    expect(entry).toMatchObject({ action: 'waive' });
  });

  it('with "the code needs a passed check" off, the code works without one', async () => {
    const settings = async () => (await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: bearer(admin) })).json() as Record<string, unknown>;
    const put = async (value: boolean) =>
      expect(
        (
          await t.app.inject({
            method: 'PUT',
            url: '/api/admin/settings',
            headers: bearer(admin),
            payload: { ...(await settings()), codeNeedsPassedCheck: value },
          })
        ).statusCode,
      ).toBe(200);
    await put(false);
    onTestFinished(() => put(true));
    const { vehicle, bookingId, token } = await aCurrentBooking();
    expect(await checkOf(bookingId, token)).toMatchObject({ codeNeedsCheck: false, codeReleased: true, state: 'not_yet' });
    expect((await deactivate(vehicle.id, await codeOf(bookingId), token)).statusCode).toBe(200);
  });
});

describe('kit that expires', () => {
  it('is told to the admins before it expires, once a stage; expired critical kit fails the next check unless replaced', async () => {
    const { vehicle, bookingId, token } = await aCurrentBooking();
    const inFiveDays = localDateOf(addDays(new Date(), 5));
    const done = await submit(bookingId, { answers: answering({ 'defibrillator-pads': { expiry: inFiveDays } }) }, token);
    expect(done.json<VehicleCheck>().result).toBe('passed');
    await jobs.runAll();
    await jobs.runAll();
    const told = (await noticesOf(admin)).filter((n) => n.title === `${vehicle.vehicleNumber}: Defibrillator pads expires in 5 days`);
    expect(told).toHaveLength(1);
    expect(told[0]!.message).toContain('It is critical');

    // Days pass: the recorded expiry is yesterday. The next check that does not answer the pads fails by itself.
    const yesterday = localDateOf(addDays(new Date(), -1));
    const [row] = await t.database.db.select().from(vehicleChecks).where(eq(vehicleChecks.id, done.json<VehicleCheck>().id));
    const items = row!.items.map((i) => (i.key === 'defibrillator-pads' ? { ...i, answer: { key: i.key, expiry: yesterday } } : i));
    await t.database.db.update(vehicleChecks).set({ items }).where(eq(vehicleChecks.id, row!.id));
    await t.database.db.update(bookings).set({ status: 'completed' }).where(eq(bookings.id, bookingId));
    const next = await t.login((await aMember(t.database.db)).email);
    const nextBooking = await bookNow(t, next, admin, vehicle.id, 2, { checked: false });
    const unanswered = BLS_FINE.filter((a) => a.key !== 'defibrillator-pads');
    const failed = (await submit(nextBooking, { answers: unanswered }, next)).json<VehicleCheck>();
    expect(failed.result).toBe('failed');
    expect(failed.items.find((i) => i.key === 'defibrillator-pads')).toMatchObject({ finding: 'expired', answer: { expiry: yesterday } });
  });
});
