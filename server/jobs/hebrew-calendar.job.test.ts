import { afterAll, beforeAll, expect, it } from 'vitest';
import { bearer, createManualScheduler, createTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
const jobs = createManualScheduler();
beforeAll(async () => {
  t = await createTestApp({ MOVEMENT_MONITOR: 'false' }, { runJobs: true, scheduler: jobs.scheduler });
});
afterAll(() => t.close());

it('keeps this year’s and next year’s holidays loaded without an admin pressing Sync Calendar', async () => {
  const year = new Date().getUTCFullYear();
  const holidays = async () =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/hebrew-calendar/holidays?startDate=${year}-01-01&endDate=${year + 1}-12-31`,
        headers: bearer(await t.login('emt@medfleet.test')),
      })
    ).json() as { gregorianDate: string }[];
  await jobs.runAll();
  const years = new Set((await holidays()).map((h) => h.gregorianDate.slice(0, 4)));
  expect(years).toEqual(new Set([String(year), String(year + 1)]));
});
