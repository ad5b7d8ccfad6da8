import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localInstant } from '../../../contract/jerusalem-time.ts';
import type { ReportTable } from '../../../contract/reports.contract.ts';
import { bookingCrew, bookings, positions, vehicleChecks } from '../../db/schema.ts';
import { aMember, aVehicle } from '../../test-support/builders.ts';
import { pdfText } from '../../test-support/pdf-text.ts';
import { DAY, recordedMorning, recordedNight } from '../../test-support/recorded-track.ts';
import { bearer, createSignedInTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let admin: string;
let vehicleNumber: string;
/** A member whose name a spreadsheet would run as a formula, and one whose name is Hebrew. */
const FORMULA_NAME = '=HYPERLINK("http://attacker.example","Click")';
let formula: { email: string };
let hebrew: { email: string };

beforeAll(async () => {
  ({ t, admin } = await createSignedInTestApp());
  const vehicle = await aVehicle(t.database.db);
  vehicleNumber = vehicle.vehicleNumber;
  // An address longer than its PDF column, which must wrap rather than be cut.
  const booker = await aMember(t.database.db, { name: FORMULA_NAME, email: `a-member-whose-address-is-long-${Date.now()}@medfleet.test` });
  formula = booker;
  const dana = await aMember(t.database.db, { name: 'דנה כהן' });
  hebrew = dana;
  const at = (hour: number) => localInstant(DAY, hour);
  // The recorded morning (two runs above 90 km/h, 15 km) was driven in this booking; the recorded night moved twice.
  const [shift] = await t.database.db
    .insert(bookings)
    .values({ userId: booker.id, vehicleId: vehicle.id, startTime: at(7), endTime: at(11), status: 'completed', seat: 'driver' })
    .returning();
  await t.database.db.insert(bookingCrew).values({ bookingId: shift!.id, seat: 'medic', userId: dana.id, status: 'joined' });
  await t.database.db.insert(bookings).values({ userId: dana.id, vehicleId: vehicle.id, startTime: at(14), endTime: at(16), status: 'no_show' });
  await t.database.db.insert(vehicleChecks).values({
    bookingId: shift!.id,
    vehicleId: vehicle.id,
    userId: dana.id,
    category: vehicle.category,
    templateVersion: 1,
    result: 'failed',
    items: [],
    doneAt: new Date(at(7).getTime() + 5 * 60_000),
  });
  await t.database.db.insert(positions).values([...recordedMorning(), ...recordedNight()].map((p) => ({ vehicleId: vehicle.id, ...p })));
});
afterAll(() => t.close());

const get = (path: string, token = admin, language?: string) =>
  t.app.inject({ method: 'GET', url: path, headers: { ...bearer(token), ...(language ? { 'accept-language': language } : {}) } });
const table = async (report: string) => {
  const response = await get(`/api/admin/reports/${report}/table?from=${DAY}&to=${DAY}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ReportTable>();
};
const ofVehicle = (rows: ReportTable['rows']) => rows.filter((row) => row.includes(vehicleNumber));

describe('reports', () => {
  it('volunteer hours as CSV: UTF-8 with a BOM, read back by a CSV parser; the booker and the crew each in their seat; a formula is text', async () => {
    const response = await get(`/api/admin/reports/volunteer-hours?from=${DAY}&to=${DAY}&format=csv`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain(`volunteer-hours_${DAY}_${DAY}.csv`);
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = parse(response.rawPayload, { bom: true }) as string[][];
    expect(header).toEqual(['Month', 'Member', 'E-mail', 'Seat', 'Shifts', 'Hours']);
    expect(rows).toContainEqual(['2030-01', `'${FORMULA_NAME}`, formula.email, 'driver', '1', '4']);
    expect(rows).toContainEqual(['2030-01', 'דנה כהן', hebrew.email, 'medic', '1', '4']);
    expect(rows.flat().filter((cell) => /^[=+\-@]/.test(cell))).toEqual([]);
  });

  it('vehicle use as XLSX in Hebrew, read back by the library that wrote it: a right-to-left sheet, Hebrew headers, the figures as numbers', async () => {
    const response = await get(`/api/admin/reports/vehicle-use?from=${DAY}&to=${DAY}&format=xlsx`, admin, 'he');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.views[0]).toMatchObject({ rightToLeft: true });
    expect(sheet.getRow(1).values).toEqual([undefined, 'רכב', 'קטגוריה', 'הזמנות', 'שעות מוזמנות', 'ק״מ שנסעו', 'שעות ללא שימוש', '% שימוש']);
    const rows: unknown[][] = [];
    sheet.eachRow((row, n) => n > 1 && rows.push((row.values as unknown[]).slice(1)));
    expect(rows.find((row) => row[0] === vehicleNumber)).toEqual([vehicleNumber, 'אמבולנסים', 1, 4, 15, 20, 16.7]);
  });

  it('no-shows, checks done and failed, and infractions with who had the vehicle, on screen', async () => {
    expect(ofVehicle((await table('no-shows')).rows)).toEqual([[`${DAY} 14:00`, `${DAY} 16:00`, 'דנה כהן', hebrew.email, vehicleNumber]]);
    expect(ofVehicle((await table('checks')).rows)).toEqual([[vehicleNumber, expect.any(String), 1, 0, 1]]);
    const infractions = await table('infractions');
    expect(infractions.columns.map((c) => c.key)).toEqual(['kind', 'vehicle', 'start', 'end', 'detail', 'member']);
    expect(ofVehicle(infractions.rows)).toEqual([
      ['Speeding', vehicleNumber, `${DAY} 08:15`, `${DAY} 08:15`, '100 km/h (limit 90)', FORMULA_NAME],
      ['Speeding', vehicleNumber, `${DAY} 08:17`, `${DAY} 08:17`, '95 km/h (limit 90)', FORMULA_NAME],
      ['Night rest', vehicleNumber, `${DAY} 22:00`, expect.stringMatching(/ 06:00$/), '35 min moving, 2 movement(s)', ''],
    ]);
    expect(ofVehicle((await table('speeding')).rows).map((row) => row[0])).toEqual(['Speeding', 'Speeding']);
    expect(ofVehicle((await table('night-rest')).rows).map((row) => row[0])).toEqual(['Night rest']);
  });

  it('as a PDF in Hebrew: its title and a Hebrew name read back from the file', async () => {
    const response = await get(`/api/admin/reports/volunteer-hours?from=${DAY}&to=${DAY}&format=pdf`, admin, 'he');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('שעות מתנדבים');
    expect(text).toContain('כהן');
    // A cell too wide for its column wraps: the whole address is there, over lines.
    expect(text.replace(/\s/g, '')).toContain(formula.email);
    // A formula is written as text in a PDF too (read back from the English one: a Hebrew page sets its leading marks on the right).
    const english = await pdfText((await get(`/api/admin/reports/volunteer-hours?from=${DAY}&to=${DAY}&format=pdf`)).rawPayload);
    expect(english).toContain(`'${FORMULA_NAME.slice(0, 10)}`);
  });

  it('refuses what is not a report, a span, a format or an admin, by class, with a message', async () => {
    const bad = [
      'nonsense?from=2030-01-01&to=2030-01-02',
      `volunteer-hours?from=${DAY}&to=2030-01-01`,
      'volunteer-hours?from=2030-01-01&to=9999-01-01',
      'volunteer-hours?from=2029-01-01&to=2030-06-01',
      'volunteer-hours?from=2030-01-01%00&to=2030-01-02',
      `volunteer-hours?from=${'9'.repeat(100_000)}&to=2030-01-02`,
      'volunteer-hours?from=2030-01-01&to=2030-01-02&format=exe',
      'volunteer-hours?to=2030-01-02',
    ];
    for (const query of bad) {
      const response = await get(`/api/admin/reports/${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ message: string }>().message, query).toBeTruthy();
    }
    const member = await t.login((await aMember(t.database.db)).email);
    expect((await get(`/api/admin/reports/checks?from=${DAY}&to=${DAY}`, member)).statusCode).toBe(403);
    expect((await get(`/api/admin/reports/checks/table?from=${DAY}&to=${DAY}`, member)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/reports/checks?from=${DAY}&to=${DAY}` })).statusCode).toBe(401);
  });
});
