import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalisePhone } from '../../../contract/user.contract.ts';
import { aMember } from '../../test-support/builders.ts';
import { bearer, createSignedInTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => void ({ t, admin } = await createSignedInTestApp()));

/** A member of the test's own, signed in: what a test changes in their profile no other test reads. */
async function aSignedInMember(): Promise<{ emt: string; email: string }> {
  const member = await aMember(t.database.db, { userTypes: ['EMT'] });
  return { emt: await t.login(member.email), email: member.email };
}
afterAll(() => t.close());

const patch = (token: string, payload: Record<string, unknown>) => t.app.inject({ method: 'PATCH', url: '/api/user/profile', headers: bearer(token), payload });
const profile = async (token: string) => (await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(token) })).json();

describe('Israeli phone numbers', () => {
  it.each([
    ['050-123-4567', '+972501234567'],
    ['02 999 1234', '+97229991234'],
    ['972 50 123 4567', '+972501234567'],
    ['+972 (50) 123-4567', '+972501234567'],
    ['+44 20 7946 0958', '+442079460958'],
  ])('%s becomes %s', (typed, stored) => expect(normalisePhone(typed)).toBe(stored));
  it.each(['12345', 'call me', '+1', '0501234567890'])('%s is refused', (typed) => expect(normalisePhone(typed)).toBeNull());
});

describe('PATCH /api/user/profile', () => {
  it('saves every field of the profile, normalising phones and deriving the name', async () => {
    const { emt, email } = await aSignedInMember();
    const response = await patch(emt, {
      firstName: 'Tamar',
      lastName: 'Friedman-Levi',
      preferredEmail: 'tamar@example.org',
      phone: '050-123-4567',
      whatsappNumber: '0501234567',
      dateOfBirth: '1990-04-12',
      address: 'Herzl 12',
      city: 'Beit Shemesh',
      postalCode: '9905112',
      emergencyContactName: 'Dan Friedman',
      emergencyContactPhone: '02-999-1234',
      licenseNumber: '87654321',
      licenseClass: 'B, C1',
      licenseCountryOfIssue: 'Israel',
      licenseIssueDate: '2012-06-01',
      licenseExpiryDate: '2031-06-01',
      licenseIssuingAuthority: 'Ministry of Transport',
      bloodType: 'O+',
      medicalConditions: 'None',
      allergies: 'Penicillin',
      disabilities: '',
      drivingPenalties: { hasPoints: true, currentPoints: 4 },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Tamar Friedman-Levi',
      phone: '+972501234567',
      whatsappNumber: '+972501234567',
      emergencyContactPhone: '+97229991234',
      licenseExpiryDate: '2031-06-01',
      bloodType: 'O+',
      disabilities: null,
      drivingPenalties: { hasPoints: true, currentPoints: 4, hasConvictions: false, convictionDetails: null },
      email,
    });
    expect((await profile(emt)).city).toBe('Beit Shemesh');
  });

  it('clears a penalty detail when its flag is unticked', async () => {
    const { emt } = await aSignedInMember();
    await patch(emt, { drivingPenalties: { hasConvictions: true, convictionDetails: 'Speeding, 2023', hasPoints: true, currentPoints: 4 } });
    expect((await profile(emt)).drivingPenalties).toMatchObject({ hasConvictions: true, convictionDetails: 'Speeding, 2023', currentPoints: 4 });
    const cleared = (await patch(emt, { drivingPenalties: { hasConvictions: false, hasPoints: false } })).json();
    expect(cleared.drivingPenalties).toMatchObject({ hasConvictions: false, convictionDetails: null, hasPoints: false, currentPoints: null });
  });

  it('keeps the organ donor and veteran fields for United States licences only', async () => {
    const { emt } = await aSignedInMember();
    const us = (await patch(emt, { licenseCountryOfIssue: 'United States', licenseOrganDonor: true, licenseVeteran: false })).json();
    expect(us).toMatchObject({ licenseOrganDonor: true, licenseVeteran: false });
    const israel = (await patch(emt, { licenseCountryOfIssue: 'Israel' })).json();
    expect(israel).toMatchObject({ licenseOrganDonor: null, licenseVeteran: null });
  });

  it('answers each bad field with 400 and its own message, and changes nothing', async () => {
    const { emt } = await aSignedInMember();
    const before = await profile(emt);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ email: 'me@elsewhere.org' }, 'email', 'The email is linked to your work account and cannot be changed'],
      [{ phone: 'call me' }, 'phone', 'Enter a phone number like 050-123-4567 or +972 50 123 4567'],
      [{ preferredEmail: 'not-an-address' }, 'preferredEmail', 'Please enter a valid email address'],
      [{ drivingPenalties: { currentPoints: 13 } }, 'drivingPenalties.currentPoints', 'Current points must be 0 to 12'],
      [{ licenseExpiryDate: '2031-02-30' }, 'licenseExpiryDate', 'Licence expiry date: use a date like 2026-05-01'],
      [{ licenseCountryOfIssue: 'Narnia' }, 'licenseCountryOfIssue', 'Licence country must be one of'],
      [{ bloodType: 'C+' }, 'bloodType', 'Blood type must be one of'],
      [{ address: 'x'.repeat(501) }, 'address', 'Address is at most 500 characters'],
    ];
    for (const [body, field, message] of cases) {
      const response = await patch(emt, { city: 'Jerusalem', ...body });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().fields?.[field], JSON.stringify(response.json())).toContain(message);
    }
    expect(await profile(emt)).toEqual(before);
  });

  it('lets only admins set the monthly hour limit (0 to 744); members see their role default', async () => {
    const { emt } = await aSignedInMember();
    expect((await profile(emt)).monthlyHourLimit).toBe(60);
    expect((await profile(admin)).monthlyHourLimit).toBe(744);
    const refused = await patch(emt, { monthlyHourLimit: 100 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Only an admin can change the monthly hour limit.');
    expect((await patch(admin, { monthlyHourLimit: 745 })).json().fields.monthlyHourLimit).toBe('Monthly hour limit must be 0 to 744');
    expect((await patch(admin, { monthlyHourLimit: 120 })).json().monthlyHourLimit).toBe(120);
  });
});
