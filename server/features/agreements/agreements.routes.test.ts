import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vehicles } from '../../db/schema.ts';
import { projectRoot } from '../../paths.ts';
import { ordinaryWindow } from '../../test-support/booking-windows.ts';
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

const sign = (token: string, payload: object, id = bookingId) => t.app.inject({ method: 'POST', url: `/api/agreements/${id}/sign`, headers: bearer(token), payload });
const pdf = (token: string) => t.app.inject({ method: 'GET', url: `/api/agreements/${bookingId}/pdf`, headers: bearer(token) });

async function pdfText(body: Buffer): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(body), standardFontDataUrl: join(projectRoot, 'node_modules/pdfjs-dist/standard_fonts/') }).promise;
  const pages = await Promise.all(Array.from({ length: document.numPages }, (_, i) => document.getPage(i + 1).then((p) => p.getTextContent())));
  return pages.flatMap((c) => c.items.map((item) => ('str' in item ? item.str : ''))).join(' ');
}

describe('vehicle-use agreements', () => {
  it('has no PDF before signing', async () => {
    const response = await pdf(emt);
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
});
