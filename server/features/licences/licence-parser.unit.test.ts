import { describe, expect, it } from 'vitest';
import { licenceDate, parseLicenceText } from './licence-parser.ts';

/** What OCR reads off an Israeli licence: the EU-style numbered fields. */
const ISRAELI = [
  'STATE OF ISRAEL  DRIVING LICENCE',
  '1. COHEN',
  '2. AVI',
  '3. 12.03.1985',
  '4a. 01.06.2019',
  '4b. 01.06.2029',
  '4c. MINISTRY OF TRANSPORT',
  '5. 8765432l',
  '8. HERZL 12 BEIT SHEMESH 9905112',
  '9. B C1',
].join('\n');

describe('the licence parser', () => {
  it('reads the numbered fields of an Israeli licence, digits misread by OCR put right', () => {
    expect(parseLicenceText(ISRAELI)).toMatchObject({
      country: 'Israel',
      lastName: 'Cohen',
      firstName: 'Avi',
      fullName: 'Avi Cohen',
      dateOfBirth: '1985-03-12',
      issueDate: '2019-06-01',
      expiryDate: '2029-06-01',
      licenseNumber: '87654321',
      licenseClass: 'B, C1',
      city: 'Beit Shemesh',
      postalCode: '9905112',
    });
  });

  it('reads the labelled fields of a US licence, months first', () => {
    const us = ['USA  DRIVER LICENSE', 'DL: D1234567', 'LN: SMITH', 'FN: JOHN', 'DOB: 04/15/1990', 'EXP: 04/15/2030', 'CLASS: C'].join('\n');
    expect(parseLicenceText(us)).toMatchObject({
      country: 'United States',
      licenseNumber: 'D1234567',
      lastName: 'Smith',
      dateOfBirth: '1990-04-15',
      expiryDate: '2030-04-15',
      licenseClass: 'C',
    });
  });

  it('reads dates day first, and gives nothing for a date that is none', () => {
    expect(licenceDate('01.06.2029')).toBe('2029-06-01');
    expect(licenceDate('31.02.2029')).toBeNull();
    expect(licenceDate('no date here')).toBeNull();
  });
});
