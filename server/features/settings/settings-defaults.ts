import { DEFAULT_MONTHLY_HOUR_LIMIT, MAX_ADVANCE_MONTHS, MONTHLY_HOUR_LIMIT_MAX } from '../../../contract/constants.ts';
import { serviceSettings, type ServiceSettings } from '../../../contract/settings.contract.ts';
import type { Config } from '../../config.ts';

/** The first values, from the environment and the spec's constants; a value that does not fit stops the start. */
export function defaultsOf(config: Config): ServiceSettings {
  return serviceSettings.parse({
    serviceName: config.serviceName,
    dispatchPhone: config.dispatchPhone,
    donateUrl: config.donateUrl,
    maxBookingHours: config.maxBookingHours,
    maxAdvanceMonths: MAX_ADVANCE_MONTHS,
    monthlyHoursByRole: {
      admin: MONTHLY_HOUR_LIMIT_MAX,
      BLS: DEFAULT_MONTHLY_HOUR_LIMIT,
      ALS: DEFAULT_MONTHLY_HOUR_LIMIT,
      driver: DEFAULT_MONTHLY_HOUR_LIMIT,
      EMT: DEFAULT_MONTHLY_HOUR_LIMIT,
      paramedic: DEFAULT_MONTHLY_HOUR_LIMIT,
    },
    restrictedHoursBefore: 3,
    restrictedHoursAfter: 1,
    restrictedPeriodPolicy: 'approval',
    weekendBookingsClosed: false,
    requireVerifiedLicense: false,
    movementCheckSeconds: config.movementCheckSeconds,
    positionRetentionDays: config.positionRetentionDays,
    codeNeedsPassedCheck: true,
    codeToWholeCrew: false,
    checkInGraceMinutes: 30,
    checkInNearVehicle: false,
    handoverNeedsApproval: false,
    monthlyReportEmail: false,
  });
}
