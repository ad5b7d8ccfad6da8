import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { damageReports, notifications, users, vehicles } from '../../db/schema.ts';
import { aBooking, aMember, aVehicle } from '../../test-support/builders.ts';
import { brokenPng, photoJpeg, pngClaiming } from '../../test-support/images.ts';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app.ts';

/** A real 1×1 PNG, and a real JPEG photo with EXIF GPS, as base64. */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
let JPEG: string;

let t: TestApp;
let admin: string;

beforeAll(async () => {
  JPEG = (await photoJpeg(640, 480, { gps: true })).toString('base64');
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

const hourAgo = () => new Date(Date.now() - 3600_000).toISOString();

/** A member of the test's own with a booking of a vehicle of its own, signed in: what they report touches nobody else's. */
async function scene() {
  const member = await aMember(t.database.db);
  const vehicle = await aVehicle(t.database.db);
  const booking = await aBooking().for(member).on(vehicle).tomorrow().in(t.database.db);
  const token = await t.login(member.email);
  const valid = () => ({
    vehicleId: vehicle.id,
    bookingId: booking.id,
    incidentDate: hourAgo(),
    location: 'Nahal Sorek junction',
    description: 'Rear bumper dented while reversing at the station.',
    injuries: false,
    policeNotified: false,
    photos: [`data:image/png;base64,${PNG}`, JPEG],
  });
  return { member, vehicle, bookingId: booking.id, token, valid };
}
/** Another member, signed in, with nothing of their own. */
const stranger = async () => t.login((await aMember(t.database.db)).email);
const submit = (token: string, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/damage-reports', headers: bearer(token), payload: body });
/** A form sent as a browser sends it: multipart/form-data with its boundary. */
async function multipart(form: FormData, token: string) {
  const encoded = new Request('http://local/', { method: 'POST', body: form });
  const payload = Buffer.from(await encoded.arrayBuffer());
  return t.app.inject({
    method: 'POST',
    url: '/api/damage-reports',
    headers: { ...bearer(token), 'content-type': encoded.headers.get('content-type')! },
    payload,
  });
}
const reportCount = async (vehicleId: number) =>
  (
    await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(damageReports)
      .where(eq(damageReports.vehicleId, vehicleId))
  )[0]!.n;
const stats = async (token: string) => (await t.app.inject({ method: 'GET', url: '/api/stats', headers: bearer(token) })).json();
const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

describe('POST /api/damage-reports', () => {
  it('refuses each bad report with 400 and its message, and writes nothing', async () => {
    const { token, vehicle, valid } = await scene();
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(11 * 1024 * 1024)]).toString('base64');
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid(), vehicleId: undefined }, 'Please select a vehicle'],
      [{ ...valid(), vehicleId: 0 }, 'Please select a vehicle'],
      [{ ...valid(), vehicleId: 99999 }, 'Please select a vehicle'],
      [{ ...valid(), incidentDate: '' }, 'Incident date is required'],
      [{ ...valid(), incidentDate: new Date(Date.now() + 86_400_000).toISOString() }, 'The incident date cannot be in the future.'],
      [{ ...valid(), location: '  ' }, 'Location is required'],
      [{ ...valid(), description: 'Dent' }, 'Please provide a detailed description'],
      [{ ...valid(), injuries: 'yes' }, 'injuries must be true or false'],
      [{ ...valid(), photos: [Buffer.from('%PDF-1.7 not a photo').toString('base64')] }, 'Photo 1 is not an image (JPEG, PNG, WebP or GIF).'],
      [{ ...valid(), photos: [PNG, pngClaiming(100_000, 100_000).toString('base64')] }, 'The image is 100000 × 100000 pixels; at most 64 megapixels'],
      [{ ...valid(), photos: [brokenPng().toString('base64')] }, 'Photo 1 is not an image (JPEG, PNG, WebP or GIF). This one is damaged or cannot be decoded.'],
      [{ ...valid(), photos: [PNG, ''] }, 'Photo 2 is not an image'],
      [{ ...valid(), photos: [PNG, big] }, 'Photo 2 is larger than 10 MB.'],
      [{ ...valid(), photos: Array.from({ length: 11 }, () => PNG) }, 'At most 10 photos per report'],
    ];
    for (const [body, message] of cases) {
      const response = await submit(token, body);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toContain(message);
    }
    expect(await reportCount(vehicle.id)).toBe(0);
  });

  it('refuses a booking of another vehicle (400) or of another member (404)', async () => {
    const { token, vehicle, bookingId, valid } = await scene();
    const other = await aVehicle(t.database.db);
    const otherVehicle = await submit(token, { ...valid(), vehicleId: other.id });
    expect(otherVehicle.statusCode).toBe(400);
    expect(otherVehicle.json().message).toBe(`Booking #${bookingId} is for ${vehicle.vehicleNumber}, not ${other.vehicleNumber}.`);
    expect((await submit(await stranger(), valid())).statusCode).toBe(404);
    expect(await reportCount(vehicle.id)).toBe(0);
    expect(await reportCount(other.id)).toBe(0);
  });

  it('stores the report with its photos, tells the admins and counts it as pending', async () => {
    const { token, member, vehicle, bookingId, valid } = await scene();
    const pendingBefore = (await stats(admin)).pendingReports as number;
    const response = await submit(token, valid());
    expect(response.statusCode, response.body).toBe(201);
    const report = response.json();
    expect(report).toMatchObject({
      vehicleNumber: vehicle.vehicleNumber,
      bookingId,
      reporterName: member.name,
      status: 'submitted',
      injuries: false,
      otherParties: null,
    });
    expect(report.photoUrls).toHaveLength(2);
    const adminUser = (await t.database.db.select().from(users).where(eq(users.email, 'admin@medfleet.test')))[0]!;
    const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, adminUser.id));
    expect(told.map((n) => n.message)).toContain(`${member.name} reported damage to ${vehicle.vehicleNumber} at Nahal Sorek junction.`);
    expect((await stats(token)).pendingReports).toBe(1);
    expect((await stats(admin)).pendingReports).toBe(pendingBefore + 1);
    expect((await stats(await stranger())).pendingReports).toBe(0);
  });

  it('shows reports to their reporter and admins only, photos included', async () => {
    const { token: emt, valid } = await scene();
    const bls = await stranger();
    const mine = (await submit(emt, valid())).json();
    const ids = (reports: { id: number }[]) => reports.map((r) => r.id);
    expect((await get('/api/damage-reports', bls)).json()).toEqual([]);
    expect(ids((await get('/api/damage-reports', admin)).json())).toContain(mine.id);
    expect(ids((await get('/api/damage-reports?mine=true', admin)).json())).not.toContain(mine.id);
    expect(ids((await get('/api/damage-reports?mine=true', emt)).json())).toEqual([mine.id]);
    expect((await get('/api/damage-reports?mine=yes', emt)).statusCode).toBe(400);
    const png = await get(mine.photoUrls[0], emt);
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(png.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 1, height: 1 });
    // The phone's EXIF (where the photo was taken) is not kept.
    const jpeg = await get(mine.photoUrls[1], admin);
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(Buffer.from(JPEG, 'base64')).metadata()).exif).toBeDefined();
    const kept = await sharp(jpeg.rawPayload).metadata();
    expect([kept.width, kept.height, kept.exif]).toEqual([640, 480, undefined]);
    expect((await get(mine.photoUrls[0], bls)).statusCode).toBe(404);
    expect((await get(`/api/damage-reports/${mine.id}/photos/999999`, emt)).statusCode).toBe(404);
    expect((await get(`/api/damage-reports/${mine.id}/photos/abc`, emt)).statusCode).toBe(400);
  });

  it('takes multipart/form-data: the fields, and photos streamed one at a time, made safe as JSON ones are', async () => {
    const { vehicle } = await scene();
    const bls = await stranger();
    const form = new FormData();
    form.set('vehicleId', String(vehicle.id));
    form.set('incidentDate', hourAgo());
    form.set('location', 'Yard');
    form.set('description', 'Mirror cracked by a branch on the way back.');
    form.set('injuries', 'false');
    form.append('photos', new Blob([new Uint8Array(await photoJpeg(3000, 2000, { gps: true }))], { type: 'image/jpeg' }), 'mirror.jpg');
    form.append('photos', new Blob([new Uint8Array(Buffer.from(PNG, 'base64'))], { type: 'image/png' }), 'close-up.png');
    const response = await multipart(form, bls);
    expect(response.statusCode, response.body).toBe(201);
    const report = response.json();
    expect(report).toMatchObject({ location: 'Yard', injuries: false, bookingId: null });
    expect(report.photoUrls).toHaveLength(2);
    const stored = await sharp((await get(report.photoUrls[0], bls)).rawPayload).metadata();
    expect([stored.format, stored.width, stored.height, stored.exif]).toEqual(['jpeg', 1920, 1280, undefined]);
  });

  it('refuses a bad multipart report with 400 and its message, and writes nothing', async () => {
    const { token, vehicle } = await scene();
    const base = () => {
      const form = new FormData();
      form.set('vehicleId', String(vehicle.id));
      form.set('incidentDate', hourAgo());
      form.set('location', 'Yard');
      form.set('description', 'Mirror cracked by a branch on the way back.');
      return form;
    };
    const withPhotos = (...photos: Buffer[]) => {
      const form = base();
      for (const p of photos) form.append('photos', new Blob([new Uint8Array(p)]), 'p.jpg');
      return form;
    };
    const tooBig = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(11 * 1024 * 1024)]);
    const cases: [FormData, string][] = [
      [withPhotos(tooBig), 'Photo 1 is larger than 10 MB.'],
      [withPhotos(...Array.from({ length: 11 }, () => Buffer.from(PNG, 'base64'))), 'At most 10 photos per report'],
      [withPhotos(Buffer.from(PNG, 'base64'), pngClaiming(100_000, 100_000)), 'The image is 100000 × 100000 pixels'],
      [withPhotos(brokenPng()), 'Photo 1 is not an image (JPEG, PNG, WebP or GIF). This one is damaged'],
      [
        (() => {
          const f = base();
          f.set('location', 'Yard\u0000');
          return f;
        })(),
        'control characters',
      ],
      [
        (() => {
          const f = base();
          f.delete('description');
          return f;
        })(),
        'Please provide a detailed description',
      ],
      [
        (() => {
          const f = base();
          f.set('vehicleId', 'A4');
          return f;
        })(),
        'Please select a vehicle',
      ],
    ];
    for (const [form, message] of cases) {
      const response = await multipart(form, token);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toContain(message);
    }
    expect(await reportCount(vehicle.id)).toBe(0);
  });

  it.each([
    ['no boundary in the body', 'garbage'],
    ['a body cut off in a field', '--x\r\nContent-Disposition: form-data; name="location"\r\n\r\nYard'],
    ['a body cut off in a photo', '--x\r\nContent-Disposition: form-data; name="photos"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n\xff\xd8\xff'],
  ])('refuses a malformed multipart body (%s) with a 400, not a 500', async (_, payload) => {
    const { token } = await scene();
    const before = (await get('/api/damage-reports?mine=true', token)).json();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/damage-reports',
      headers: { ...bearer(token), 'content-type': 'multipart/form-data; boundary=x' },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^The form could not be read as multipart\/form-data/);
    expect((await get('/api/damage-reports?mine=true', token)).json()).toEqual(before);
  });

  it('cannot be edited once submitted', async () => {
    const { token: emt, valid } = await scene();
    const mine = (await submit(emt, valid())).json();
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/damage-reports/${mine.id}`,
      headers: bearer(emt),
      payload: { description: 'Changed my mind about it.' },
    });
    expect(edit.statusCode).toBe(404);
    expect((await get('/api/damage-reports', emt)).json()[0].description).toBe(mine.description);
  });
});

describe('POST /api/admin/damage-reports/{id}/review', () => {
  it('is for admins only; puts the vehicle in maintenance on request, tells the reporter, and happens once', async () => {
    const { token: emt, vehicle, valid } = await scene();
    const mine = (await submit(emt, valid())).json();
    const url = `/api/admin/damage-reports/${mine.id}/review`;
    expect((await t.app.inject({ method: 'POST', url, headers: bearer(emt), payload: {} })).statusCode).toBe(403);
    const reviewed = await t.app.inject({
      method: 'POST',
      url,
      headers: bearer(admin),
      payload: { notes: 'Body shop on Sunday', setVehicleMaintenance: true },
    });
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    expect(reviewed.json()).toMatchObject({ status: 'reviewed', reviewNotes: 'Body shop on Sunday' });
    expect((await t.database.db.select().from(vehicles).where(eq(vehicles.id, vehicle.id)))[0]!.status).toBe('maintenance');
    const audited = (await get(`/api/admin/audit?entity=vehicle&id=${vehicle.id}`, admin)).json() as {
      action: string;
      actorName: string;
      before: object;
      after: object;
    }[];
    expect(audited[0]).toMatchObject({ action: 'update', before: { status: 'available' }, after: { status: 'maintenance' } });
    const notes = (await get('/api/user/notifications', emt)).json() as { type: string; message: string }[];
    expect(notes.find((n) => n.type === 'damage_report_reviewed')?.message).toContain(
      'The vehicle is in maintenance until it is repaired. Notes: Body shop on Sunday',
    );
    expect((await stats(emt)).pendingReports).toBe(0);
    const again = await t.app.inject({ method: 'POST', url, headers: bearer(admin), payload: {} });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This damage report was already reviewed.');
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/damage-reports/999999/review', headers: bearer(admin), payload: {} })).statusCode).toBe(404);
  });
});
