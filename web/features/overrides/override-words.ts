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
/** Each setting's label and hint are `overrideSettings.<flag>` and `overrideSettings.<flag>.hint` of the catalogue. */
export const OVERRIDE_FLAGS: (keyof OverrideSettings)[] = [
  'allowLicenseOverride',
  'allowShabbatOverride',
  'allowHolidayOverride',
  'allowWeekendOverride',
  'allowAdvanceBookingOverride',
  'allowCredentialOverride',
  'requireOverrideReason',
  'notifyOnOverride',
  'autoApproveOverrides',
];
