import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMonthOf } from './monthly-reports.ts';
import { notifications, users } from '../../db/schema.ts';
import { startSmtpSink } from '../../test-support/smtp-sink.ts';
import { bearer, createManualScheduler, createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let admin: string;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
const jobs = createManualScheduler();
/** The day the app's dated jobs see (Core.now). */
let today = new Date();

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp(
    { SMTP_URL: smtp.url, MAIL_FROM: 'MedFleet <dispatch@medfleet.test>', MOVEMENT_MONITOR: 'false' },
    { runJobs: true, scheduler: jobs.scheduler, now: () => today },
  );
  admin = await t.login();
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

const setMonthly = async (on: boolean) => {
  const current = (await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: bearer(admin) })).json<Record<string, unknown>>();
  expect(
    (await t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: bearer(admin), payload: { ...current, monthlyReportEmail: on } })).statusCode,
  ).toBe(200);
};
const monthlyNotices = async () =>
  t.database.db
    .select()
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(and(eq(notifications.textKey, 'reports.monthly'), eq(users.email, 'admin@medfleet.test')));

describe('the monthly reports e-mail', () => {
  it('names last month in Jerusalem time, at a year’s turn too', () => {
    expect(lastMonthOf(new Date('2027-01-01T00:30:00+02:00'))).toEqual({ month: '2026-12', from: '2026-12-01', to: '2026-12-31' });
    expect(lastMonthOf(new Date('2026-03-01T06:00:00+02:00'))).toEqual({ month: '2026-02', from: '2026-02-01', to: '2026-02-28' });
  });

  it('goes to admins on the 1st when the setting asks, once, with every report in one workbook', async () => {
    await setMonthly(true);
    today = new Date('2026-12-15T09:00:00+02:00');
    await jobs.runAll();
    expect(await monthlyNotices()).toHaveLength(0);

    today = new Date('2027-01-01T07:00:00+02:00');
    await jobs.runAll();
    await jobs.runAll();
    expect(await monthlyNotices()).toHaveLength(1);
    const mail = smtp.received.find((m) => m.subject === 'MedFleet reports for 2026-12');
    expect(mail, smtp.received.map((m) => m.subject).join(', ')).toBeDefined();
    const attached = mail!.attachments.find((a) => a.filename === 'medfleet-reports_2026-12-01_2026-12-31.xlsx');
    expect(attached).toBeDefined();
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(attached!.content as unknown as ArrayBuffer);
    expect(book.worksheets.map((s) => s.name)).toEqual(['volunteer-hours', 'vehicle-use', 'no-shows', 'checks', 'infractions']);
    expect(book.getWorksheet('vehicle-use')!.getRow(1).values).toContain('Hours booked');
  });

  it('is not sent while the setting is off', async () => {
    await setMonthly(false);
    today = new Date('2027-02-01T07:00:00+02:00');
    await jobs.runAll();
    expect(smtp.received.filter((m) => m.subject === 'MedFleet reports for 2027-01')).toEqual([]);
  });
});
