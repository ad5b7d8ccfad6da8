import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createSignedInTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let admin: string;
let emt: string;
beforeAll(async () => void ({ t, admin, emt } = await createSignedInTestApp()));
afterAll(() => t.close());

const get = (url: string, token = emt) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const post = (url: string, token = emt) => t.app.inject({ method: 'POST', url, headers: bearer(token) });

describe('Hebrew calendar', () => {
  it('sync fills a year from @hebcal/core (admin only), idempotently', async () => {
    expect((await post('/api/hebrew-calendar/sync/2026')).statusCode).toBe(403);
    const first = (await post('/api/hebrew-calendar/sync/2026', admin)).json();
    expect(first).toMatchObject({ success: true, year: 2026 });
    expect(first.holidays).toBeGreaterThan(50);
    expect((await post('/api/hebrew-calendar/sync/2026', admin)).json().holidays).toBe(first.holidays);
    const rh = (await get('/api/hebrew-calendar/holidays?startDate=2026-09-12&endDate=2026-09-12')).json();
    expect(rh).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          holidayNameEn: 'Rosh Hashana 5787',
          holidayName: 'רֹאשׁ הַשָּׁנָה 5787',
          holidayType: 'major',
          workRestrictions: true,
          hebrewDate: '1st of Tishrei, 5787',
        }),
      ]),
    );
  });

  it.each(['1999', 'abc', '2026.5'])('refuses the year %s with 400', async (year) => {
    const response = await post(`/api/hebrew-calendar/sync/${year}`, admin);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/year must be/);
  });

  it('sync changes nothing on GET, even for an admin (a link on another site cannot run it)', async () => {
    const response = await get('/api/hebrew-calendar/sync/2031', admin);
    expect(response.statusCode).toBe(405);
    expect(response.json().message).toMatch(/use POST/);
    expect((await get('/api/hebrew-calendar/holidays?startDate=2031-01-01&endDate=2031-12-31')).json()).toEqual([]);
  });

  it('shabbat-upcoming over several years includes every year, the middle ones too', async () => {
    const periods = (await get('/api/hebrew-calendar/shabbat-upcoming?startDate=2026-01-01&endDate=2028-12-31')).json() as { restrictedStart: string }[];
    const perYear = (year: string) => periods.filter((p) => p.restrictedStart.startsWith(year)).length;
    expect(perYear('2027')).toBeGreaterThanOrEqual(52);
    expect(perYear('2026')).toBeGreaterThanOrEqual(52);
    expect(perYear('2028')).toBeGreaterThanOrEqual(52);
  });

  it.each([['/api/hebrew-calendar/holidays?startDate=9999-12-25'], ['/api/hebrew-calendar/shabbat-upcoming?startDate=2026-01-01&endDate=2099-01-01']])(
    'refuses %s with a 400, not a 500',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/years|range/);
    },
  );

  it('initialize fills this year and the next', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/hebrew-calendar/initialize', headers: bearer(admin) });
    const year = new Date().getUTCFullYear();
    expect(response.json()).toMatchObject({ success: true, years: [year, year + 1] });
  });

  it('lists Shabbat and festival times with their restricted periods (3 h before candles, 1 h after havdalah)', async () => {
    const periods = (await get('/api/hebrew-calendar/shabbat-upcoming?startDate=2026-09-10&endDate=2026-09-22')).json();
    expect(periods.map((p: { name: string }) => p.name)).toEqual(['Rosh Hashana 5787', 'Shabbat', 'Yom Kippur']);
    const [rh] = periods;
    expect(Date.parse(rh.candleLighting) - Date.parse(rh.restrictedStart)).toBe(3 * 3600_000);
    expect(Date.parse(rh.restrictedEnd) - Date.parse(rh.havdalah)).toBe(3600_000);
    expect(rh.candleLighting).toBe('2026-09-11T15:31:00.000Z');
    const bad = await get('/api/hebrew-calendar/shabbat-upcoming?startDate=2026-09-10&endDate=2026-09-01');
    expect(bad.statusCode).toBe(400);
    const noSuchDay = await get('/api/hebrew-calendar/holidays?startDate=2026-02-30');
    expect(noSuchDay.statusCode).toBe(400);
    expect(noSuchDay.json().message).toContain('that day does not exist');
  });

  it('answers the next restricted period', async () => {
    const info = (await get('/api/bookings/next-shabbat-info')).json();
    expect(Date.parse(info.restrictedEnd)).toBeGreaterThan(Date.now());
    expect(Date.parse(info.candleLighting) - Date.parse(info.restrictedStart)).toBe(3 * 3600_000);
    expect((await get('/api/hebrew-calendar/shabbat-this-week')).json()[0].restrictedStart).toBe(info.restrictedStart);
  });
});
