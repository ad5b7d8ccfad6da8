import { z } from 'zod';
import { MONTHLY_HOUR_LIMIT_MAX, USER_TYPES, type UserType } from './constants.ts';

/** What a booking in a Shabbat or festival restricted period does (docs/decisions/017). */
export const RESTRICTED_PERIOD_POLICIES = ['approval', 'refuse'] as const;

const hours = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a number of hours` })
    .min(0, `${label} cannot be negative`)
    .max(max, `${label} is at most ${max} hours`);

const monthlyHours = z
  .number({ error: 'Monthly hours must be a whole number' })
  .int('Monthly hours must be a whole number')
  .min(0, 'Monthly hours cannot be negative')
  .max(MONTHLY_HOUR_LIMIT_MAX, `Monthly hours are at most ${MONTHLY_HOUR_LIMIT_MAX}`);

/**
 * The service's settings, kept in the database and changed by admins (docs/decisions/017); the server
 * reads them at once on every instance. Environment variables give the first values.
 */
export const serviceSettings = z.object({
  serviceName: z.string({ error: 'Service name is required' }).trim().min(1, 'Service name is required').max(100, 'Service name is at most 100 characters'),
  dispatchPhone: z
    .string({ error: 'Dispatch phone is required' })
    .trim()
    .regex(/^[+*]?[0-9][0-9 ()#-]{0,28}$/, 'Enter a dispatch phone number such as 02-999-1234 or *2710'),
  donateUrl: z.union([
    z.literal(''),
    z.url({ protocol: /^https?$/, error: 'The donate link must be an http(s) address' }).max(500, 'The donate link is at most 500 characters'),
  ]),
  maxBookingHours: z
    .number({ error: 'Maximum booking length must be a number' })
    .min(1, 'A booking may last at least 1 hour')
    .max(MONTHLY_HOUR_LIMIT_MAX, `A booking may last at most ${MONTHLY_HOUR_LIMIT_MAX} hours`),
  maxAdvanceMonths: z
    .number({ error: 'How far ahead must be a number' })
    .int('How far ahead is a whole number of months')
    .min(1, 'Bookings must be allowed at least 1 month ahead')
    .max(24, 'Bookings can be allowed at most 24 months ahead'),
  /** The monthly hour limit of a member whose own is not set: the highest of their roles'. */
  monthlyHoursByRole: z.object(Object.fromEntries(USER_TYPES.map((t) => [t, monthlyHours])) as Record<UserType, typeof monthlyHours>),
  restrictedHoursBefore: hours('Hours before candle lighting', 12),
  restrictedHoursAfter: hours('Hours after havdalah', 12),
  restrictedPeriodPolicy: z.enum(RESTRICTED_PERIOD_POLICIES, { error: `Restricted period policy must be one of ${RESTRICTED_PERIOD_POLICIES.join(', ')}` }),
  /** Friday and Saturday (Asia/Jerusalem) closed to bookings unless an override is approved. */
  weekendBookingsClosed: z.boolean({ error: 'weekendBookingsClosed must be true or false' }),
  requireVerifiedLicense: z.boolean({ error: 'requireVerifiedLicense must be true or false' }),
  movementCheckSeconds: z
    .number({ error: 'The monitor interval must be a number' })
    .int('The monitor interval is whole seconds')
    .min(5, 'The monitor interval is at least 5 seconds')
    .max(3600, 'The monitor interval is at most 3600 seconds'),
  /** Stored positions older than this are deleted, but not those of a held booking (docs/decisions/024). */
  positionRetentionDays: z
    .number({ error: 'How long positions are kept must be a number' })
    .int('Positions are kept a whole number of days')
    .min(1, 'Positions are kept at least 1 day')
    .max(3650, 'Positions are kept at most 3650 days'),
  /** A vehicle with an immobilizer releases a booking's code only after a passed start-of-shift check or an admin's waiver. */
  codeNeedsPassedCheck: z.boolean({ error: 'codeNeedsPassedCheck must be true or false' }),
  /** A crewed booking's immobilizer code goes to its whole crew, not only to whoever holds its driver seat (docs/decisions/031). */
  codeToWholeCrew: z.boolean({ error: 'codeToWholeCrew must be true or false' }),
  /** A booking nobody checked in this many minutes after its start is released as a no-show (docs/decisions/029). */
  checkInGraceMinutes: z
    .number({ error: 'The check-in grace must be a number of minutes' })
    .int('The check-in grace is whole minutes')
    .min(5, 'The check-in grace is at least 5 minutes')
    .max(720, 'The check-in grace is at most 720 minutes'),
  /** The Check in action only within 300 m of the vehicle's last position, or with the code of the vehicle's QR. */
  checkInNearVehicle: z.boolean({ error: 'checkInNearVehicle must be true or false' }),
  /** A shift handed over to another member waits for an admin's approval before it is theirs (docs/decisions/035). */
  handoverNeedsApproval: z.boolean({ error: 'handoverNeedsApproval must be true or false' }),
  /** Admins are e-mailed last month's reports on the 1st (docs/decisions/033). */
  monthlyReportEmail: z.boolean({ error: 'monthlyReportEmail must be true or false' }),
});
export type ServiceSettings = z.infer<typeof serviceSettings>;
/** What an admin saves: a field added later may be left out, and keeps its value (a form of an older app). */
export const serviceSettingsUpdate = serviceSettings.extend({
  codeNeedsPassedCheck: serviceSettings.shape.codeNeedsPassedCheck.optional(),
  checkInGraceMinutes: serviceSettings.shape.checkInGraceMinutes.optional(),
  checkInNearVehicle: serviceSettings.shape.checkInNearVehicle.optional(),
  codeToWholeCrew: serviceSettings.shape.codeToWholeCrew.optional(),
  handoverNeedsApproval: serviceSettings.shape.handoverNeedsApproval.optional(),
  monthlyReportEmail: serviceSettings.shape.monthlyReportEmail.optional(),
});
export type ServiceSettingsUpdate = z.infer<typeof serviceSettingsUpdate>;

/** The monthly hour limit of a user whose own is not set: the highest default of their roles. */
export function roleMonthlyHours(settings: Pick<ServiceSettings, 'monthlyHoursByRole'>, userTypes: readonly string[]): number {
  const limits = userTypes.filter((t): t is UserType => (USER_TYPES as readonly string[]).includes(t)).map((t) => settings.monthlyHoursByRole[t]);
  return limits.length ? Math.max(...limits) : Math.min(...Object.values(settings.monthlyHoursByRole));
}

/** Admin Override Settings (docs/spec/admin-app.md 3: all flags). */
export const overrideSettings = z.object({
  allowLicenseOverride: z.boolean(),
  allowShabbatOverride: z.boolean(),
  allowHolidayOverride: z.boolean(),
  allowWeekendOverride: z.boolean(),
  allowAdvanceBookingOverride: z.boolean(),
  /** A seat's credential missing, unverified or expiring (docs/decisions/031); off unless an admin allows it. */
  allowCredentialOverride: z.boolean(),
  requireOverrideReason: z.boolean(),
  notifyOnOverride: z.boolean(),
  autoApproveOverrides: z.boolean(),
});
export type OverrideSettings = z.infer<typeof overrideSettings>;
/** What an admin saves: the flags of the spec, and those added later if the form knows them. */
export const overrideSettingsUpdate = overrideSettings.extend({ allowCredentialOverride: overrideSettings.shape.allowCredentialOverride.optional() });
export type OverrideSettingsUpdate = z.infer<typeof overrideSettingsUpdate>;

export const DEFAULT_OVERRIDE_SETTINGS: OverrideSettings = {
  allowLicenseOverride: false,
  allowShabbatOverride: true,
  allowHolidayOverride: true,
  allowWeekendOverride: true,
  allowAdvanceBookingOverride: true,
  allowCredentialOverride: false,
  requireOverrideReason: true,
  notifyOnOverride: true,
  autoApproveOverrides: false,
};
