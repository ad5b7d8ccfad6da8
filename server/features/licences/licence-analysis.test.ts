import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { licenceDate, parseLicenceText } from './licence-parser.ts';
import { brokenPng, pngClaiming } from '../../test-support/images.ts';
import { renderLicencePng } from '../../test-support/licence-image.ts';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app.ts';

describe('reading a licence’s text', () => {
  it('reads the numbered fields of an Israeli licence, even with the usual OCR slips', () => {
    const text =
      'STATE OF ISRAEL DRIVING LICENCE\n1. LEVI\n2. Noa]\n3. 02.11.1990\n4a. 15.08.2018 4b. 15.08.2028\n4c. MINISTRY OF TRANSPORT\n5. 1234567]\n8. HAGEFEN 4 JERUSALEM 9100001\n9.BC1\n';
    expect(parseLicenceText(text)).toMatchObject({
      country: 'Israel',
      lastName: 'Levi',
      firstName: 'Noa',
      fullName: 'Noa Levi',
      dateOfBirth: '1990-11-02',
      issueDate: '2018-08-15',
      expiryDate: '2028-08-15',
      licenseNumber: '12345671',
      licenseClass: 'B, C1',
      city: 'Jerusalem',
      postalCode: '9100001',
    });
  });

  it('keeps the letters of a UK licence number and reads a US licence by its labels', () => {
    const uk = parseLicenceText(
      'DRIVING LICENCE UNITED KINGDOM\n1. MORGAN\n2. SARAH\n3. 11.03.1976 UNITED KINGDOM\n4a. 19.01.2020 4b. 18.01.2030 4c. DVLA\n5. MORGA753116SM9IJ 35\n9. B/BE/f/k',
    );
    expect(uk).toMatchObject({ country: 'United Kingdom', licenseNumber: 'MORGA753116SM9IJ', expiryDate: '2030-01-18' });
    const us = parseLicenceText('USA DRIVER LICENSE\nDL: D1234567\nEXP: 08/31/2029\nLN: SMITH\nFN: JOHN\nDOB: 01/15/1980\nISS: 08/31/2021\nCLASS: C\n');
    expect(us).toMatchObject({
      country: 'United States',
      licenseNumber: 'D1234567',
      expiryDate: '2029-08-31',
      issueDate: '2021-08-31',
      lastName: 'Smith',
      licenseClass: 'C',
    });
  });

  it('refuses dates that do not exist', () => {
    expect(licenceDate('31.02.2027')).toBeNull();
    expect(licenceDate('12/31/2027', true)).toBe('2027-12-31');
  });
});

describe('POST /api/license/analyze', () => {
  let t: TestApp;
  let emt: string;
  let bls: string;
  let admin: string;
  const plain = renderLicencePng();

  beforeAll(async () => {
    t = await createTestApp();
    [emt, bls, admin] = await Promise.all([t.login('emt@medfleet.test'), t.login('bls@medfleet.test'), t.login()]);
  });
  afterAll(() => t.close());

  const analyze = (token: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/license/analyze', headers: bearer(token), payload });

  it('reads number, dates and classes from a licence photo, keeps the photo privately and marks the scan done', async () => {
    const response = await analyze(emt, { frontImage: (await plain).toString('base64') });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json();
    expect(result).toMatchObject({ success: true, errors: [] });
    expect(result.extractedData).toMatchObject({
      licenseNumber: '87654321',
      expiryDate: '2029-06-01',
      issueDate: '2019-06-01',
      dateOfBirth: '1985-03-12',
      licenseClass: 'B, C1',
      lastName: 'Cohen',
      country: 'Israel',
    });
    expect(result.confidence).toBeGreaterThanOrEqual(0.7);
    expect(result.rawText).toContain('DRIVING LICENCE');
    const profile = (await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(emt) })).json();
    expect(profile.licenseFrontScanUrl).toBe(result.frontScanUrl);
    const own = await t.app.inject({ method: 'GET', url: result.frontScanUrl, headers: bearer(emt) });
    expect([own.statusCode, own.headers['content-type']]).toEqual([200, 'image/jpeg']);
    expect((await t.app.inject({ method: 'GET', url: result.frontScanUrl, headers: bearer(admin) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: result.frontScanUrl, headers: bearer(bls) })).statusCode).toBe(404);
  });

  it.each([
    ['blurred', { blur: 2 }],
    ['rotated', { rotate: 4 }],
  ])('still reads a %s photo', async (_, options) => {
    const result = (await analyze(bls, { frontImage: (await renderLicencePng(undefined, options)).toString('base64') })).json();
    expect(result.extractedData).toMatchObject({ licenseNumber: '87654321', expiryDate: '2029-06-01', issueDate: '2019-06-01', licenseClass: 'B, C1' });
    expect(result.success).toBe(true);
  });

  it('says what it could not read from a photo without a licence on it', async () => {
    const blank = await renderLicencePng(
      { surname: '', firstName: '', dateOfBirth: '', issueDate: '', expiryDate: '', authority: '', number: '', address: '', classes: '' },
      { width: 800, height: 500 },
    );
    const result = (await analyze(bls, { frontImage: blank.toString('base64') })).json();
    expect(result.success).toBe(false);
    expect(result.errors).toContain('Could not read the license number');
    expect(result.errors).toContain('Could not read the expiry date');
    expect(result.confidence).toBeLessThan(0.7);
  });

  it('refuses a missing front, a non-image and an image over 10 MB with the spec’s messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'Please upload at least the front side of your license'],
      [{ frontImage: '' }, 'Please upload at least the front side of your license'],
      [{ frontImage: Buffer.from('%PDF-1.7 a licence as a PDF').toString('base64') }, 'Please upload an image file (JPG, PNG, etc.)'],
      [
        { frontImage: (await plain).toString('base64'), backImage: Buffer.from('GIF89a but not really').toString('base64').slice(0, 4) },
        'Please upload an image file (JPG, PNG, etc.)',
      ],
      [
        { frontImage: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(11 * 1024 * 1024)]).toString('base64') },
        'Please upload an image smaller than 10MB',
      ],
    ];
    for (const [payload, message] of cases) {
      const response = await analyze(bls, payload);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toContain(message);
    }
  });

  it.each([
    ['a 20000 × 20000 bomb', () => pngClaiming(20_000, 20_000)],
    ['a broken deflate stream', brokenPng],
  ])('refuses %s with a 400 before any OCR, storing nothing', async (_, image) => {
    const response = await analyze(bls, { frontImage: image().toString('base64') });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^(The image is 20000 × 20000 pixels; at most 64 megapixels|Please upload an image file)/);
  });

  it('answers a corrupt image that looks like a PNG with 400, and keeps reading licences after it', async () => {
    const corrupt = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(500, 7)]).toString('base64');
    const response = await analyze(bls, { frontImage: corrupt });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please upload an image file (JPG, PNG, etc.) This one is damaged or cannot be decoded.');
    const after = await analyze(bls, { frontImage: (await plain).toString('base64') });
    expect(after.json().extractedData.licenseNumber).toBe('87654321');
  });
});
