import { describe, expect, it } from 'vitest';
import {
  checkAllowedTypes,
  checkLicence,
  checkMonthlyHours,
  checkOwnOverlap,
  checkVehicleInService,
  checkWeekend,
  checkWindow,
  NOTHING_WAIVED,
} from './booking-rules.ts';
import { loadConfig } from '../../config.ts';
import type { HttpError } from '../../http-errors.ts';
import { aUserRow, aVehicleRow } from '../../test-support/rows.ts';
import { defaultsOf } from '../settings/settings-defaults.ts';

const settings = defaultsOf(loadConfig({ LOG_LEVEL: 'silent' }));
const now = new Date('2027-03-01T10:00:00Z');
const hours = (from: string, count: number) => ({ start: new Date(from), end: new Date(new Date(from).getTime() + count * 3_600_000) });
/** What a rule refused with: the status, the refusal's key and whether an override request may lift it. */
const refusal = (check: () => unknown) => {
  try {
    check();
  } catch (error) {
    const e = error as HttpError;
    return { status: e.statusCode, key: e.said?.key, overrideType: e.overrideType };
  }
  return undefined;
};
const refusalOf = async (check: () => Promise<unknown>) =>
  check().then(
    () => undefined,
    (error: HttpError) => ({ status: error.statusCode, key: error.said?.key }),
  );

describe('the booking window', () => {
  it('takes a window from now on, within the longest booking and the months ahead', () => {
    expect(refusal(() => checkWindow(hours('2027-03-02T08:00:00Z', 4), now, settings, NOTHING_WAIVED))).toBeUndefined();
  });

  it('refuses a start in the past, an end before the start and a booking longer than the limit (400)', () => {
    expect(refusal(() => checkWindow(hours('2027-03-01T08:00:00Z', 4), now, settings, NOTHING_WAIVED))).toMatchObject({
      status: 400,
      key: 'booking.startInPast',
    });
    expect(
      refusal(() => checkWindow({ start: new Date('2027-03-02T08:00:00Z'), end: new Date('2027-03-02T08:00:00Z') }, now, settings, NOTHING_WAIVED)),
    ).toMatchObject({ status: 400, key: 'booking.endAfterStart' });
    expect(refusal(() => checkWindow(hours('2027-03-02T08:00:00Z', settings.maxBookingHours + 1), now, settings, NOTHING_WAIVED))).toMatchObject({
      status: 400,
      key: 'booking.tooLong',
    });
  });

  it('lets a start within a minute of now through: a phone a little behind the server is not refused', () => {
    expect(refusal(() => checkWindow(hours('2027-03-01T09:59:30Z', 2), now, settings, NOTHING_WAIVED))).toBeUndefined();
  });

  it('refuses a booking too far ahead as one an override request may lift, and lets it through once waived', () => {
    const far = hours('2028-03-02T08:00:00Z', 2);
    expect(refusal(() => checkWindow(far, now, settings, NOTHING_WAIVED))).toMatchObject({
      status: 400,
      key: 'booking.tooFarAhead',
      overrideType: 'advance_booking',
    });
    expect(refusal(() => checkWindow(far, now, settings, new Set(['advance_booking'])))).toBeUndefined();
  });
});

describe('weekends', () => {
  const closed = { ...settings, weekendBookingsClosed: true };
  // 2027-03-05 is a Friday in Jerusalem.
  const friday = hours('2027-03-05T08:00:00Z', 2);

  it('are open unless the settings close them', () => {
    expect(refusal(() => checkWeekend(friday, settings, NOTHING_WAIVED))).toBeUndefined();
  });

  it('refuse Friday and Saturday (409, overridable) once closed, and a weekday stays open', () => {
    expect(refusal(() => checkWeekend(friday, closed, NOTHING_WAIVED))).toMatchObject({ status: 409, key: 'booking.weekendClosed', overrideType: 'weekend' });
    expect(refusal(() => checkWeekend(hours('2027-03-03T08:00:00Z', 2), closed, NOTHING_WAIVED))).toBeUndefined();
    expect(refusal(() => checkWeekend(friday, closed, new Set(['weekend'])))).toBeUndefined();
  });

  it('refuse a Thursday night that runs into Friday in Jerusalem', () => {
    expect(refusal(() => checkWeekend(hours('2027-03-04T20:00:00Z', 3), closed, NOTHING_WAIVED))).toMatchObject({ status: 409 });
  });
});

describe('the vehicle and the member', () => {
  it('refuses an inactive vehicle, one in maintenance and one out of service (409)', () => {
    expect(refusal(() => checkVehicleInService(aVehicleRow({ isActive: false })))).toMatchObject({ status: 409, key: 'vehicle.inactive' });
    expect(refusal(() => checkVehicleInService(aVehicleRow({ status: 'maintenance' })))).toMatchObject({ status: 409, key: 'vehicle.inMaintenance' });
    expect(refusal(() => checkVehicleInService(aVehicleRow({ status: 'out_of_service' })))).toMatchObject({ status: 409, key: 'vehicle.outOfService' });
    expect(refusal(() => checkVehicleInService(aVehicleRow({ status: 'in_use' })))).toBeUndefined();
  });

  it("lets only the vehicle's user types book it, and admins always (403 naming who may)", () => {
    const als = aVehicleRow({ allowedUserTypes: ['ALS', 'paramedic'] });
    expect(refusal(() => checkAllowedTypes(als, aUserRow({ userTypes: ['EMT'] }), false))).toMatchObject({ status: 403, key: 'booking.typesOnly' });
    expect(refusal(() => checkAllowedTypes(als, aUserRow({ userTypes: ['paramedic'] }), false))).toBeUndefined();
    expect(refusal(() => checkAllowedTypes(als, aUserRow({ userTypes: ['EMT'] }), true))).toBeUndefined();
  });
});

describe('the driving licence', () => {
  const end = new Date('2027-06-01T20:00:00Z');

  it('must exist and be valid through the end of the booking (403, overridable)', () => {
    expect(refusal(() => checkLicence(aUserRow({ licenseExpiryDate: null }), end, settings, NOTHING_WAIVED))).toMatchObject({
      status: 403,
      key: 'licence.missing',
      overrideType: 'license',
    });
    expect(refusal(() => checkLicence(aUserRow({ licenseExpiryDate: '2027-05-31' }), end, settings, NOTHING_WAIVED))).toMatchObject({
      status: 403,
      key: 'licence.expiresBefore',
    });
  });

  it('is good through the whole of its expiry day, Jerusalem time', () => {
    expect(refusal(() => checkLicence(aUserRow({ licenseExpiryDate: '2027-06-01' }), end, settings, NOTHING_WAIVED))).toBeUndefined();
  });

  it('must be verified when the settings say so, unless waived', () => {
    const strict = { ...settings, requireVerifiedLicense: true };
    expect(refusal(() => checkLicence(aUserRow(), end, strict, NOTHING_WAIVED))).toMatchObject({ status: 403, key: 'licence.unverified' });
    expect(refusal(() => checkLicence(aUserRow({ licenseVerifiedAt: new Date() }), end, strict, NOTHING_WAIVED))).toBeUndefined();
    expect(refusal(() => checkLicence(aUserRow({ licenseExpiryDate: null }), end, strict, new Set(['license'])))).toBeUndefined();
  });
});

describe('monthly hours and own overlaps', () => {
  const booked = (perMonth: number) => ({ bookedHours: async () => perMonth });

  it("counts each Jerusalem month's hours on their own, against the member's limit (403)", async () => {
    const member = aUserRow({ monthlyHourLimit: 10 });
    expect(await refusalOf(() => checkMonthlyHours(booked(6), member, hours('2027-03-10T08:00:00Z', 4), settings))).toBeUndefined();
    expect(await refusalOf(() => checkMonthlyHours(booked(7), member, hours('2027-03-10T08:00:00Z', 4), settings))).toMatchObject({
      status: 403,
      key: 'booking.monthlyLimit',
    });
  });

  it('splits a booking across midnight at the month end between the two months', async () => {
    const member = aUserRow({ monthlyHourLimit: 10 });
    // 20:00 UTC on 31 March is 23:00 in Jerusalem: one hour in March, five in April.
    expect(await refusalOf(() => checkMonthlyHours(booked(9), member, hours('2027-03-31T20:00:00Z', 6), settings))).toMatchObject({ status: 403 });
    expect(await refusalOf(() => checkMonthlyHours(booked(5), member, hours('2027-03-31T20:00:00Z', 6), settings))).toBeUndefined();
  });

  it("refuses the member's own overlapping booking (409)", async () => {
    const own = { id: 7, vehicleNumber: 'A3', startTime: new Date('2027-03-10T08:00:00Z'), endTime: new Date('2027-03-10T12:00:00Z') };
    expect(await refusalOf(() => checkOwnOverlap({ findUserOverlap: async () => own as never }, 1, hours('2027-03-10T10:00:00Z', 2)))).toMatchObject({
      status: 409,
      key: 'booking.ownOverlap',
    });
    expect(await refusalOf(() => checkOwnOverlap({ findUserOverlap: async () => undefined }, 1, hours('2027-03-10T10:00:00Z', 2)))).toBeUndefined();
  });
});
