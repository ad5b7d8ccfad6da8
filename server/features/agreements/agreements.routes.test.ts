import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderAgreementPdfIsolated } from './isolated-pdf.ts';
import { agreements, users, vehicles } from '../../db/schema.ts';
import { ordinaryWindow } from '../../test-support/booking-windows.ts';
import { aBooking, aVehicle } from '../../test-support/builders.ts';
import { brokenPng, pngClaiming, signaturePng } from '../../test-support/images.ts';
import { pdfText } from '../../test-support/pdf-text.ts';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app.ts';

const ONE_PIXEL_PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const NOT_A_PNG = `data:image/png;base64,${Buffer.from('GIF89a not really a png').toString('base64')}`;

let t: TestApp;
let emt: string;
let bls: string;
let admin: string;
let bookingId: number;

beforeAll(async () => {
  t = await createTestApp();
  [emt, bls, admin] = await Promise.all([t.login('emt@medfleet.test'), t.login('bls@medfleet.test'), t.login()]);
  const a3 = (await t.database.db.select().from(vehicles).where(eq(vehicles.vehicleNumber, 'A3')))[0]!.id;
  bookingId = (await t.app.inject({ method: 'POST', url: '/api/bookings', headers: bearer(emt), payload: { vehicleId: a3, ...ordinaryWindow(2) } })).json().id;
});
afterAll(() => t.close());

/** A booking of the EMT's of a vehicle of its own, for a test that signs it. */
const bookingOfEmt = async () => {
  const [member] = await t.database.db.select().from(users).where(eq(users.email, 'emt@medfleet.test'));
  return (
    await aBooking()
      .for(member!)
      .on(await aVehicle(t.database.db))
      .tomorrow()
      .in(t.database.db)
  ).id;
};
const sign = (token: string, payload: object, id = bookingId) =>
  t.app.inject({ method: 'POST', url: `/api/agreements/${id}/sign`, headers: bearer(token), payload });
const pdf = (token: string) => t.app.inject({ method: 'GET', url: `/api/agreements/${bookingId}/pdf`, headers: bearer(token) });

describe('vehicle-use agreements', () => {
  it('has no PDF before signing', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/agreements/${await bookingOfEmt()}/pdf`, headers: bearer(emt) });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('This booking has no signed agreement yet.');
  });

  it.each([
    [{ fullName: 'Tamar Friedman', signature: ONE_PIXEL_PNG, accepted: false }, 'Accept the agreement to sign it'],
    [{ fullName: ' ', signature: ONE_PIXEL_PNG, accepted: true }, 'Type your full name to sign'],
    [{ fullName: 'Tamar Friedman', signature: 'hello', accepted: true }, 'The signature must be a PNG image'],
    [{ fullName: 'Tamar Friedman', signature: NOT_A_PNG, accepted: true }, 'The signature must be a PNG image'],
  ])('refuses %j with 400', async (payload, message) => {
    const response = await sign(emt, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('only the member who booked can sign', async () => {
    expect((await sign(admin, { fullName: 'Avi Cohen', signature: ONE_PIXEL_PNG, accepted: true })).statusCode).toBe(403);
    expect((await sign(bls, { fullName: 'Noa Levi', signature: ONE_PIXEL_PNG, accepted: true })).statusCode).toBe(404);
  });

  it('signs once, marks the booking signed, and the PDF carries the member, the booking and the hash', async () => {
    const signed = await sign(emt, { fullName: 'Tamar Friedman', signature: ONE_PIXEL_PNG, accepted: true });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json().contentHash).toMatch(/^[0-9a-f]{64}$/);
    expect((await sign(emt, { fullName: 'Tamar Friedman', signature: ONE_PIXEL_PNG, accepted: true })).statusCode).toBe(409);
    const active = (await t.app.inject({ method: 'GET', url: '/api/bookings/active', headers: bearer(emt) })).json();
    expect(active.find((b: { id: number }) => b.id === bookingId).agreementSigned).toBe(true);

    const response = await pdf(emt);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Tamar Friedman');
    expect(text).toContain('emt@medfleet.test');
    expect(text).toContain('A3');
    expect(text).toContain(signed.json().contentHash);
    expect((await pdf(admin)).statusCode).toBe(200);
    expect((await pdf(bls)).statusCode).toBe(404);
  });

  it('writes a Hebrew name in a font that has Hebrew, and the words around the terms in the reader’s language', async () => {
    const a3 = (await t.database.db.select().from(vehicles).where(eq(vehicles.vehicleNumber, 'A3')))[0]!.id;
    const id = (await t.app.inject({ method: 'POST', url: '/api/bookings', headers: bearer(emt), payload: { vehicleId: a3, ...ordinaryWindow(8) } })).json()
      .id as number;
    const signed = await sign(emt, { fullName: 'תמר פרידמן', signature: ONE_PIXEL_PNG, accepted: true }, id);
    expect(signed.statusCode, signed.body).toBe(200);
    const read = async (language?: string) =>
      pdfText(
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/agreements/${id}/pdf`,
            headers: { ...bearer(emt), ...(language ? { 'accept-language': language } : {}) },
          })
        ).rawPayload,
      );
    const hebrew = await read('he-IL');
    expect(hebrew).toContain('פרידמן');
    expect(hebrew).toContain('נחתם על ידי');
    expect(hebrew).not.toContain('Signed by');
    expect(hebrew).toContain(signed.json().contentHash);
    const english = await read();
    expect(english).toContain('Signed by');
    expect(english).toContain('פרידמן');
  });
});

describe('the terms in Hebrew', () => {
  it('are read in the reader’s language, signed in the language read, and printed in it whatever the PDF’s reader speaks', async () => {
    const terms = (language: string) => t.app.inject({ method: 'GET', url: '/api/agreements/terms', headers: { ...bearer(emt), 'accept-language': language } });
    const english = (await terms('en')).json();
    const hebrew = (await terms('he-IL')).json();
    expect(english).toMatchObject({ language: 'en', title: 'MedFleet vehicle-use agreement' });
    expect(hebrew).toMatchObject({ language: 'he', version: english.version, title: 'הסכם שימוש ברכב של MedFleet' });
    expect(hebrew.terms).toHaveLength(english.terms.length);
    expect(hebrew.terms[0]).toMatch(/רישיון נהיגה/);

    const id = await bookingOfEmt();
    expect((await sign(emt, { fullName: 'Tamar Friedman', signature: ONE_PIXEL_PNG, accepted: true, language: 'fr' }, id)).statusCode).toBe(400);
    const signed = await sign(emt, { fullName: 'Tamar Friedman', signature: ONE_PIXEL_PNG, accepted: true, language: 'he' }, id);
    expect(signed.json()).toMatchObject({ termsLanguage: 'he', termsVersion: english.version });
    const printed = await pdfText(
      (await t.app.inject({ method: 'GET', url: `/api/agreements/${id}/pdf`, headers: { ...bearer(emt), 'accept-language': 'en' } })).rawPayload,
    );
    expect(printed).toContain('Signed by');
    expect(printed).toContain('רישיון נהיגה');
    expect(printed).not.toContain('I hold a driving licence');
    // Signed without a language (as before this): the English terms.
    const plain = await bookingOfEmt();
    expect((await sign(emt, { fullName: 'Tamar Friedman', signature: ONE_PIXEL_PNG, accepted: true }, plain)).statusCode).toBe(200);
    expect((await t.database.db.select().from(agreements).where(eq(agreements.bookingId, plain)))[0]!.termsLanguage).toBe('en');
  });
});

describe('signatures that could bring the server down (docs/decisions/012, items 1 and 2)', () => {
  const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;

  it.each([
    ['a PNG claiming 100000 × 100000 pixels', () => pngClaiming(100_000, 100_000), 'The image is 100000 × 100000 pixels'],
    ['a PNG claiming 8000 × 8000 pixels', () => pngClaiming(8000, 8000), 'at most 4 megapixels'],
    ['a PNG with a broken deflate stream', () => brokenPng({ alpha: true }), 'This one is damaged or cannot be decoded'],
  ])('refuses %s at signing with a 400, storing nothing', async (_, png, message) => {
    const booking = await bookingOfEmt();
    const response = await sign(emt, { fullName: 'Tamar Friedman', signature: dataUrl(png()), accepted: true }, booking);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect(await t.database.db.select().from(agreements).where(eq(agreements.bookingId, booking))).toEqual([]);
  });

  it('stores a drawn signature small: greyscale on white, at most 1000 pixels across', async () => {
    const drawn = await sharp({ create: { width: 2400, height: 900, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toBuffer();
    const booking = await bookingOfEmt();
    expect((await sign(emt, { fullName: 'Tamar Friedman', signature: dataUrl(drawn), accepted: true }, booking)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(agreements).where(eq(agreements.bookingId, booking));
    const stored = await sharp(Buffer.from(row!.signaturePng, 'base64')).metadata();
    expect([stored.format, stored.width, stored.height, stored.hasAlpha]).toEqual(['png', 1000, 375, false]);
  });

  it.each([
    ['a drawn signature', () => signaturePng()],
    ['a bomb stored before uploads were checked', async () => pngClaiming(100_000, 100_000)],
    ['a broken PNG stored before uploads were checked', async () => brokenPng({ alpha: true })],
    ['text that is no image at all', async () => Buffer.from('not an image')],
  ])('renders the PDF of %s, and the server goes on answering', async (_, stored) => {
    const booking = await bookingOfEmt();
    expect((await sign(emt, { fullName: 'Tamar Friedman', signature: dataUrl(await signaturePng()), accepted: true }, booking)).statusCode).toBe(200);
    await t.database.db
      .update(agreements)
      .set({ signaturePng: (await stored()).toString('base64') })
      .where(eq(agreements.bookingId, booking));
    const response = await t.app.inject({ method: 'GET', url: `/api/agreements/${booking}/pdf`, headers: bearer(admin) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(await pdfText(response.rawPayload)).toContain('Tamar Friedman');
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('a renderer that throws inside a library callback fails that PDF only (it runs in a worker of its own)', async () => {
    const document = {
      serviceName: 'MedFleet',
      title: 'Agreement',
      terms: ['I drive with care.'],
      termsVersion: '1',
      booking: { id: 1, vehicleNumber: 'A3', vehicleDescription: 'ambulance', startTime: new Date(), endTime: new Date(), notes: null },
      member: { name: 'Tamar', email: 'emt@medfleet.test', licenseNumber: null, licenseExpiryDate: null },
      fullName: 'Tamar Friedman',
      signedAt: new Date(),
      contentHash: 'h',
      language: 'en' as const,
    };
    // pdfkit inflates a PNG in a zlib callback: a broken stream throws there, where no promise catches it.
    await expect(renderAgreementPdfIsolated({ ...document, signaturePng: brokenPng({ alpha: true }) })).rejects.toThrow(/could not be rendered|stopped/);
    const after = await renderAgreementPdfIsolated({ ...document, signaturePng: await signaturePng() });
    expect(after.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
