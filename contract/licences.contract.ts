import { z } from 'zod';

/** Admin lists (spec/admin-app.md 9): urgent up to 30 days, warning up to 90, upcoming up to 180. */
export const LICENCE_URGENT_DAYS = 30;
export const LICENCE_WARNING_DAYS = 90;
export const LICENCE_UPCOMING_DAYS = 180;
/** The member's own alert: destructive at 20 days or fewer, plain at 90 or fewer. */
export const LICENCE_ALERT_DAYS = { destructive: 20, notice: 90 } as const;
/** The days before expiry at which the member is told (a daily job; 0 is the day it lapses). */
export const LICENCE_NOTICE_DAYS = [90, 30, 20, 0] as const;

export const licenceValidation = z.object({
  validation: z.object({
    isValid: z.boolean(),
    /** Null when no expiry date is on file. */
    daysUntilExpiry: z.number().int().nullable(),
    expiryStatus: z.enum(['valid', 'expiring_soon', 'expired']),
    errors: z.array(z.string()),
    warnings: z.array(z.string()),
  }),
  warning: z.object({ severity: z.enum(['error', 'warning', 'info']), message: z.string() }).nullable(),
});
export type LicenceValidation = z.infer<typeof licenceValidation>;

export const licenceAlert = z.object({
  userId: z.number().int(),
  userName: z.string(),
  email: z.string(),
  licenseNumber: z.string().nullable(),
  expiryDate: z.string(),
  /** Negative: expired that many days ago. */
  daysUntilExpiry: z.number().int(),
  alertType: z.enum(['urgent', 'warning', 'info']),
});
export type LicenceAlert = z.infer<typeof licenceAlert>;

export const licenceDashboard = z.object({
  totalLicenses: z.number().int(),
  expiredLicenses: z.number().int(),
  urgentRenewals: z.number().int(),
  warningRenewals: z.number().int(),
  upcomingRenewals: z.number().int(),
  recentlyExpired: z.array(licenceAlert),
  urgentAlerts: z.array(licenceAlert),
});
export type LicenceDashboard = z.infer<typeof licenceDashboard>;

export const licenceNotificationsResult = z.object({ checked: z.number().int(), generated: z.number().int() });
