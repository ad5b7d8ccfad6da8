import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUsersRepository } from './users.repository.ts';
import { USER_CSV_COLUMNS } from '../../../contract/user.contract.ts';
import { users, vehicles } from '../../db/schema.ts';
import { ordinaryWindow } from '../../test-support/booking-windows.ts';
import { aMember } from '../../test-support/builders.ts';
import { signaturePng } from '../../test-support/images.ts';
import { bearer, createSignedInTestApp, type TestApp } from '../../test-support/test-app.ts';

const OWNER = 'owner@medfleet.test';
let t: TestApp;
let admin: string;

beforeAll(async () => void ({ t, admin } = await createSignedInTestApp({ OWNER_EMAIL: OWNER })));
afterAll(() => t.close());

const csv = (text: string, token = admin, path = 'validate-csv') =>
  t.app.inject({ method: 'POST', url: `/api/users/${path}`, headers: { ...bearer(token), 'content-type': 'text/csv' }, payload: text });
const header = 'name,email,phone,userTypes,monthlyHourLimit';
const userRow = async (email: string) => (await t.database.db.select().from(users).where(eq(users.email, email)))[0];

/** A multipart/form-data body with one file part, as a browser's FormData sends it. */
function multipart(fileName: string, type: string, content: Buffer | string, extra: Record<string, string> = {}) {
  const boundary = '----medfleet-test-boundary';
  const fields = Object.entries(extra).map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`);
  const head = `${fields.join('')}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), Buffer.from(content), Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('User Management: the list', () => {
  it('searches, filters by type and status, pages with X-Total-Count, and marks scanned licences', async () => {
    const all = await t.app.inject({ method: 'GET', url: '/api/users', headers: bearer(admin) });
    expect(all.statusCode).toBe(200);
    // One page: all of them, or the first 100.
    expect(all.json().length).toBe(Math.min(Number(all.headers['x-total-count']), 100));
    expect(all.json()[0]).toHaveProperty('hasLicenceScan', false);
    const emts = (await t.app.inject({ method: 'GET', url: '/api/users?userType=EMT', headers: bearer(admin) })).json() as {
      email: string;
      userTypes: string[];
    }[];
    expect(emts.map((u) => u.email)).toContain('emt@medfleet.test');
    expect(emts.every((u) => u.userTypes.includes('EMT'))).toBe(true);
    const found = (await t.app.inject({ method: 'GET', url: '/api/users?q=PARAMEDIC%40', headers: bearer(admin) })).json();
    expect(found.map((u: { email: string }) => u.email)).toEqual(['paramedic@medfleet.test']);
    const page = await t.app.inject({ method: 'GET', url: '/api/users?page=2&pageSize=2', headers: bearer(admin) });
    expect(page.json()).toHaveLength(2);
    expect(page.headers['x-total-count']).toBe(all.headers['x-total-count']);
    const away = await aMember(t.database.db, { isActive: false, userTypes: ['driver'] });
    const inactive = (await t.app.inject({ method: 'GET', url: '/api/users?status=inactive', headers: bearer(admin) })).json() as {
      email: string;
      isActive: boolean;
    }[];
    expect(inactive.map((u) => u.email)).toContain(away.email);
    expect(inactive.every((u) => !u.isActive)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/users?userType=pilot', headers: bearer(admin) })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/users?q=%25_%25', headers: bearer(admin) })).json()).toEqual([]);
  });

  it('is always a page: 100 users without page or pageSize, X-Total-Count saying how many in all', async () => {
    const many = Array.from({ length: 150 }, (_, i) => ({
      email: `paging${String(i).padStart(3, '0')}@medfleet.test`,
      name: `Paging ${i}`,
      userTypes: ['driver' as const],
    }));
    await t.database.db.insert(users).values(many);
    try {
      const first = await t.app.inject({ method: 'GET', url: '/api/users', headers: bearer(admin) });
      expect(first.json()).toHaveLength(100);
      expect(Number(first.headers['x-total-count'])).toBeGreaterThanOrEqual(150);
      expect((await t.app.inject({ method: 'GET', url: '/api/users?pageSize=501', headers: bearer(admin) })).statusCode).toBe(400);
    } finally {
      await t.database.db.delete(users).where(like(users.email, 'paging%'));
    }
  });
});

describe('User Management: edit and delete', () => {
  it('an admin cannot take the admin type from themselves, nor disable or demote the owner', async () => {
    const me = (await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(admin) })).json();
    const self = await t.app.inject({ method: 'PATCH', url: `/api/users/${me.id}`, headers: bearer(admin), payload: { userTypes: ['driver'] } });
    expect(self.statusCode).toBe(403);
    const owner = await t.database.db
      .insert(users)
      .values({ email: OWNER, name: 'Owner', userTypes: ['admin'] })
      .returning();
    for (const payload of [{ userTypes: ['EMT'] }, { isActive: false }]) {
      expect((await t.app.inject({ method: 'PATCH', url: `/api/users/${owner[0]!.id}`, headers: bearer(admin), payload })).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'DELETE', url: `/api/users/${owner[0]!.id}`, headers: bearer(admin) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/users/${me.id}`, headers: bearer(admin) })).statusCode).toBe(403);
  });

  it('deletes a user with no history, and anonymises one with bookings; both are signed out at once', async () => {
    await csv(`${header}\nNo History,nohistory@medfleet.test,,driver,\n`, admin, 'bulk-upload');
    const fresh = (await userRow('nohistory@medfleet.test'))!;
    const gone = await t.app.inject({ method: 'DELETE', url: `/api/users/${fresh.id}`, headers: bearer(admin) });
    expect(gone.json()).toMatchObject({ outcome: 'deleted' });
    expect(await userRow('nohistory@medfleet.test')).toBeUndefined();

    const driver = await t.login('driver@medfleet.test');
    const [a6] = await t.database.db.select().from(vehicles).where(eq(vehicles.vehicleNumber, 'A6'));
    const booked = await t.app.inject({ method: 'POST', url: '/api/bookings', headers: bearer(driver), payload: { vehicleId: a6!.id, ...ordinaryWindow(7) } });
    expect(booked.statusCode).toBe(201);
    const row = (await userRow('driver@medfleet.test'))!;
    const kept = await t.app.inject({ method: 'DELETE', url: `/api/users/${row.id}`, headers: bearer(admin) });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ outcome: 'anonymised' });
    const after = (await t.database.db.select().from(users).where(eq(users.id, row.id)))[0]!;
    expect(after).toMatchObject({ isActive: false, name: `Former member #${row.id}`, phone: null, licenseNumber: null, userTypes: [] });
    expect(after.email).not.toContain('driver');
    expect((await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(driver) })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/users/999999', headers: bearer(admin) })).statusCode).toBe(404);
  });
});

describe('User Management: bulk upload from CSV', () => {
  it('offers a template with the spec’s columns', async () => {
    const template = await t.app.inject({ method: 'GET', url: '/api/users/csv-template', headers: bearer(admin) });
    expect(template.headers['content-type']).toContain('text/csv');
    expect(template.body.split('\r\n')[0]).toBe(USER_CSV_COLUMNS.join(','));
    expect((await csv(template.body)).json()).toMatchObject({ valid: true, rows: 1, errors: [] });
  });

  it('reads quotes, embedded newlines, a BOM, semicolons and CRLF; normalises phones, types and dates', async () => {
    const text =
      '\uFEFFname;email;phone;userTypes;monthlyHourLimit;address;licenseExpiryDate\r\n"Levi; Noa";noa@medfleet.test;050-123-4567;bls|emt;40;"12 Herzl St\r\nFlat 3";01/06/2029\r\n';
    const result = (await csv(text)).json();
    expect(result).toMatchObject({ valid: true, rows: 1, errors: [] });
    expect(result.preview).toEqual([
      { line: 2, action: 'create', name: 'Levi; Noa', email: 'noa@medfleet.test', phone: '+972501234567', userTypes: ['BLS', 'EMT'], monthlyHourLimit: 40 },
    ]);
    expect((await csv(text, admin, 'bulk-upload')).json()).toEqual({ processed: 1, created: 1, updated: 0 });
    expect(await userRow('noa@medfleet.test')).toMatchObject({ address: '12 Herzl St\r\nFlat 3', licenseExpiryDate: '2029-06-01', userTypes: ['BLS', 'EMT'] });
  });

  it('names the line and column of every problem, and writes nothing when one row is wrong', async () => {
    const text = [
      header + ',licenseIssueDate',
      'Ok Person,ok@medfleet.test,,EMT,30,2020-01-01',
      'Same Again,OK@medfleet.test,,EMT,30,',
      'Bad Type,badtype@medfleet.test,,pilot,30,',
      'Bad Date,baddate@medfleet.test,,EMT,30,31/02/2020',
      'Bad Limit,badlimit@medfleet.test,,EMT,745,',
      'Bad Phone,badphone@medfleet.test,12,EMT,,',
      ',noname@medfleet.test,,EMT,,',
      'No Email,,,EMT,,',
    ].join('\n');
    const result = (await csv(text)).json();
    expect(result.valid).toBe(false);
    expect(result.errors.map((e: { line: number; column: string }) => `${e.line}:${e.column}`)).toEqual([
      '3:email',
      '4:userTypes',
      '5:licenseIssueDate',
      '6:monthlyHourLimit',
      '7:phone',
      '8:name',
      '9:email',
    ]);
    // Each problem as data too, for the app to say in the reader's language; the English as before.
    expect(result.errors[0]).toEqual({
      line: 3,
      column: 'email',
      message: 'ok@medfleet.test is already on line 2.',
      messageKey: 'csv.duplicateEmail',
      params: { email: 'ok@medfleet.test', line: '2' },
    });
    expect(result.errors[4]).toMatchObject({ message: '12 is not a phone number (050-123-4567 or +972 50 123 4567).', messageKey: 'csv.notPhone' });
    const refused = await csv(text, admin, 'bulk-upload');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('nothing was written');
    expect(refused.json().errors).toHaveLength(7);
    expect(await userRow('ok@medfleet.test')).toBeUndefined();
  });

  it('updates a user the database has by e-mail instead of adding one, and says so', async () => {
    const text = `${header}\nEMT Renamed,EMT@medfleet.test,02-991-2345,EMT;driver,55\n`;
    const result = (await csv(text)).json();
    expect(result.preview[0]).toMatchObject({ action: 'update' });
    expect(result.warnings).toEqual([{ line: 2, column: 'email', message: 'emt@medfleet.test is already a user: their details are updated.' }]);
    expect((await csv(text, admin, 'bulk-upload')).json()).toEqual({ processed: 1, created: 0, updated: 1 });
    expect(await userRow('emt@medfleet.test')).toMatchObject({
      name: 'EMT Renamed',
      phone: '+97229912345',
      monthlyHourLimit: 55,
      userTypes: ['EMT', 'driver'],
    });
  });

  it('takes the file of a multipart form; refuses a file that is not CSV and one over 5 MB', async () => {
    const text = `${header}\nForm Person,form@medfleet.test,,driver,\n`;
    const form = multipart('volunteers.csv', 'text/csv', text, { validateOnly: 'true' });
    const valid = await t.app.inject({ method: 'POST', url: '/api/users/validate-csv', headers: { ...bearer(admin), ...form.headers }, payload: form.payload });
    expect(valid.json()).toMatchObject({ valid: true, rows: 1 });
    const png = await signaturePng(40, 20);
    const image = multipart('photo.png', 'image/png', png);
    const notCsv = await t.app.inject({
      method: 'POST',
      url: '/api/users/validate-csv',
      headers: { ...bearer(admin), ...image.headers },
      payload: image.payload,
    });
    expect(notCsv.statusCode).toBe(400);
    const disguised = multipart('photo.csv', 'text/csv', png);
    expect(
      (
        await t.app.inject({ method: 'POST', url: '/api/users/validate-csv', headers: { ...bearer(admin), ...disguised.headers }, payload: disguised.payload })
      ).json().code,
    ).toBe('NOT_CSV');
    const huge = `${header}\n${'x'.repeat(6 * 1024 * 1024)}\n`;
    const big = multipart('big.csv', 'text/csv', huge);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/users/bulk-upload', headers: { ...bearer(admin), ...big.headers }, payload: big.payload })).statusCode,
    ).toBe(413);
    expect((await csv(huge, admin, 'bulk-upload')).statusCode).toBe(413);
    expect((await t.app.inject({ method: 'POST', url: '/api/users/validate-csv', headers: bearer(admin), payload: { rows: [] } })).statusCode).toBe(400);
  });

  it('imports 5,000 volunteers in one go', async () => {
    const rows = Array.from({ length: 5000 }, (_, i) => `Volunteer ${i},volunteer${i}@medfleet.test,050-${String(1000000 + i).slice(-7)},BLS;EMT,40`);
    const result = await csv(`${header}\n${rows.join('\n')}\n`, admin, 'bulk-upload');
    expect(result.json()).toEqual({ processed: 5000, created: 5000, updated: 0 });
    const bls = await t.app.inject({ method: 'GET', url: '/api/users?userType=BLS&q=volunteer&pageSize=10', headers: bearer(admin) });
    expect(bls.headers['x-total-count']).toBe('5000');
  });
});

// PGlite has one connection, so two uploads cannot overlap there; the race is real on PostgreSQL.
describe.skipIf(!process.env.DATABASE_URL)('the same bulk upload sent twice at once (PostgreSQL)', () => {
  it('writes the users once; the other upload is a 409 or an update, never a 500', async () => {
    const text = `${header}\n${Array.from({ length: 300 }, (_, i) => `Racer ${i},racer${i}@medfleet.test,,driver,`).join('\n')}\n`;
    const answers = await Promise.all([csv(text, admin, 'bulk-upload'), csv(text, admin, 'bulk-upload')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual(expect.arrayContaining([200]));
    for (const a of answers) expect([200, 409], a.body).toContain(a.statusCode);
    const found = await t.app.inject({ method: 'GET', url: '/api/users?q=racer&pageSize=1', headers: bearer(admin) });
    expect(found.headers['x-total-count']).toBe('300');
  });
});

describe('User Management: one user by hand and the licence in Edit User (docs/decisions/022)', () => {
  const send = (method: 'POST' | 'PATCH', url: string, payload: object) => t.app.inject({ method, url, headers: bearer(admin), payload });

  it('adds one user with the defaults, refuses a taken e-mail (409) and bad input (400), and records it', async () => {
    const added = await send('POST', '/api/users', {
      name: 'Rina Levi',
      email: 'Rina.Levi@Example.org',
      phone: '052-765-4321',
      licenseCountryOfIssue: 'South Africa',
      licenseExpiryDate: '2030-01-31',
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      email: 'rina.levi@example.org',
      userTypes: ['driver'],
      isActive: true,
      phone: '+972527654321',
      licenseCountryOfIssue: 'South Africa',
      licenseExpiryDate: '2030-01-31',
    });
    const taken = await send('POST', '/api/users', { name: 'Someone', email: 'RINA.LEVI@example.org' });
    expect([taken.statusCode, taken.json().message]).toEqual([409, 'Another user already has the e-mail address rina.levi@example.org.']);
    for (const bad of [
      { email: 'no-name@example.org' },
      { name: 'No e-mail' },
      { name: 'X', email: 'x@example.org', licenseCountryOfIssue: 'Narnia' },
      { name: 'X', email: 'x@example.org', licenseExpiryDate: '9999-99-99' },
      { name: 'X', email: 'x@example.org', isAdmin: true },
      { name: 'a\u0000b', email: 'nul@example.org', phone: 'x'.repeat(1_000_000) },
    ]) {
      expect((await send('POST', '/api/users', bad)).statusCode, JSON.stringify(bad).slice(0, 80)).toBe(400);
    }
    expect(await userRow('x@example.org')).toBeUndefined();
    const audit = (await t.app.inject({ method: 'GET', url: '/api/admin/audit?entity=user', headers: bearer(admin) })).json();
    expect(JSON.stringify(audit)).toContain('rina.levi@example.org');
  });

  it('edits the licence with the admin’s countries: UK and USA stored as the profile names them, South Africa too', async () => {
    const member = await userRow('emt@medfleet.test');
    const edited = await send('PATCH', `/api/users/${member!.id}`, {
      licenseNumber: '7654321',
      licenseClass: 'C1',
      licenseCountryOfIssue: 'UK',
      licenseIssueDate: '2020-02-01',
      licenseExpiryDate: '2031-02-01',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      licenseNumber: '7654321',
      licenseClass: 'C1',
      licenseCountryOfIssue: 'United Kingdom',
      licenseIssueDate: '2020-02-01',
      licenseExpiryDate: '2031-02-01',
    });
    expect((await send('PATCH', `/api/users/${member!.id}`, { licenseCountryOfIssue: 'USA' })).json().licenseCountryOfIssue).toBe('United States');
    expect((await send('PATCH', `/api/users/${member!.id}`, { licenseCountryOfIssue: 'South Africa' })).json().licenseCountryOfIssue).toBe('South Africa');
    const refused = await send('PATCH', `/api/users/${member!.id}`, { licenseCountryOfIssue: 'Atlantis' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ licenseCountryOfIssue: 'Licence country must be one of Israel, UK, USA, Canada, Australia, South Africa' });
    // The member keeps a South African licence when saving their own profile.
    const own = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/profile',
      headers: bearer(await t.login('emt@medfleet.test')),
      payload: { licenseCountryOfIssue: 'South Africa', city: 'Jerusalem' },
    });
    expect(own.json()).toMatchObject({ licenseCountryOfIssue: 'South Africa', city: 'Jerusalem' });
  });
});

describe('a bulk upload written in batches (docs/decisions/022)', () => {
  const noPause = () => Promise.resolve();
  const volunteers = (prefix: string, n: number) =>
    Array.from({ length: n }, (_, i) => ({ email: `${prefix}${i}@medfleet.test`, name: `${prefix} ${i}`, userTypes: ['driver'] }));

  it('undoes the batches already written when a later one fails: nothing of the file stays', async () => {
    const repository = createUsersRepository(t.database.db);
    await t.database.db.insert(users).values({ email: 'batch700@medfleet.test', name: 'Already here' });
    await expect(repository.writeMany(volunteers('batch', 1200), [], noPause)).rejects.toThrow();
    expect(await t.database.db.select().from(users).where(like(users.email, 'batch%'))).toHaveLength(1);
  });

  it('puts back the users it had updated when an update fails', async () => {
    const repository = createUsersRepository(t.database.db);
    const [first, second] = await t.database.db.insert(users).values(volunteers('undo', 2)).returning();
    const updates = [
      { id: first!.id, changes: { city: 'Haifa' }, before: { city: null } },
      // Another user's e-mail: refused by the unique index, after the first update was written.
      ...Array.from({ length: 500 }, () => ({ id: second!.id, changes: { city: 'Eilat' }, before: { city: null } })),
      { id: second!.id, changes: { email: first!.email }, before: { email: second!.email } },
    ];
    await expect(repository.writeMany(volunteers('undo-new', 3), updates, noPause)).rejects.toThrow();
    expect((await userRow(first!.email))!.city).toBeNull();
    expect((await userRow(second!.email))!.city).toBeNull();
    expect(await t.database.db.select().from(users).where(like(users.email, 'undo-new%'))).toHaveLength(0);
  });
});
