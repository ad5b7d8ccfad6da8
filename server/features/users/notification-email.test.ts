import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, users } from '../../db/schema.ts';
import { startSmtpSink } from '../../test-support/smtp-sink.ts';
import { bearer, createManualScheduler, createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
const jobs = createManualScheduler();

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp(
    { SMTP_URL: smtp.url, MAIL_FROM: 'MedFleet <dispatch@medfleet.test>', MOVEMENT_MONITOR: 'false' },
    { runJobs: true, scheduler: jobs.scheduler },
  );
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token: string | null, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const member = async (email: string) => {
  await t.database.db.insert(users).values({ email, name: email, userTypes: ['EMT'], phone: '+972501234567' });
  return t.login(email);
};
const rowOf = async (email: string) => (await t.database.db.select().from(users).where(eq(users.email, email)))[0]!;
const linkIn = (text: string | undefined) => /https?:\/\/\S+\/confirm-email#token=([\w-]+)/.exec(text ?? '');

describe('a new address for notices (docs/decisions/022)', () => {
  it('is used only once the link e-mailed to it is opened; the link works once and no token is stored in clear', async () => {
    const token = await member('tamar@medfleet.test');
    const asked = await call('PATCH', '/api/user/profile', token, { preferredEmail: 'tamar.home@example.org' });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({ preferredEmail: null, pendingPreferredEmail: 'tamar.home@example.org' });

    await jobs.runAll();
    const mail = smtp.received.find((m) => m.to && JSON.stringify(m.to).includes('tamar.home@example.org'));
    expect(mail?.subject).toBe('Confirm your address for notices');
    const link = linkIn(mail?.text);
    expect(link, mail?.text).not.toBeNull();
    expect(mail?.html).toContain(`#token=${link![1]}`);
    // Neither the outbox nor the user's row holds the token itself.
    const stored = JSON.stringify([
      await rowOf('tamar@medfleet.test'),
      await t.database.db.select().from(outbox).where(eq(outbox.recipient, 'tamar.home@example.org')),
    ]);
    expect(stored).not.toContain(link![1]);

    const confirmed = await call('POST', '/api/user/preferred-email/confirm', null, { token: link![1] });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ preferredEmail: 'tamar.home@example.org' });
    expect((await call('GET', '/api/user/profile', token)).json()).toMatchObject({ preferredEmail: 'tamar.home@example.org', pendingPreferredEmail: null });

    // The address notices went to before hears that they moved.
    await jobs.runAll();
    const told = smtp.received.find((m) => JSON.stringify(m.to).includes('tamar@medfleet.test') && m.subject === 'Your address for notices changed');
    expect(told?.text).toMatch(/^From now on your MedFleet notices go to tamar\.home@example\.org\./);

    const again = await call('POST', '/api/user/preferred-email/confirm', null, { token: link![1] });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/expired or was already used/);
  });

  it('takes the sign-in address or none at once, and counts a pending address for the profile’s completeness', async () => {
    const token = await member('noa@medfleet.test');
    expect((await call('PATCH', '/api/user/profile', token, { preferredEmail: 'NOA@medfleet.test' })).json()).toMatchObject({
      preferredEmail: 'NOA@medfleet.test',
      pendingPreferredEmail: null,
    });
    expect((await call('PATCH', '/api/user/profile', token, { preferredEmail: '' })).json()).toMatchObject({
      preferredEmail: null,
      pendingPreferredEmail: null,
    });
    expect(
      await t.database.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.userId, (await rowOf('noa@medfleet.test')).id), eq(outbox.kind, 'email_confirmation'))),
    ).toHaveLength(0);
  });

  it('refuses an expired or made-up link and changes nothing', async () => {
    const token = await member('avi@medfleet.test');
    await call('PATCH', '/api/user/profile', token, { preferredEmail: 'avi.other@example.org' });
    await jobs.runAll();
    const link = linkIn(smtp.received.find((m) => JSON.stringify(m.to).includes('avi.other@example.org'))?.text)!;
    await t.database.db
      .update(users)
      .set({ preferredEmailTokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(users.email, 'avi@medfleet.test'));
    for (const bad of [link[1], 'x'.repeat(43), '\u0000', 'א']) {
      const refused = await call('POST', '/api/user/preferred-email/confirm', null, { token: bad });
      expect(refused.statusCode, bad).toBe(400);
    }
    expect((await call('POST', '/api/user/preferred-email/confirm', null, { token: 'x'.repeat(1_000_000) })).statusCode).toBe(400);
    expect((await rowOf('avi@medfleet.test')).preferredEmail).toBeNull();
    expect((await call('GET', '/api/user/profile', token)).json().pendingPreferredEmail).toBeNull();
  });

  it('sends at most five confirmation e-mails an hour, then refuses (429) and changes nothing', async () => {
    const token = await member('eli@medfleet.test');
    for (let i = 1; i <= 5; i++) expect((await call('PATCH', '/api/user/profile', token, { preferredEmail: `stranger${i}@example.org` })).statusCode).toBe(200);
    const sixth = await call('PATCH', '/api/user/profile', token, { preferredEmail: 'stranger6@example.org', city: 'Haifa' });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toMatch(/5 confirmation e-mails in the last hour/);
    const row = await rowOf('eli@medfleet.test');
    expect(row).toMatchObject({ pendingPreferredEmail: 'stranger5@example.org', city: null });
    expect((await call('POST', '/api/user/preferred-email/resend', token)).statusCode).toBe(429);
  });

  it('can be sent again or dropped by the member', async () => {
    const token = await member('dana@medfleet.test');
    expect((await call('POST', '/api/user/preferred-email/resend', token)).statusCode).toBe(404);
    await call('PATCH', '/api/user/profile', token, { preferredEmail: 'dana.home@example.org' });
    expect((await call('POST', '/api/user/preferred-email/resend', token)).json().pendingPreferredEmail).toBe('dana.home@example.org');
    expect(await t.database.db.select().from(outbox).where(eq(outbox.recipient, 'dana.home@example.org'))).toHaveLength(2);
    const dropped = await call('DELETE', '/api/user/preferred-email/pending', token);
    expect(dropped.json()).toMatchObject({ preferredEmail: null, pendingPreferredEmail: null });
    expect((await rowOf('dana@medfleet.test')).preferredEmailTokenHash).toBeNull();
  });
});

describe('a member’s WhatsApp test (docs/decisions/022)', () => {
  it('goes to their own number only, three times an hour', async () => {
    const token = await member('yael@medfleet.test');
    const test = (phoneNumber: string) => call('POST', '/api/whatsapp/test', token, { phoneNumber });
    const other = await test('052-765-4321');
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('You can send a test only to your own WhatsApp number (+972501234567).');
    for (let i = 0; i < 3; i++) expect((await test('050-123-4567')).statusCode).toBe(200);
    const fourth = await test('+972 50 123 4567');
    expect(fourth.statusCode).toBe(429);
    const queued = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.userId, (await rowOf('yael@medfleet.test')).id), eq(outbox.channel, 'whatsapp')));
    expect(queued.map((m) => m.recipient)).toEqual(['+972501234567', '+972501234567', '+972501234567']);
  });

  it('needs a number in the profile', async () => {
    const token = await member('ori@medfleet.test');
    await t.database.db.update(users).set({ phone: null }).where(eq(users.email, 'ori@medfleet.test'));
    const refused = await call('POST', '/api/whatsapp/test', token, { phoneNumber: '050-123-4567' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/Add your WhatsApp or phone number/);
  });
});
