import type { DrivingPenalties, User } from '../../../contract/user.contract.ts';
import { PROFILE_COMPLETION_FIELDS } from '../../../contract/user.contract.ts';
import { defaultMonthlyHourLimit, type UserType } from '../../../contract/constants.ts';
import type { UserRow } from './users.repository.ts';

export const NO_PENALTIES: DrivingPenalties = {
  hasConvictions: false,
  convictionDetails: null,
  hasPoints: false,
  currentPoints: null,
  hasBan: false,
  banDetails: null,
  hasRefusedInsurance: false,
  insuranceRefusalDetails: null,
};

/** Admin by type, or the configured organisation owner (spec: one owner account is always admin). */
export function isAdmin(row: Pick<UserRow, 'userTypes' | 'email'>, ownerEmail: string | undefined): boolean {
  return row.userTypes.includes('admin') || (!!ownerEmail && row.email === ownerEmail);
}

/** The role the header shows: admin first, else the first type held. */
export function primaryRole(row: Pick<UserRow, 'userTypes' | 'email'>, ownerEmail: string | undefined): string {
  if (isAdmin(row, ownerEmail)) return 'admin';
  return row.userTypes[0] ?? 'member';
}

/** The public view of a user; `roleHours` gives the monthly limit of one whose own is not set (the settings). */
export function toUser(row: UserRow, ownerEmail: string | undefined, roleHours: (userTypes: readonly string[]) => number = defaultMonthlyHourLimit): User {
  const { oidcIssuer: _issuer, oidcSubject: _subject, updatedAt: _updated, ...fields } = row;
  const view: Omit<User, 'profileComplete'> = {
    ...fields,
    userTypes: row.userTypes as UserType[],
    role: primaryRole(row, ownerEmail),
    isAdmin: isAdmin(row, ownerEmail),
    // Members see the limit that applies to them: their own, else their role's default.
    monthlyHourLimit: row.monthlyHourLimit ?? roleHours(row.userTypes),
    drivingPenalties: row.drivingPenalties ?? NO_PENALTIES,
    hasLicenceScan: row.licenseFrontScanUrl !== null,
    licenseVerifiedAt: row.licenseVerifiedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
  return { ...view, profileComplete: PROFILE_COMPLETION_FIELDS.every((f) => !!view[f]) };
}
