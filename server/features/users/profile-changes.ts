import type { UserChanges, UserRow } from './users.repository.ts';
import { NO_PENALTIES, US_ONLY_COUNTRY, type DrivingPenalties, type ProfileUpdate } from '../../../contract/user.contract.ts';

/** Each detail belongs to its flag: unticking the flag clears it (docs/spec/admin-app.md 3). */
function mergePenalties(current: DrivingPenalties | null, changes: Partial<DrivingPenalties>): DrivingPenalties {
  const p = { ...NO_PENALTIES, ...current, ...changes };
  return {
    ...p,
    convictionDetails: p.hasConvictions ? p.convictionDetails : null,
    currentPoints: p.hasPoints ? p.currentPoints : null,
    banDetails: p.hasBan ? p.banDetails : null,
    insuranceRefusalDetails: p.hasRefusedInsurance ? p.insuranceRefusalDetails : null,
  };
}

/** The row changes of a profile update: the name follows first and last name; US-only fields only for US licences. */
export function profileChanges(existing: UserRow, update: Omit<ProfileUpdate, 'email'>): UserChanges {
  const { drivingPenalties, ...fields } = update;
  const changes: UserChanges = { ...fields };
  if (drivingPenalties) changes.drivingPenalties = mergePenalties(existing.drivingPenalties, drivingPenalties);
  if ('firstName' in update || 'lastName' in update) {
    const name = [update.firstName ?? existing.firstName, update.lastName ?? existing.lastName].filter(Boolean).join(' ');
    if (name) changes.name = name;
  }
  const country = 'licenseCountryOfIssue' in update ? update.licenseCountryOfIssue : existing.licenseCountryOfIssue;
  if (country !== US_ONLY_COUNTRY) {
    changes.licenseOrganDonor = null;
    changes.licenseVeteran = null;
  }
  return changes;
}
