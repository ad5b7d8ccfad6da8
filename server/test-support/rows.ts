/**
 * Row builders: plain rows as the tables hold them, for unit tests, which load no database
 * (docs/decisions/023); builders.ts writes them.
 */
import type { UserRow } from '../features/users/index.ts';
import type { VehicleRow } from '../features/vehicles/index.ts';

let next = 0;
/** A number no other built thing of this run has. */
export const unique = () => `${process.pid}-${++next}`;

/** A member as the users table holds them: an EMT with a licence valid for years. */
export function aUserRow(overrides: Partial<UserRow> = {}): UserRow {
  return {
    id: 1,
    email: `member-${unique()}@medfleet.test`,
    name: 'Noa Levi',
    firstName: 'Noa',
    lastName: 'Levi',
    userTypes: ['EMT'],
    isActive: true,
    monthlyHourLimit: null,
    licenseNumber: '87654321',
    licenseExpiryDate: '2035-06-01',
    licenseVerifiedAt: null,
    language: 'en',
    ...overrides,
  } as UserRow;
}

/** An active, available ambulance any member may book. */
export function aVehicleRow(overrides: Partial<VehicleRow> = {}): VehicleRow {
  return {
    id: 1,
    vehicleNumber: `V${unique()}`,
    make: 'Mercedes',
    model: 'Sprinter',
    category: 'Ambulances',
    allowedUserTypes: [],
    isActive: true,
    status: 'available',
    immobilizerEnabled: false,
    mileage: 100_000,
    ...overrides,
  } as VehicleRow;
}
