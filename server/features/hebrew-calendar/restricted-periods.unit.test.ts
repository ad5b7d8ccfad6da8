import { describe, expect, it } from 'vitest';
import { nextRestrictedPeriod, restrictedPeriodsOverlapping } from './restricted-periods.ts';

/** Friday 5 March 2027 to Sunday 7 March: one Shabbat in Beit Shemesh. */
const weekend = { start: new Date('2027-03-05T00:00:00Z'), end: new Date('2027-03-07T00:00:00Z') };

describe('restricted periods', () => {
  it('run from 3 hours before candle lighting to 1 hour after havdalah by default', () => {
    const [shabbat] = restrictedPeriodsOverlapping(weekend.start, weekend.end);
    expect(shabbat).toMatchObject({ name: 'Shabbat', hebrewName: 'שבת' });
    expect(shabbat!.start.getTime()).toBe(shabbat!.candleLighting.getTime() - 3 * 3_600_000);
    expect(shabbat!.end.getTime()).toBe(shabbat!.havdalah.getTime() + 1 * 3_600_000);
    // Candle lighting on a Friday in March is late afternoon in Jerusalem (UTC+2).
    expect(shabbat!.candleLighting.toISOString()).toMatch(/^2027-03-05T15:/);
    expect(shabbat!.havdalah.toISOString()).toMatch(/^2027-03-06T16:/);
  });

  it('take the offsets the settings give', () => {
    const [shabbat] = restrictedPeriodsOverlapping(weekend.start, weekend.end, { hoursBefore: 0, hoursAfter: 0 });
    expect(shabbat!.start).toEqual(shabbat!.candleLighting);
    expect(shabbat!.end).toEqual(shabbat!.havdalah);
  });

  it('touch no weekday window, and find the next period from any moment', () => {
    expect(restrictedPeriodsOverlapping(new Date('2027-03-02T08:00:00Z'), new Date('2027-03-02T12:00:00Z'))).toEqual([]);
    const next = nextRestrictedPeriod(new Date('2027-03-02T08:00:00Z'));
    expect(next!.candleLighting.toISOString()).toMatch(/^2027-03-05/);
  });

  it('make one period of a festival next to Shabbat, named by the festival', () => {
    // Pesach 2027 begins on Wednesday evening 21 April (Israel: one festival day).
    const periods = restrictedPeriodsOverlapping(new Date('2027-04-21T00:00:00Z'), new Date('2027-04-23T00:00:00Z'));
    expect(periods.map((p) => p.name)).toEqual([expect.stringMatching(/Pesach/)]);
  });
});
