import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TemplateView } from '../../../contract/templates.contract.ts';
import { bookings, documents, licenceScans, notifications, users, vehicles } from '../../db/schema.ts';
import { ordinaryWindow } from '../../test-support/booking-windows.ts';
import { photoJpeg, pngClaiming, signaturePng } from '../../test-support/images.ts';
import { pdfText } from '../../test-support/pdf-text.ts';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let admin: string;
let emt: string;
let bls: string;
let emtId: number;
let a3: number;
let begun: number;

beforeAll(async () => {
  t = await createTestApp();
  [admin, emt, bls] = await Promise.all([t.login(), t.login('emt@medfleet.test'), t.login('bls@medfleet.test')]);
  emtId = (await t.database.db.select().from(users).where(eq(users.email, 'emt@medfleet.test')))[0]!.id;
  a3 = (await t.database.db.select().from(vehicles).where(eq(vehicles.vehicleNumber, 'A3')))[0]!.id;
  // A booking under way: the clock cannot be moved inside the app, so it is written as the lifecycle job would leave it.
  const now = Date.now();
  const [row] = await t.database.db
    .insert(bookings)
    .values({ userId: emtId, vehicleId: a3, startTime: new Date(now - 3 * 3600_000), endTime: new Date(now + 600_000), status: 'active' })
    .returning();
  begun = row!.id;
  // Odometers a little under the checklist's 120,345 km: a reading the vehicles can have reached.
  await t.database.db.update(vehicles).set({ mileage: 120_200 });
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const list = async (query = '') => (await call('GET', `/api/admin/documents${query}`, admin)).json();
const noticesOf = async (userId: number) => t.database.db.select().from(notifications).where(eq(notifications.userId, userId));
const checklist = {
  fuelLevel: 'three_quarters',
  mileage: 120_345,
  equipmentPresent: ['Defibrillator', 'Oxygen Tank'],
  equipmentMissing: ['Suction Unit'],
  cleanliness: 'clean',
  damageSeen: false,
  items: { 'Keys are back in the station key box': true },
};
/** A file sent as a browser's FormData sends it. */
async function upload(bookingId: number, token: string, body: Buffer, filename: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(body)]), filename);
  const encoded = new Request('http://local/', { method: 'POST', body: form });
  const payload = Buffer.from(await encoded.arrayBuffer());
  return t.app.inject({
    method: 'POST',
    url: `/api/bookings/${bookingId}/documents`,
    headers: { ...bearer(token), 'content-type': encoded.headers.get('content-type')! },
    payload,
  });
}

describe('documents', () => {
  it('lists a signed agreement for review; approving it is once, the member is told, and View gives the PDF', async () => {
    const booked = (await call('POST', '/api/bookings', emt, { vehicleId: a3, ...ordinaryWindow(31) })).json();
    const png = `data:image/png;base64,${(await signaturePng()).toString('base64')}`;
    expect((await call('POST', `/api/agreements/${booked.id}/sign`, emt, { fullName: 'Tamar Friedman', signature: png, accepted: true })).statusCode).toBe(200);
    const found = await list('?type=agreement&q=tamar');
    const doc = found.documents.find((d: { booking: { id: number } | null }) => d.booking?.id === booked.id);
    expect(doc).toMatchObject({ type: 'agreement', status: 'pending', booking: { vehicle: { vehicleNumber: 'A3' }, user: { email: 'emt@medfleet.test' } } });
    expect(found.counts.pending).toBeGreaterThan(0);

    const file = await call('GET', doc.fileUrl, admin);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(await pdfText(file.rawPayload)).toContain('Tamar Friedman');
    expect((await call('GET', `${doc.fileUrl}?download=1`, emt)).headers['content-disposition']).toMatch(
      /^attachment; filename="agreement-A3-\d+\.pdf"; filename\*=UTF-8''agreement-A3-\d+\.pdf$/,
    );
    expect((await call('GET', doc.fileUrl, bls)).statusCode).toBe(404);

    expect((await call('PATCH', `/api/admin/documents/${doc.id}`, admin, { status: 'rejected' })).statusCode).toBe(400);
    expect((await call('PATCH', `/api/admin/documents/${doc.id}`, emt, { status: 'approved' })).statusCode).toBe(403);
    const reviews = await Promise.all([
      call('PATCH', `/api/admin/documents/${doc.id}`, admin, { status: 'approved', notes: 'All in order' }),
      call('PATCH', `/api/admin/documents/${doc.id}`, admin, { status: 'rejected', notes: 'No' }),
    ]);
    expect(reviews.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    // Whichever review came first is the one that stands; the member hears of that one.
    const { status, notes } = reviews.find((r) => r.statusCode === 200)!.json() as { status: 'approved' | 'rejected'; notes: string };
    expect((await noticesOf(emtId)).some((n) => n.title === `Document ${status}` && n.message.includes(notes))).toBe(true);
    expect((await call('GET', '/api/admin/audit?entity=document', admin)).json()[0]).toMatchObject({ entityId: String(doc.id), action: status });
  });

  it('takes the return checklist once, after the booking began, with the items of the current template, and renders it as PDF', async () => {
    const future = (await call('POST', '/api/bookings', emt, { vehicleId: a3, ...ordinaryWindow(32) })).json();
    expect((await call('POST', `/api/bookings/${future.id}/return-checklist`, emt, checklist)).json()).toMatchObject({ code: 'NOT_BEGUN' });
    expect((await call('POST', `/api/bookings/${begun}/return-checklist`, bls, checklist)).statusCode).toBe(404);
    expect((await call('POST', `/api/bookings/${begun}/return-checklist`, emt, { ...checklist, damageSeen: true })).json().fields).toHaveProperty(
      'damageDescription',
    );
    expect((await call('POST', `/api/bookings/${begun}/return-checklist`, emt, { ...checklist, items: { 'Not an item': true } })).statusCode).toBe(400);

    const returned = await call('POST', `/api/bookings/${begun}/return-checklist`, emt, checklist);
    expect(returned.statusCode).toBe(201);
    expect(returned.json()).toMatchObject({ type: 'checklist', status: 'pending' });
    expect((await call('POST', `/api/bookings/${begun}/return-checklist`, emt, checklist)).json()).toMatchObject({ code: 'ALREADY_RETURNED' });
    expect((await call('GET', `/api/bookings/${begun}/documents`, emt)).json().map((d: { type: string }) => d.type)).toContain('checklist');

    const text = await pdfText((await call('GET', returned.json().fileUrl, admin)).rawPayload);
    for (const expected of ['Vehicle return checklist', '3/4', '120345 km', 'Suction Unit', 'Keys are back in the station key box'])
      expect(text).toContain(expected);
    // To a Hebrew reader the checklist's own words are Hebrew; what was filled in stays as written.
    const hebrew = await pdfText(
      (await t.app.inject({ method: 'GET', url: returned.json().fileUrl, headers: { ...bearer(admin), 'accept-language': 'he' } })).rawPayload,
    );
    for (const expected of ['מצב הרכב', 'קילומטראז׳', 'Suction Unit']) expect(hebrew).toContain(expected);
    expect(hebrew).not.toContain('Condition');
  });

  it('the return ends the booking at that moment: completed, the vehicle free for the rest of its span, the odometer moved on, and the next holder sees the last return', async () => {
    const a6 = (await t.database.db.select().from(vehicles).where(eq(vehicles.vehicleNumber, 'A6')))[0]!;
    const now = Date.now();
    const [underWay] = await t.database.db
      .insert(bookings)
      .values({ userId: emtId, vehicleId: a6.id, startTime: new Date(now - 3600_000), endTime: new Date(now + 5 * 3600_000), status: 'active' })
      .returning();
    expect((await call('GET', `/api/vehicles/${a6.id}/last-return`, bls)).json()).toEqual({ lastReturn: null });
    // A reading beyond what the vehicle can have driven in the hour since the booking began (a typo) is refused, and nothing ends.
    const typo = await call('POST', `/api/bookings/${underWay!.id}/return-checklist`, emt, { ...checklist, mileage: (a6.mileage ?? 0) * 10 });
    expect([typo.statusCode, typo.json().code]).toEqual([400, 'ODOMETER_IMPLAUSIBLE']);
    expect((await t.database.db.select().from(bookings).where(eq(bookings.id, underWay!.id)))[0]!.status).toBe('active');
    const reading = (a6.mileage ?? 0) + 121;
    const returned = await call('POST', `/api/bookings/${underWay!.id}/return-checklist`, emt, {
      ...checklist,
      mileage: reading,
      notes: 'Left rear tyre a little soft',
    });
    expect(returned.statusCode, returned.body).toBe(201);
    const [ended] = await t.database.db.select().from(bookings).where(eq(bookings.id, underWay!.id));
    expect(ended!.status).toBe('completed');
    expect(ended!.endTime.getTime()).toBeLessThanOrEqual(Date.now());
    expect((await t.database.db.select().from(vehicles).where(eq(vehicles.id, a6.id)))[0]!.mileage).toBe(reading);
    // The rest of the returned booking's span is free at once.
    const next = await call('POST', '/api/bookings', bls, {
      vehicleId: a6.id,
      startTime: new Date(now + 3600_000).toISOString(),
      endTime: new Date(now + 2 * 3600_000).toISOString(),
    });
    expect(next.statusCode, next.body).toBe(201);
    expect((await call('GET', `/api/vehicles/${a6.id}/last-return`, bls)).json().lastReturn).toMatchObject({
      bookingId: underWay!.id,
      mileage: reading,
      fuelLevel: 'three_quarters',
      cleanliness: 'clean',
      damageSeen: false,
      equipmentMissing: ['Suction Unit'],
      notes: 'Left rear tyre a little soft',
    });
    // A lower reading later never takes the odometer back.
    const [again] = await t.database.db
      .insert(bookings)
      .values({ userId: emtId, vehicleId: a6.id, startTime: new Date(now - 3 * 3600_000), endTime: new Date(now - 2 * 3600_000), status: 'active' })
      .returning();
    expect((await call('POST', `/api/bookings/${again!.id}/return-checklist`, emt, { ...checklist, mileage: 10 })).statusCode).toBe(201);
    expect((await t.database.db.select().from(vehicles).where(eq(vehicles.id, a6.id)))[0]!.mileage).toBe(reading);
  });

  it('takes an uploaded PDF or image of the booking, and refuses what is neither', async () => {
    const pdf = await upload(begun, emt, Buffer.from('%PDF-1.4\n%fuel receipt\n'), 'fuel receipt.pdf');
    expect(pdf.statusCode).toBe(201);
    expect(pdf.json()).toMatchObject({ type: 'upload', fileName: 'fuel_receipt.pdf' });
    expect((await upload(begun, emt, await photoJpeg(), 'odometer.jpg')).statusCode).toBe(201);
    expect((await upload(begun, emt, Buffer.from('MZ\u0000binary'), 'tool.exe')).statusCode).toBe(400);
    expect((await upload(begun, emt, pngClaiming(100_000, 100_000), 'bomb.png')).statusCode).toBe(400);
    expect((await upload(begun, bls, Buffer.from('%PDF-1.4'), 'x.pdf')).statusCode).toBe(404);
    expect((await upload(begun, emt, Buffer.alloc(11 * 1024 * 1024, 1), 'big.pdf')).statusCode).toBe(413);
    const file = await call('GET', pdf.json().fileUrl, emt);
    expect(file.rawPayload.toString()).toContain('fuel receipt');
  });

  it('verifies a licence when its scan is approved, and unverifies it (telling the admins) when the member changes it', async () => {
    const [scan] = await t.database.db
      .insert(licenceScans)
      .values({ userId: emtId, side: 'front', contentType: 'image/jpeg', data: await photoJpeg() })
      .returning();
    const [doc] = await t.database.db
      .insert(documents)
      .values({ type: 'license_scan', userId: emtId, sourceId: scan!.id, fileName: `license-front-${scan!.id}.jpg` })
      .returning();
    expect((await call('GET', `/api/documents/${doc!.id}/file`, admin)).headers['content-type']).toBe('image/jpeg');
    expect((await call('PATCH', `/api/admin/documents/${doc!.id}`, admin, { status: 'approved' })).statusCode).toBe(200);
    expect((await call('GET', '/api/user/profile', emt)).json().licenseVerifiedAt).not.toBeNull();

    const changed = await call('PATCH', '/api/user/profile', emt, { licenseNumber: '99887766' });
    expect(changed.json().licenseVerifiedAt).toBeNull();
    const adminId = (await t.database.db.select().from(users).where(eq(users.email, 'admin@medfleet.test')))[0]!.id;
    expect((await noticesOf(adminId)).some((n) => n.title === 'Licence to verify again')).toBe(true);
  });

  it('refuses bad filters with 400', async () => {
    for (const query of ['?status=lost', '?type=poem', `?q=${'x'.repeat(300)}`])
      expect((await call('GET', `/api/admin/documents${query}`, admin)).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/documents', emt)).statusCode).toBe(403);
  });
});

describe('templates', () => {
  /** The built-in agreement; each test that changes a template the other tests here fill in puts it back. */
  let builtInAgreement: TemplateView;
  beforeAll(async () => {
    builtInAgreement = (await call('GET', '/api/templates/agreement', emt)).json();
  });
  const restoreTemplate = async (kind: string, { title, items, he }: TemplateView) => {
    expect((await call('PUT', `/api/admin/templates/${kind}`, admin, { title, items, he })).statusCode).toBe(200);
  };

  it('keep versions: a new agreement version is signed from then on, an agreement signed before keeps its text', async () => {
    const before = ((await call('GET', '/api/templates/agreement', emt)).json() as { version: number }).version;
    const first = (await call('POST', '/api/bookings', emt, { vehicleId: a3, ...ordinaryWindow(33) })).json();
    const png = `data:image/png;base64,${(await signaturePng()).toString('base64')}`;
    await call('POST', `/api/agreements/${first.id}/sign`, emt, { fullName: 'Tamar Friedman', signature: png, accepted: true });

    expect((await call('PUT', '/api/admin/templates/agreement', admin, { title: 'Agreement', items: ['Hello {{nobody}}'] })).statusCode).toBe(400);
    const saved = await call('PUT', '/api/admin/templates/agreement', admin, {
      title: '{{serviceName}} driving agreement',
      items: ['I, {{memberName}}, drive {{vehicleNumber}} with care.'],
    });
    expect(saved.json()).toMatchObject({ kind: 'agreement', version: before + 1, createdBy: expect.any(String) });
    expect((await call('GET', '/api/agreements/terms', emt)).json()).toMatchObject({
      version: String(before + 1),
      terms: ['I, Tamar Friedman, drive the booked vehicle with care.'],
    });

    const second = (await call('POST', '/api/bookings', emt, { vehicleId: a3, ...ordinaryWindow(34) })).json();
    expect(
      (await call('POST', `/api/agreements/${second.id}/sign`, emt, { fullName: 'Tamar Friedman', signature: png, accepted: true })).json().termsVersion,
    ).toBe(String(before + 1));
    const newText = await pdfText((await call('GET', `/api/agreements/${second.id}/pdf`, emt)).rawPayload);
    expect(newText).toContain('I, Tamar Friedman, drive A3 with care.');
    const oldText = await pdfText((await call('GET', `/api/agreements/${first.id}/pdf`, emt)).rawPayload);
    expect(oldText).toContain('I will obey the traffic laws');
    expect(oldText).not.toContain('drive A3 with care');

    const summary = (await call('GET', '/api/admin/templates', admin)).json();
    expect(
      summary
        .find((s: { kind: string }) => s.kind === 'agreement')
        .versions.map((v: { version: number }) => v.version)
        .slice(0, 2),
    ).toEqual([before + 1, before]);
    const sample = await call('GET', '/api/templates/sample-agreement', emt);
    expect(sample.headers['content-type']).toBe('application/pdf');
    expect(await pdfText(sample.rawPayload)).toContain('I, Sample Member, drive A3 with care.');
    await restoreTemplate('agreement', builtInAgreement);
  });

  it('keep a Hebrew text item for item beside the English, and Hebrew readers get it (the English when there is none)', async () => {
    const builtIn = (await call('GET', '/api/templates/checklist', emt)).json() as TemplateView;
    expect(builtIn.he).toMatchObject({ title: 'רשימת בדיקה להחזרת רכב' });
    expect(builtIn.he!.items).toHaveLength(builtIn.items.length);

    const english = { title: 'Return checklist', items: ['Keys in the box', 'Lights off'] };
    const uneven = await call('PUT', '/api/admin/templates/checklist', admin, { ...english, he: { title: 'רשימת החזרה', items: ['מפתחות בארון'] } });
    expect(uneven.statusCode).toBe(400);
    expect(uneven.json().message).toContain('The Hebrew text needs as many items as the English one');
    const saved = (
      await call('PUT', '/api/admin/templates/checklist', admin, { ...english, he: { title: 'רשימת החזרה', items: ['מפתחות בארון', 'אורות כבויים'] } })
    ).json();
    expect(saved).toMatchObject({ version: 2, he: { items: ['מפתחות בארון', 'אורות כבויים'] } });
    expect((await call('PUT', '/api/admin/templates/damage_report', admin, { title: 'Damage', items: ['Tell dispatch'] })).json().he).toBeNull();
    await call('PUT', '/api/admin/templates/agreement', admin, { title: 'Agreement', items: ['I drive with care.'] });
    const agreementTerms = await t.app.inject({ method: 'GET', url: '/api/agreements/terms', headers: { ...bearer(emt), 'accept-language': 'he' } });
    expect(agreementTerms.json().language).toBe('en');

    // A returned vehicle's checklist: answered by the English items, read in Hebrew by a Hebrew reader.
    const a4 = (await t.database.db.select().from(vehicles).where(eq(vehicles.vehicleNumber, 'A4')))[0]!.id;
    const [booking] = await t.database.db
      .insert(bookings)
      .values({ userId: emtId, vehicleId: a4, startTime: new Date(Date.now() - 3600_000), endTime: new Date(Date.now() + 600_000), status: 'active' })
      .returning();
    const returned = await call('POST', `/api/bookings/${booking!.id}/return-checklist`, emt, {
      ...checklist,
      items: { 'Keys in the box': true, 'Lights off': false },
    });
    expect(returned.statusCode, returned.body).toBe(201);
    const file = await t.app.inject({ method: 'GET', url: `/api/documents/${returned.json().id}/file`, headers: { ...bearer(emt), 'accept-language': 'he' } });
    const text = await pdfText(file.rawPayload);
    expect(text).toContain('מפתחות בארון');
    expect(text).not.toContain('Keys in the box');
    await Promise.all([restoreTemplate('checklist', builtIn), restoreTemplate('agreement', builtInAgreement)]);
  });
});
