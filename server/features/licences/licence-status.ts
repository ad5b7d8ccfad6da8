import type { Language } from '../../../contract/constants.ts';
import {
  LICENCE_ALERT_DAYS,
  LICENCE_NOTICE_DAYS,
  LICENCE_UPCOMING_DAYS,
  LICENCE_URGENT_DAYS,
  LICENCE_WARNING_DAYS,
  type LicenceAlert,
  type LicenceValidation,
} from '../../../contract/licences.contract.ts';
import { licenceText } from '../../texts/licence-status.ts';
import { daysBetween } from '../../time.ts';

interface Licence {
  licenseNumber: string | null;
  licenseExpiryDate: string | null;
}

/**
 * Whether a licence is on file and valid today (Jerusalem date), said in `language`. A licence is
 * good through its expiry day, as the booking check counts it, so on that day it "expires today".
 */
export function validateLicence(licence: Licence, today: string, language: Language = 'en'): LicenceValidation {
  const say = (text: Parameters<typeof licenceText>[1], values?: Parameters<typeof licenceText>[2]) => licenceText(language, text, values);
  const errors: string[] = [];
  const warnings: string[] = [];
  const missing = [...(licence.licenseNumber ? [] : ['licenseNumber' as const]), ...(licence.licenseExpiryDate ? [] : ['licenseExpiryDate' as const])];
  if (!licence.licenseNumber) errors.push(say('numberMissing'));
  if (!licence.licenseExpiryDate) errors.push(say('expiryMissing'));
  const days = licence.licenseExpiryDate ? daysBetween(today, licence.licenseExpiryDate) : null;
  if (days !== null && days < 0) errors.push(say('expiredOn', { date: licence.licenseExpiryDate! }));
  else if (days !== null && days <= LICENCE_WARNING_DAYS) warnings.push(say('expires', { days }));
  const expiryStatus = days === null || days < 0 ? 'expired' : days <= LICENCE_WARNING_DAYS ? 'expiring_soon' : 'valid';
  const warning =
    errors.length > 0
      ? { severity: 'error' as const, message: errors[0]! }
      : days !== null && days <= LICENCE_ALERT_DAYS.destructive
        ? { severity: 'warning' as const, message: say('expiresSoon', { days }) }
        : days !== null && days <= LICENCE_ALERT_DAYS.notice
          ? { severity: 'info' as const, message: say('expires', { days }) }
          : null;
  return { validation: { isValid: errors.length === 0, daysUntilExpiry: days, expiryStatus, missing, errors, warnings }, warning };
}

/** The admin alert of a licence that expires within 180 days or has expired; null otherwise. */
export function licenceAlertOf(
  user: { id: number; name: string; email: string; licenseNumber: string | null; licenseExpiryDate: string },
  today: string,
): LicenceAlert | null {
  const days = daysBetween(today, user.licenseExpiryDate);
  if (days > LICENCE_UPCOMING_DAYS) return null;
  const alertType = days <= LICENCE_URGENT_DAYS ? 'urgent' : days <= LICENCE_WARNING_DAYS ? 'warning' : 'info';
  return {
    userId: user.id,
    userName: user.name,
    email: user.email,
    licenseNumber: user.licenseNumber,
    expiryDate: user.licenseExpiryDate,
    daysUntilExpiry: days,
    alertType,
  };
}

/** The notice threshold a licence has reached (90, 30, 20 or 0 days), or null while it is further off. */
export function noticeThreshold(days: number): number | null {
  const reached = LICENCE_NOTICE_DAYS.filter((t) => days <= t);
  return reached.length ? Math.min(...reached) : null;
}
