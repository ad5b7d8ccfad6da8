import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Credential, CredentialType } from '../../../contract/credentials.contract.ts';
import { auditLog } from '../../db/schema.ts';
import { aMember } from '../../test-support/builders.ts';
import { badImages, photoJpeg } from '../../test-support/images.ts';
import { bearer, createSignedInTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => void ({ t, admin } = await createSignedInTestApp()));
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const typeNamed = async (name: string) => (await call('GET', '/api/admin/credential-types', admin)).json<CredentialType[]>().find((c) => c.name === name)!;
const noticesOf = async (token: string) => (await call('GET', '/api/user/notifications', token)).json<{ message: string }[]>().map((n) => n.message);
const aMemberToken = async () => {
  const member = await aMember(t.database.db);
  return { member, token: await t.login(member.email) };
};

describe('credential types', () => {
  it('start with the crew credentials in English and Hebrew; admins add, change and retire them, audited; a taken name is 409', async () => {
    const types = (await call('GET', '/api/admin/credential-types', admin)).json<CredentialType[]>();
    expect(types.map((c) => [c.name, c.validityMonths])).toEqual(
      expect.arrayContaining([
        ['EMT', 24],
        ['Paramedic', 24],
        ['Emergency-vehicle driving permit', 60],
      ]),
    );
    const builtIn = types.filter((c) => ['EMT', 'Paramedic', 'CPR/BLS provider', 'ACLS', 'Emergency-vehicle driving permit'].includes(c.name));
    expect(builtIn.every((c) => c.nameHe && c.needsReview && c.active)).toBe(true);
    expect(builtIn).toHaveLength(5);

    const created = await call('POST', '/api/admin/credential-types', admin, {
      name: 'PHTLS',
      nameHe: 'טיפול בטראומה',
      validityMonths: 48,
      needsReview: false,
    });
    expect(created.statusCode, created.body).toBe(201);
    const phtls = created.json<CredentialType>();
    expect(
      (await call('POST', '/api/admin/credential-types', admin, { name: 'phtls', nameHe: 'x', validityMonths: null, needsReview: false })).json(),
    ).toMatchObject({
      code: 'CREDENTIAL_TYPE_EXISTS',
    });
    const retired = await call('PATCH', `/api/admin/credential-types/${phtls.id}`, admin, { active: false, validityMonths: null });
    expect(retired.json()).toMatchObject({ active: false, validityMonths: null });
    const { token } = await aMemberToken();
    expect((await call('GET', '/api/credential-types', token)).json<CredentialType[]>().some((c) => c.id === phtls.id)).toBe(false);
    expect((await call('POST', '/api/admin/credential-types', token, { name: 'X', nameHe: 'X', validityMonths: 1, needsReview: true })).statusCode).toBe(403);
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'credential_type'), eq(auditLog.entityId, String(phtls.id))));
    expect(audited.map((a) => a.action)).toEqual(['create', 'update']);
  });

  it('refuse a bad type with 400 and add nothing', async () => {
    const before = (await call('GET', '/api/admin/credential-types', admin)).json<CredentialType[]>().length;
    for (const payload of [
      {},
      { name: '', nameHe: 'x', validityMonths: 12, needsReview: true },
      { name: 'x'.repeat(1_000_000), nameHe: 'x', validityMonths: 12, needsReview: true },
      { name: 'Y', nameHe: 'x', validityMonths: 2 ** 63, needsReview: true },
      { name: 'Y', nameHe: 'x', validityMonths: 0, needsReview: true },
      { name: 'Y', nameHe: 'x', validityMonths: 1.5, needsReview: true },
      { name: 'Y', nameHe: 'x', validityMonths: 12, needsReview: 'yes' },
    ]) {
      const refused = await call('POST', '/api/admin/credential-types', admin, payload);
      expect(refused.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(refused.json()).toHaveProperty('message');
    }
    expect((await call('PATCH', '/api/admin/credential-types/999999', admin, { active: false })).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/credential-types', admin)).json<CredentialType[]>()).toHaveLength(before);
  });
});

describe("a member's credentials", () => {
  it('one per type, expiring by the type when no date is given; unverified until an admin says, and again when the member changes it', async () => {
    const { member, token } = await aMemberToken();
    const emt = await typeNamed('EMT');
    const added = await call('POST', '/api/user/credentials', token, { typeId: emt.id, number: ' 44-1234 ', issuedOn: '2026-03-15' });
    expect(added.statusCode, added.body).toBe(201);
    const mine = added.json<Credential>();
    expect(mine).toMatchObject({
      userId: member.id,
      typeName: 'EMT',
      number: '44-1234',
      issuedOn: '2026-03-15',
      expiresOn: '2028-03-15',
      verified: false,
      state: 'unverified',
    });
    expect((await call('POST', '/api/user/credentials', token, { typeId: emt.id })).json()).toMatchObject({ code: 'CREDENTIAL_EXISTS' });

    // Only an admin verifies; the admin's change is audited.
    expect((await call('PATCH', `/api/user/credentials/${mine.id}`, token, { verified: true })).statusCode).toBe(403);
    expect((await call('PATCH', `/api/user/credentials/${mine.id}`, admin, { verified: true })).json()).toMatchObject({ verified: true, state: 'valid' });
    expect((await call('GET', `/api/users/${member.id}/credentials`, admin)).json<Credential[]>().map((c) => c.state)).toEqual(['valid']);
    expect(await noticesOf(token)).toContain('Avi Cohen verified your EMT credential: it counts now. See My Profile & Settings.');
    // The member changes its date: it waits for the admins again.
    expect((await call('PATCH', `/api/user/credentials/${mine.id}`, token, { expiresOn: '2028-01-01' })).json()).toMatchObject({
      expiresOn: '2028-01-01',
      verified: false,
      state: 'unverified',
    });
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'credential'), eq(auditLog.entityId, String(mine.id))));
    expect(audited.map((a) => a.action)).toEqual(['update']);
  });

  it('an expired one says so; a type without review is valid at once', async () => {
    const { token } = await aMemberToken();
    const created = await call('POST', '/api/admin/credential-types', admin, {
      name: `Driver ${Date.now()}`,
      nameHe: 'נהג',
      validityMonths: null,
      needsReview: false,
    });
    const permit = created.json<CredentialType>();
    const valid = await call('POST', '/api/user/credentials', token, { typeId: permit.id, issuedOn: '2020-01-01' });
    expect(valid.json()).toMatchObject({ expiresOn: null, verified: true, state: 'valid' });
    expect((await call('PATCH', `/api/user/credentials/${valid.json<Credential>().id}`, token, { expiresOn: '2021-01-01' })).json()).toMatchObject({
      state: 'expired',
    });
  });

  it("are their member's: another member cannot read, change or remove them; an admin can; bad input is 400 and changes nothing", async () => {
    const owner = await aMemberToken();
    const other = await aMemberToken();
    const paramedic = await typeNamed('Paramedic');
    const mine = (await call('POST', '/api/user/credentials', owner.token, { typeId: paramedic.id, number: 'P-1' })).json<Credential>();
    expect((await call('PATCH', `/api/user/credentials/${mine.id}`, other.token, { number: 'stolen' })).statusCode).toBe(403);
    expect((await call('DELETE', `/api/user/credentials/${mine.id}`, other.token)).statusCode).toBe(403);
    expect((await call('GET', `/api/users/${owner.member.id}/credentials`, other.token)).statusCode).toBe(403);
    for (const payload of [
      { number: 'x'.repeat(1_000_000) },
      { issuedOn: '9999-01-01' },
      { expiresOn: '2026-02-30' },
      { issuedOn: '2026-05-01', expiresOn: '2026-04-01' },
      { expiresOn: '2020-01-01', issuedOn: '2021-01-01' },
      {},
    ]) {
      const refused = await call('PATCH', `/api/user/credentials/${mine.id}`, owner.token, payload);
      expect(refused.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
    }
    for (const payload of [{ typeId: 2 ** 63 }, { typeId: 'EMT' }, { typeId: paramedic.id, issuedOn: '2026-13-01' }])
      expect((await call('POST', '/api/user/credentials', other.token, payload)).statusCode).toBe(400);
    expect((await call('GET', '/api/user/credentials', owner.token)).json<Credential[]>()).toEqual([expect.objectContaining({ number: 'P-1' })]);
    expect((await call('GET', '/api/user/credentials', other.token)).json()).toEqual([]);

    expect((await call('DELETE', `/api/user/credentials/${mine.id}`, admin)).statusCode).toBe(204);
    expect(await noticesOf(owner.token)).toContain('Avi Cohen removed your Paramedic credential. See My Profile & Settings.');
    expect((await call('GET', '/api/user/credentials', owner.token)).json()).toEqual([]);
    expect((await call('DELETE', `/api/user/credentials/${mine.id}`, owner.token)).statusCode).toBe(404);
  });

  it('adding one of the same type eight times at once keeps one', async () => {
    const { token } = await aMemberToken();
    const acls = await typeNamed('ACLS');
    const answers = await Promise.all(Array.from({ length: 8 }, () => call('POST', '/api/user/credentials', token, { typeId: acls.id })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    expect((await call('GET', '/api/user/credentials', token)).json()).toHaveLength(1);
  });
});

/** A file sent as a browser's FormData sends it. */
async function sendScan(credentialId: number, token: string, body: Buffer, filename: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(body)]), filename);
  const encoded = new Request('http://local/', { method: 'POST', body: form });
  return t.app.inject({
    method: 'POST',
    url: `/api/user/credentials/${credentialId}/scan`,
    headers: { ...bearer(token), 'content-type': encoded.headers.get('content-type')! },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}

describe("a credential's scan", () => {
  it('waits in Document Management; approving it verifies the credential, rejecting takes that back; the member is told', async () => {
    const { member, token } = await aMemberToken();
    const emt = await typeNamed('EMT');
    const added = (await call('POST', '/api/user/credentials', token, { typeId: emt.id, issuedOn: '2026-01-01' })).json<Credential>();
    expect(added.state).toBe('unverified');
    const sent = await sendScan(added.id, token, await photoJpeg(), 'תעודה\r\nX-Evil: 1.jpg');
    expect(sent.statusCode, sent.body).toBe(201);
    const { documentId } = sent.json<{ documentId: number; status: string }>();
    expect(sent.json()).toEqual({ credentialId: added.id, documentId, status: 'pending' });

    const listed = (await call('GET', '/api/admin/documents?type=credential_scan&status=pending', admin)).json<{
      documents: { id: number; fileName: string }[];
    }>();
    const doc = listed.documents.find((d) => d.id === documentId)!;
    expect(doc.fileName).toBe(`EMT-scan-${added.id}.jpeg`);
    const file = await call('GET', `/api/documents/${documentId}/file`, admin);
    expect([file.statusCode, file.headers['content-type']]).toEqual([200, 'image/jpeg']);

    const review = (status: string) => call('PATCH', `/api/admin/documents/${documentId}`, admin, { status });
    expect((await review('approved')).statusCode).toBe(200);
    const mine = async () => (await call('GET', '/api/user/credentials', token)).json<Credential[]>().find((c) => c.id === added.id)!;
    expect(await mine()).toMatchObject({ verified: true, state: 'valid' });
    expect(await noticesOf(token)).toContain('Your credential scan was approved.');

    const again = await sendScan(added.id, token, await photoJpeg(), 'again.jpg');
    expect(again.statusCode, again.body).toBe(201);
    const second = again.json<{ documentId: number }>();
    expect((await call('PATCH', `/api/admin/documents/${second.documentId}`, admin, { status: 'rejected', notes: 'Unreadable' })).statusCode).toBe(200);
    expect(await mine()).toMatchObject({ verified: false, state: 'unverified' });
    expect(member.id).toBe(added.userId);
  });

  it("is its member's alone to send, and a bad file is a 4xx that records nothing", async () => {
    const { token } = await aMemberToken();
    const other = await aMemberToken();
    const emt = await typeNamed('EMT');
    const added = (await call('POST', '/api/user/credentials', token, { typeId: emt.id })).json<Credential>();
    expect((await sendScan(added.id, other.token, await photoJpeg(), 'x.jpg')).statusCode).toBe(404);
    expect((await sendScan(2 ** 31, token, await photoJpeg(), 'x.jpg')).statusCode).toBe(400);
    for (const [what, bytes] of (await badImages()).filter(([what]) => what !== 'a PDF')) {
      const refused = await sendScan(added.id, token, bytes, 'scan.png');
      expect(refused.statusCode, what).toBeGreaterThanOrEqual(400);
      expect(refused.statusCode, what).toBeLessThan(500);
    }
    const json = await call('POST', `/api/user/credentials/${added.id}/scan`, token, { file: 'x' });
    expect(json.statusCode).toBe(400);
    const pending = (await call('GET', '/api/admin/documents?type=credential_scan', admin)).json<{ documents: { user: { email: string } }[] }>();
    expect(pending.documents.filter((d) => d.user.email === other.member.email)).toEqual([]);
  });
});
