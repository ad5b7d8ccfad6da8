import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, outbox, users, vehicles } from '../../db/schema.ts';
import { ordinaryWindow } from '../../test-support/booking-windows.ts';
import { signaturePng } from '../../test-support/images.ts';
import { pdfText } from '../../test-support/pdf-text.ts';
import { startSmtpSink } from '../../test-support/smtp-sink.ts';
import { bearer, createManualScheduler, createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
const jobs = createManualScheduler();
let admin: string;
let emt: string;
let bls: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp(
    { SMTP_URL: smtp.url, MAIL_FROM: 'MedFleet <dispatch@medfleet.test>', MOVEMENT_MONITOR: 'false' },
    { runJobs: true, scheduler: jobs.scheduler },
  );
  [admin, emt, bls] = await Promise.all([t.login(), t.login('emt@medfleet.test'), t.login('bls@medfleet.test')]);
  for (const v of await t.database.db.select().from(vehicles)) ids[v.vehicleNumber] = v.id;
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

const call = (method: 'GET' | 'PUT' | 'POST' | 'PATCH', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const messagesTo = async (email: string) => t.database.db.select().from(outbox).where(eq(outbox.recipient, email));

describe('notification settings', () => {
  it('start at the defaults, take the spec’s choices only, and need a phone for SMS and WhatsApp', async () => {
    const defaults = (await call('GET', '/api/user/notification-settings', emt)).json();
    expect(defaults).toEqual({
      emailNotifications: true,
      smsNotifications: false,
      whatsappNotifications: false,
      bookingConfirmations: true,
      bookingReminders: true,
      reminderTiming: 60,
      adminApprovalNotifications: true,
      shabbatRestrictionWarnings: true,
      restrictionWarningTiming: 24,
    });
    for (const bad of [{ reminderTiming: 45 }, { restrictionWarningTiming: 2 ** 63 }, { emailNotifications: 'yes' }]) {
      expect((await call('PUT', '/api/user/notification-settings', emt, { ...defaults, ...bad })).statusCode, JSON.stringify(bad)).toBe(400);
    }
    await t.database.db.update(users).set({ phone: null, whatsappNumber: null }).where(eq(users.email, 'bls@medfleet.test'));
    const noPhone = await call('PUT', '/api/user/notification-settings', bls, { ...defaults, smsNotifications: true });
    expect(noPhone.statusCode).toBe(400);
    expect(noPhone.json().message).toMatch(/SMS notifications need a phone number/);
    const saved = await call('PUT', '/api/user/notification-settings', emt, { ...defaults, reminderTiming: 30, restrictionWarningTiming: 6 });
    expect(saved.json()).toMatchObject({ reminderTiming: 30, restrictionWarningTiming: 6 });
    expect((await call('GET', '/api/user/notification-settings', emt)).json().reminderTiming).toBe(30);
  });
});

describe('the outbox', () => {
  it('writes the confirmation e-mail with the booking and delivers it to the SMTP server; off in the settings, nothing is sent', async () => {
    const booked = await call('POST', '/api/bookings', emt, { vehicleId: ids.A3, ...ordinaryWindow(41) });
    expect(booked.statusCode).toBe(201);
    const bookingId = booked.json().id as number;
    const confirmationOf = async (email: string, id: number) =>
      (await messagesTo(email)).filter((m) => m.kind === 'booking_confirmation' && m.bookingId === id);
    const [queued] = await confirmationOf('emt@medfleet.test', bookingId);
    expect(queued).toMatchObject({ channel: 'email', kind: 'booking_confirmation', status: 'queued', subject: 'Booking confirmed' });
    await jobs.runAll();
    const mail = smtp.received.find((m) => m.subject === 'Booking confirmed' && m.attachments.some((a) => a.filename === `A3-booking-${bookingId}.ics`));
    expect(mail?.from?.value[0]).toMatchObject({ name: 'MedFleet', address: 'dispatch@medfleet.test' });
    expect(mail?.text).toMatch(/^A3 is yours, /);
    expect(mail?.html).toMatch(/<html lang="en" dir="ltr">[\s\S]*<h1[^>]*>Booking confirmed<\/h1>[\s\S]*A3 is yours, /);
    const ics = mail?.attachments.find((a) => a.contentType.startsWith('text/calendar'));
    expect(ics?.filename).toBe(`A3-booking-${bookingId}.ics`);
    expect(ics?.content.toString()).toMatch(/BEGIN:VEVENT[\s\S]*SUMMARY:A3 booking/);
    const [sent] = await confirmationOf('emt@medfleet.test', bookingId);
    expect(sent).toMatchObject({ status: 'sent', attempts: 1 });
    expect(sent!.providerId).toBeTruthy();

    const settings = (await call('GET', '/api/user/notification-settings', bls)).json();
    await call('PUT', '/api/user/notification-settings', bls, { ...settings, bookingConfirmations: false });
    const quiet = await call('POST', '/api/bookings', bls, { vehicleId: ids.A4, ...ordinaryWindow(42) });
    expect(quiet.statusCode).toBe(201);
    expect(await confirmationOf('bls@medfleet.test', quiet.json().id as number)).toEqual([]);
  });

  it('writes a booking, its notices and its messages together: when the notices cannot be written, there is no booking either', async () => {
    const window = ordinaryWindow(46);
    await t.database.db.execute(sql`alter table outbox rename to outbox_away`);
    try {
      const refused = await call('POST', '/api/bookings', emt, { vehicleId: ids.A8, ...window });
      expect(refused.statusCode).toBe(500);
    } finally {
      await t.database.db.execute(sql`alter table outbox_away rename to outbox`);
    }
    const left = await t.database.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.vehicleId, ids.A8!), eq(bookings.startTime, new Date(window.startTime))));
    expect(left).toEqual([]);
    expect((await call('POST', '/api/bookings', emt, { vehicleId: ids.A8, ...window })).statusCode).toBe(201);
  });

  it('sends the immobilizer code when its window opens, filled in and in the member’s language only then', async () => {
    const window = ordinaryWindow(47);
    const booked = (await call('POST', '/api/bookings', emt, { vehicleId: ids.A3, ...window })).json();
    // Its code waits for a passed check or a waiver: the admin waives it, so the message that leaves has it.
    expect((await call('POST', `/api/admin/bookings/${booked.id}/vehicle-check/waiver`, admin, { reason: 'Checked with dispatch' })).statusCode).toBe(200);
    // The code's own message (the waiver's release is another, which says the check was waived first).
    const [code] = (await messagesTo('emt@medfleet.test')).filter((m) => m.textKey === 'code.issued' && m.bookingId === booked.id);
    expect(code!.nextAttemptAt.getTime()).toBe(Date.parse(window.startTime) - 3600_000);
    expect(code!.body).toContain('{code}');
    await jobs.runAll();
    expect((await t.database.db.select().from(outbox).where(eq(outbox.id, code!.id)))[0]!.status).toBe('queued');

    expect((await call('PATCH', '/api/user/profile', emt, { language: 'he' })).json().language).toBe('he');
    try {
      await t.database.db
        .update(outbox)
        .set({ nextAttemptAt: new Date(Date.now() - 1000) })
        .where(eq(outbox.id, code!.id));
      const before = smtp.received.length;
      await jobs.runAll();
      const [sent] = await t.database.db.select().from(outbox).where(eq(outbox.id, code!.id));
      expect(sent).toMatchObject({ status: 'sent', lastError: null });
      // The same run may send this member another message that fell due (a reminder of another test's booking): the code's is the one named so, in Hebrew.
      const mail = smtp.received.slice(before).find((m) => JSON.stringify(m.to).includes('emt@medfleet.test') && m.subject === 'קוד אימובילייזר ל-A3');
      expect(mail?.text).toMatch(/^הקוד שלך: [A-Z0-9]{6}\. הוא תקף מ/);
      expect(mail?.html).toContain('<html lang="he" dir="rtl">');
    } finally {
      await call('PATCH', '/api/user/profile', emt, { language: null });
    }
  });

  it('sends the signed agreement’s PDF with its e-mail', async () => {
    const booked = (await call('POST', '/api/bookings', emt, { vehicleId: ids.A6, ...ordinaryWindow(45) })).json();
    const signature = `data:image/png;base64,${(await signaturePng()).toString('base64')}`;
    expect((await call('POST', `/api/agreements/${booked.id}/sign`, emt, { fullName: 'Tamar Friedman', signature, accepted: true })).statusCode).toBe(200);
    await jobs.runAll();
    const mail = smtp.received.find((m) => m.subject === 'Agreement signed');
    const pdf = mail?.attachments.find((a) => a.contentType === 'application/pdf');
    expect(pdf?.filename).toBe(`agreement-A6-${booked.id}.pdf`);
    expect(await pdfText(pdf!.content)).toContain('Tamar Friedman');
  });

  it('keeps a message while the SMTP server is down and delivers it once it is back; a sender that died is taken over', async () => {
    await smtp.stop();
    await call('POST', '/api/bookings', emt, { vehicleId: ids.A5, ...ordinaryWindow(43) });
    await jobs.runAll();
    const [failedOnce] = (await messagesTo('emt@medfleet.test')).filter((m) => m.status !== 'sent' && m.kind === 'booking_confirmation');
    expect(failedOnce).toMatchObject({ status: 'queued', attempts: 1 });
    expect(failedOnce!.lastError).toBeTruthy();
    expect(failedOnce!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

    await smtp.start();
    // The back-off has passed.
    await t.database.db
      .update(outbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(outbox.id, failedOnce!.id));
    // Another message whose sender died while sending it: its claim has lapsed.
    const [orphan] = await t.database.db
      .insert(outbox)
      .values({
        channel: 'email',
        kind: 'system_update',
        recipient: 'orphan@medfleet.test',
        subject: 'Left behind',
        body: 'Sent once',
        status: 'sending',
        attempts: 1,
        lockedUntil: new Date(Date.now() - 1000),
      })
      .returning();
    const before = smtp.received.length;
    await jobs.runAll();
    await jobs.runAll();
    expect(smtp.received.length - before).toBe(2);
    expect(smtp.received.filter((m) => m.subject === 'Left behind')).toHaveLength(1);
    const rows = await t.database.db
      .select()
      .from(outbox)
      .where(sql`${outbox.id} in (${failedOnce!.id}, ${orphan!.id})`);
    expect(rows.map((r) => r.status)).toEqual(['sent', 'sent']);
  });

  it('shows admins the delivery log, and sends a failed message again on request', async () => {
    // A confirmation of this test's own, sent, so that the log has one whatever ran before.
    expect((await call('POST', '/api/bookings', emt, { vehicleId: ids.A8, ...ordinaryWindow(48) })).statusCode).toBe(201);
    await jobs.runAll();
    const log = (await call('GET', '/api/admin/messages?status=sent', admin)).json();
    expect(log.length).toBeGreaterThan(0);
    expect(log[0]).toMatchObject({ channel: 'email', status: 'sent' });
    // Each subject that is one of the server's texts in the reader's language (docs/decisions/022).
    const inHebrew = (
      await t.app.inject({ method: 'GET', url: '/api/admin/messages?status=sent', headers: { ...bearer(admin), 'accept-language': 'he' } })
    ).json() as { subject: string }[];
    expect(inHebrew.map((m) => m.subject)).toContain('ההזמנה אושרה');
    expect((await call('GET', '/api/admin/messages', emt)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/messages?status=lost', admin)).statusCode).toBe(400);
    const [failed] = await t.database.db
      .insert(outbox)
      .values({ channel: 'email', kind: 'system_update', recipient: 'later@medfleet.test', subject: 'Try again', body: 'x', status: 'failed', attempts: 8 })
      .returning();
    expect((await call('POST', `/api/admin/messages/${log[0].id}/retry`, admin)).statusCode).toBe(409);
    expect((await call('POST', `/api/admin/messages/${failed!.id}/retry`, admin)).json()).toMatchObject({ status: 'queued', attempts: 0 });
    await jobs.runAll();
    expect(smtp.received.some((m) => m.subject === 'Try again')).toBe(true);
  });
});

describe('the spec’s messaging tests', () => {
  it('queue through the outbox: a test to a number (a member’s own only), a booking’s confirmation, its immobilizer code filled in only when sent', async () => {
    // A member tests their own number only (the EMT here has none yet: told to add one).
    expect((await call('POST', '/api/whatsapp/test', emt, { phoneNumber: '052-999-0000' })).json().message).toMatch(/^Add your WhatsApp or phone number/);
    expect((await call('POST', '/api/whatsapp/test', admin, { phoneNumber: ' ' })).json().fields).toEqual({
      phoneNumber: 'Please enter a phone number for testing.',
    });
    expect((await call('POST', '/api/whatsapp/test', admin, { phoneNumber: '050-123-4567' })).json()).toEqual({
      success: true,
      message: 'Test message queued for +972501234567.',
    });
    expect((await call('GET', '/api/whatsapp/status', admin)).json()).toEqual({ status: 'unknown' });

    const booked = (await call('POST', '/api/bookings', emt, { vehicleId: ids.A7, ...ordinaryWindow(44) })).json();
    const sent = await call('POST', `/api/whatsapp/send-confirmation/${booked.id}`, admin, { email: true, whatsapp: false });
    expect(sent.json()).toEqual({ success: true, message: 'Queued for Tamar Friedman by e-mail.' });
    expect((await call('POST', `/api/whatsapp/send-ituran/${booked.id}`, admin, { ituranCode: '', email: true, whatsapp: false })).json().fields).toEqual({
      ituranCode: 'Please enter an Ituran code.',
    });
    const early = await call('POST', `/api/whatsapp/send-ituran/${booked.id}`, admin, { ituranCode: 'ABC123', email: true, whatsapp: false });
    expect([early.statusCode, early.json().code]).toEqual([409, 'CODE_NOT_NOW']);
    expect(early.json().message).toMatch(/^The immobilizer code can be sent from an hour before the booking starts: from /);
    // A booking starting in half an hour: its code's window is open.
    const [emtRow] = await t.database.db.select().from(users).where(eq(users.email, 'emt@medfleet.test'));
    const [soon] = await t.database.db
      .insert(bookings)
      .values({
        userId: emtRow!.id,
        vehicleId: ids.A7!,
        startTime: new Date(Date.now() + 1_800_000),
        endTime: new Date(Date.now() + 3 * 3_600_000),
        status: 'confirmed',
      })
      .returning();
    expect((await call('POST', `/api/whatsapp/send-ituran/${soon!.id}`, admin, { ituranCode: 'ABC123', email: true, whatsapp: false })).statusCode).toBe(200);
    const [stored] = await t.database.db
      .select()
      .from(outbox)
      .where(sql`${outbox.kind} = 'ituran_code' and ${outbox.bookingId} = ${soon!.id} and ${outbox.subject} = 'Immobilizer code'`);
    expect(stored!.body).toBe('Your immobilizer code for A7 is ABC123.');

    await jobs.runAll();
    const whatsappTest = (await t.database.db.select().from(outbox).where(eq(outbox.recipient, '+972501234567')))[0];
    expect(whatsappTest).toMatchObject({ status: 'not_sent', lastError: 'not sent: no WhatsApp instance configured' });
    const code = smtp.received.find((m) => m.subject === 'Immobilizer code');
    expect(code?.text?.trim()).toBe('Your immobilizer code for A7 is ABC123.');
  });
});

describe('a messaging service that cannot be reached', () => {
  it('is said as itself (503 naming WhatsApp), never as the database being down', async () => {
    const app = await createTestApp({
      GREEN_API_URL: 'http://127.0.0.1:9',
      GREEN_API_INSTANCE_ID: '1101',
      GREEN_API_TOKEN: 'secret',
      MOVEMENT_MONITOR: 'false',
    });
    try {
      const response = await app.app.inject({ method: 'GET', url: '/api/whatsapp/qr', headers: bearer(await app.login()) });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        message: 'The WhatsApp service cannot be reached right now. Please try again shortly.',
        code: 'PROVIDER_UNREACHABLE',
      });
    } finally {
      await app.close();
    }
  });
});
