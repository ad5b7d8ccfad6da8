import type { OverrideStatus, OverrideType } from '../../../contract/overrides.contract.ts';
import type { OverrideSettings } from '../../../contract/settings.contract.ts';
import { t } from '../../lib/i18n/index.ts';

export const typeWord = (type: OverrideType) => t(`overrideType.${type}`);
export const statusWord = (status: OverrideStatus) => t(`overrideStatus.${status}`);
export const STATUS_STYLE: Record<OverrideStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  approved: 'bg-green-100 text-green-900',
  rejected: 'bg-red-100 text-red-900',
  cancelled: 'bg-slate-100 text-slate-800',
};
export const FLAG_WORDS: Record<keyof OverrideSettings, [string, string]> = {
  allowLicenseOverride: ['Allow licence overrides', 'Members without a valid or verified licence may ask'],
  allowShabbatOverride: ['Allow Shabbat overrides', 'When Shabbat bookings are refused, members may ask'],
  allowHolidayOverride: ['Allow holiday overrides', 'When festival bookings are refused, members may ask'],
  allowWeekendOverride: ['Allow weekend overrides', 'When Friday and Saturday are closed, members may ask'],
  allowAdvanceBookingOverride: ['Allow advance booking overrides', 'Members may ask to book further ahead than allowed'],
  requireOverrideReason: ['Require a reason', 'A member must say why'],
  notifyOnOverride: ['Notify admins', 'Admins are told of each new request'],
  autoApproveOverrides: ['Approve automatically', 'Requests are approved at once when the vehicle is free'],
};
