import { z } from 'zod';
import { FUEL_TYPES, USER_TYPES, VEHICLE_CATEGORIES, VEHICLE_STATUSES } from './constants.ts';

const isoDate = z.string().nullable();

/** A vehicle with every field of spec/admin-app.md 3 (the immobilizer code is never sent). */
export const vehicle = z.object({
  id: z.number().int(),
  vehicleNumber: z.string(),
  make: z.string(),
  model: z.string(),
  year: z.number().int().nullable(),
  category: z.enum(VEHICLE_CATEGORIES),
  description: z.string().nullable(),
  allowedUserTypes: z.array(z.enum(USER_TYPES)),
  isActive: z.boolean(),
  status: z.enum(VEHICLE_STATUSES),
  immobilizerEnabled: z.boolean(),
  /** Whether the vehicle's own immobilizer code is set (spec/admin-app.md 4: Needs Ituran Code). */
  hasIturanCode: z.boolean(),
  maintenanceNotes: z.string().nullable(),
  lastServiceDate: isoDate,
  nextServiceDate: isoDate,
  nextServiceMileage: z.number().int().nullable(),
  mileage: z.number().int().nullable(),
  registrationDate: isoDate,
  insuranceRenewalDate: isoDate,
  taxRenewalDate: isoDate,
  motExpiryDate: isoDate,
  motTestDate: isoDate,
  insuranceProvider: z.string().nullable(),
  insurancePolicyNumber: z.string().nullable(),
  vin: z.string().nullable(),
  engineNumber: z.string().nullable(),
  fuelType: z.enum(FUEL_TYPES),
  equipment: z.array(z.string()),
  /** Active and available: the spec's rule for an enabled Book button. */
  bookable: z.boolean(),
});
export type Vehicle = z.infer<typeof vehicle>;
export const vehicleList = z.array(vehicle);
