import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, vehicles } from '../../db/schema.ts';
import { ordinaryWindow } from '../../test-support/booking-windows.ts';
import { signaturePng } from '../../test-support/images.ts';
import { bearer, createSignedInTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let admin: string;
let emt: string;
let emtId: number;
let bookingId: number;

/** A member's booking whose agreement they signed with their name: answers the booking's id. */
async function bookAndSign(token: string, fullName: string, nth: number): Promise<number> {
  const vehicleId = (await t.database.db.select().from(vehicles)).find((v) => v.vehicleNumber === 'A5')!.id;
  const booked = await t.app.inject({ method: 'POST', url: '/api/bookings', headers: bearer(token), payload: { vehicleId, ...ordinaryWindow(nth) } });
  const id = booked.json<{ id: number }>().id;
  const signature = `data:image/png;base64,${(await signaturePng()).toString('base64')}`;
  const signed = await t.app.inject({
    method: 'POST',
    url: `/api/agreements/${id}/sign`,
    headers: bearer(token),
    payload: { fullName, signature, accepted: true },
  });
  expect(signed.statusCode, signed.body).toBe(200);
  return id;
}

beforeAll(async () => {
  ({ t, admin, emt } = await createSignedInTestApp());
  emtId = (await t.database.db.select().from(users)).find((u) => u.email === 'emt@medfleet.test')!.id;
  bookingId = await bookAndSign(emt, 'Tamar Friedman', 71);
  expect((await addCredential(emt, 'EMT', 'EMT-77-1234')).statusCode).toBe(201);
});
afterAll(() => t.close());

/** One of the member's credentials, of a type the installation starts with. */
async function addCredential(token: string, type: string, number: string) {
  const types = (await t.app.inject({ method: 'GET', url: '/api/credential-types', headers: bearer(token) })).json() as { id: number; name: string }[];
  return t.app.inject({
    method: 'POST',
    url: '/api/user/credentials',
    headers: bearer(token),
    payload: { typeId: types.find((c) => c.name === type)!.id, number },
  });
}
const exportOf = (token: string, id: number | string) => t.app.inject({ method: 'GET', url: `/api/users/${id}/export`, headers: bearer(token) });

describe('GET /api/users/{id}/export', () => {
  it("gives an admin one archive of the member's data, the signed agreement as its PDF, and audits it", async () => {
    const answer = await exportOf(admin, emtId);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('application/zip');
    expect(answer.headers['content-disposition']).toMatch(new RegExp(`attachment; filename="medfleet-member-${emtId}-\\d{4}-\\d{2}-\\d{2}\\.zip"`));
    const files = unzipSync(answer.rawPayload);
    const json = <T>(name: string) => JSON.parse(strFromU8(files[name]!)) as T;
    expect(strFromU8(files['README.txt']!)).toContain(`member #${emtId}`);
    expect(json<{ email: string; preferredEmailTokenHash?: string }>('profile.json')).toMatchObject({ email: 'emt@medfleet.test' });
    expect(json<object>('profile.json')).not.toHaveProperty('preferredEmailTokenHash');
    expect(json<{ id: number }[]>('bookings.json').map((b) => b.id)).toContain(bookingId);
    expect(json<{ bookingId: number; fullName: string }[]>('agreements.json')).toEqual([expect.objectContaining({ bookingId, fullName: 'Tamar Friedman' })]);
    expect(json<unknown[]>('notifications.json').length).toBeGreaterThan(0);
    expect(json<object[]>('notifications.json')[0]).not.toHaveProperty('writtenIn');
    expect(json<{ type: string; number: string }[]>('credentials.json')).toEqual([expect.objectContaining({ type: 'EMT', number: 'EMT-77-1234' })]);
    const pdfs = Object.keys(files).filter((name) => name.startsWith('documents/') && name.endsWith('.pdf'));
    expect(pdfs.length).toBeGreaterThan(0);
    expect(strFromU8(files[pdfs[0]!]!.subarray(0, 5))).toBe('%PDF-');
    expect(json<{ unreadable: unknown[] }>('documents.json').unreadable).toEqual([]);

    const audit = await t.app.inject({ method: 'GET', url: `/api/admin/audit?entity=user&entityId=${emtId}`, headers: bearer(admin) });
    expect(JSON.stringify(audit.json())).toContain('"action":"export"');
  });

  it('is for admins only, and says so for a member that does not exist or an id that is not one', async () => {
    expect((await exportOf(emt, emtId)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/users/${emtId}/export` })).statusCode).toBe(401);
    const missing = await exportOf(admin, 999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toMatch(/999999/);
    for (const bad of ['abc', '9223372036854775808', '-1']) expect((await exportOf(admin, bad)).statusCode, bad).toBe(400);
  });

  it('after the member is erased, still holds their bookings and agreements, and nothing that names them', async () => {
    const paramedic = await t.login('paramedic@medfleet.test');
    const member = (await t.database.db.select().from(users)).find((u) => u.email === 'paramedic@medfleet.test')!;
    const booking = await bookAndSign(paramedic, 'David Azoulay', 72);
    expect((await addCredential(paramedic, 'Paramedic', 'PM-55-9876')).statusCode).toBe(201);
    const erased = await t.app.inject({ method: 'DELETE', url: `/api/users/${member.id}`, headers: bearer(admin) });
    expect(erased.json()).toMatchObject({ outcome: 'anonymised' });

    const files = unzipSync((await exportOf(admin, member.id)).rawPayload);
    const text = Object.values(files)
      .map((bytes) => strFromU8(bytes, true))
      .join('\n');
    for (const trace of ['David', 'Azoulay', 'paramedic@medfleet.test', member.licenseNumber!, 'PM-55-9876']) expect(text, trace).not.toContain(trace);
    expect(JSON.parse(strFromU8(files['bookings.json']!))).toEqual([expect.objectContaining({ id: booking })]);
    expect(JSON.parse(strFromU8(files['agreements.json']!))).toEqual([
      expect.objectContaining({ bookingId: booking, fullName: `Former member #${member.id}` }),
    ]);
  });
});
