import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { credentialThreshold } from './credential-expiry.service.ts';
import type { CredentialExpiry } from '../../../contract/credentials.contract.ts';
import { localDateOf } from '../../../contract/jerusalem-time.ts';
import { credentialTypes, memberCredentials, notifications } from '../../db/schema.ts';
import { aMember } from '../../test-support/builders.ts';
import { bearer, createSignedInTestApp, type TestApp } from '../../test-support/test-app.ts';
import { addLocalDays } from '../../time.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => void ({ t, admin } = await createSignedInTestApp()));
afterAll(() => t.close());

const send = () => t.app.inject({ method: 'POST', url: '/api/admin/credentials/expiry-notices', headers: bearer(admin) });

describe('credential expiry', () => {
  it('tells the member and the admins at 90, 30 and 7 days and on expiry, each once; the panel lists what lapses soon', async () => {
    const today = localDateOf(new Date());
    const [emt] = await t.database.db.select().from(credentialTypes).where(eq(credentialTypes.name, 'EMT'));
    const members = [];
    for (const days of [90, 30, 7, -1, 200]) {
      const member = await aMember(t.database.db, { name: `Expiring ${days}` });
      await t.database.db.insert(memberCredentials).values({ userId: member.id, typeId: emt!.id, expiresOn: addLocalDays(today, days), verified: true });
      members.push(member);
    }
    const first = await send();
    expect(first.json()).toMatchObject({ generated: 4 });
    expect((await send()).json()).toMatchObject({ generated: 0 });

    const told = await t.database.db
      .select()
      .from(notifications)
      .where(
        inArray(
          notifications.userId,
          members.map((m) => m.id),
        ),
      );
    expect(told.map((n) => n.message).sort()).toEqual([
      `Your EMT expired on ${addLocalDays(today, -1)}. Renew it and update it in My Profile: until then crew seats that need it are refused.`,
      expect.stringMatching(/^Your EMT expires on .*, in 7 days\./),
      expect.stringMatching(/^Your EMT expires on .*, in 30 days\./),
      expect.stringMatching(/^Your EMT expires on .*, in 90 days\./),
    ]);
    const seeded = (await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(admin) })).json() as { id: number };
    const adminsTold = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, seeded.id), eq(notifications.textKey, 'credential.expiresSoonAdmins')));
    expect(adminsTold.length).toBe(3);

    const panel = (await t.app.inject({ method: 'GET', url: '/api/admin/credentials/expiring', headers: bearer(admin) })).json() as CredentialExpiry[];
    expect(panel.filter((c) => c.userName.startsWith('Expiring')).map((c) => c.daysUntilExpiry)).toEqual([-1, 7, 30, 90]);
  });

  it('reaches each threshold once, and not for news long past', () => {
    expect([120, 90, 31, 30, 8, 7, 1, 0, -1, -30, -31].map(credentialThreshold)).toEqual([null, 90, 90, 30, 30, 7, 7, 0, 0, 0, null]);
  });
});
