import type { UserRow } from './users.repository.ts';
import { defaultMonthlyHourLimit, type UserType } from '../../../contract/constants.ts';
import { NO_PENALTIES, type User, PROFILE_COMPLETION_FIELDS } from '../../../contract/user.contract.ts';

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
  const {
    oidcIssuer: _issuer,
    oidcSubject: _subject,
    updatedAt: _updated,
    preferredEmailTokenHash: _token,
    preferredEmailTokenExpiresAt: expires,
    ...fields
  } = row;
  const view: Omit<User, 'profileComplete'> = {
    ...fields,
    userTypes: row.userTypes as UserType[],
    role: primaryRole(row, ownerEmail),
    isAdmin: isAdmin(row, ownerEmail),
    // Members see the limit that applies to them: their own, else their role's default.
    monthlyHourLimit: row.monthlyHourLimit ?? roleHours(row.userTypes),
    pendingPreferredEmail: expires && expires.getTime() > Date.now() ? row.pendingPreferredEmail : null,
    drivingPenalties: row.drivingPenalties ?? NO_PENALTIES,
    hasLicenceScan: row.licenseFrontScanUrl !== null,
    licenseVerifiedAt: row.licenseVerifiedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
  // An address waiting for its confirmation counts as given: the member did all they could.
  const given = (f: (typeof PROFILE_COMPLETION_FIELDS)[number]) => !!view[f] || (f === 'preferredEmail' && !!view.pendingPreferredEmail);
  return { ...view, profileComplete: PROFILE_COMPLETION_FIELDS.every(given) };
}
