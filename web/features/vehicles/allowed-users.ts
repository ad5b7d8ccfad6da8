import type { Vehicle } from '../../../contract/vehicles.contract.ts';

/** Who may book it; an empty list means every user (the booking rule). */
export const allowedUsersOf = (v: Vehicle): string[] => (v.allowedUserTypes.length ? v.allowedUserTypes : ['Everyone']);
