import { z } from 'zod';
import { calendarDate } from './common.contract.ts';
import { FUEL_TYPES, USER_TYPES, VEHICLE_CATEGORIES, VEHICLE_STATUSES } from './constants.ts';
import { vehicleImmobilizerUpdate } from './immobilizer.contract.ts';

const isoDate = z.string().nullable();

/** How a vehicle is named in the availability, the diary and the tracking record (docs/spec/member-app.md 3). */
export const vehicleSummary = z.object({
  vehicleId: z.number().int(),
  vehicleNumber: z.string(),
  make: z.string(),
  model: z.string(),
  category: z.string(),
  /** The vehicle's own status. */
  status: z.string(),
});
export type VehicleSummary = z.infer<typeof vehicleSummary>;

/** The summary of a stored vehicle. */
export const toVehicleSummary = (v: { id: number; vehicleNumber: string; make: string; model: string; category: string; status: string }): VehicleSummary => ({
  vehicleId: v.id,
  vehicleNumber: v.vehicleNumber,
  make: v.make,
  model: v.model,
  category: v.category,
  status: v.status,
});

/** Whether a member of these user types may book the vehicle (no list: everyone). */
export const typesMayBook = (allowed: readonly string[], userTypes: readonly string[], isAdmin: boolean) =>
  isAdmin || allowed.length === 0 || userTypes.some((type) => allowed.includes(type));

/** Active and available: the spec's bookable vehicle (docs/spec/member-app.md 4). */
export const isBookable = (v: { isActive: boolean; status: string }) => v.isActive && v.status === 'available';

/** A vehicle with every field of docs/spec/admin-app.md 3 (the immobilizer code is never sent). */
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
  /** Whether the vehicle's own immobilizer code is set (docs/spec/admin-app.md 4: Needs Ituran Code). */
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
  /** Whether the signed-in member's user types may book it (admins always may): the cards say so before any form. */
  mayBook: z.boolean(),
});
export type Vehicle = z.infer<typeof vehicle>;
export const vehicleList = z.array(vehicle);

/** A vehicle's tracker as admins see it: never its secret, which is shown once when made. */
export const trackerConnection = z.object({
  trackerId: z.string().nullable(),
  hasSecret: z.boolean(),
  /** Where trackers send reports (OsmAnd protocol). */
  serverUrl: z.string(),
  lastReportAt: z.string().nullable(),
});
export type TrackerConnection = z.infer<typeof trackerConnection>;

export const TRACKER_ID_MESSAGE = 'A tracker id is 4 to 64 letters, digits, dots, dashes, colons or underscores (a device IMEI works)';
export const connectTrackerRequest = z.strictObject({
  /** The device's own identifier (an IMEI, say); empty or absent: a new unguessable id is made. */
  trackerId: z
    .string({ error: TRACKER_ID_MESSAGE })
    .trim()
    .pipe(z.union([z.literal(''), z.string().regex(/^[A-Za-z0-9._:-]{4,64}$/, TRACKER_ID_MESSAGE)]))
    .optional(),
});
export type ConnectTrackerRequest = z.infer<typeof connectTrackerRequest>;

/** The answer of connecting a tracker: the new secret, shown this once, and what to type into the device. */
export const trackerCredentials = z.object({
  trackerId: z.string(),
  secret: z.string(),
  serverUrl: z.string(),
  /** Traccar Client's "Server URL" setting: the server URL with the secret in its query. */
  traccarServerUrl: z.string(),
});
export type TrackerCredentials = z.infer<typeof trackerCredentials>;

/** The equipment a vehicle may carry (docs/spec/admin-app.md 9). */
export const EQUIPMENT_OPTIONS = [
  'Defibrillator',
  'Oxygen Tank',
  'Stretcher',
  'Monitor',
  'Suction Unit',
  'Drug Kit',
  'Intubation Kit',
  'Spinal Board',
  'First Aid Kit',
] as const;
/** The highest mileage a form may give (km): more than any vehicle of the fleet will drive. */
export const MAX_MILEAGE_KM = 2_000_000;

const text = (name: string, max: number) =>
  z
    .string({ error: `${name} must be text` })
    .trim()
    .max(max, `${name} is at most ${max} characters`)
    .nullable()
    .transform((v) => v || null);
const day = (name: string) => z.union([calendarDate(`${name}: use a date like 2026-05-01`), z.literal(''), z.null()]).transform((v) => v || null);
const km = (name: string) =>
  z
    .number({ error: `${name} must be a number of km` })
    .int(`${name} is a whole number of km`)
    .min(0, `${name} cannot be negative`)
    .max(MAX_MILEAGE_KM, `${name} is at most ${MAX_MILEAGE_KM} km`)
    .nullable();
const latestModelYear = () => new Date().getUTCFullYear() + 1;

/** Equipment as a list of names, or as {name: true} (docs/spec/admin-app.md 3: an object form becomes the list of its truthy names). */
const EQUIPMENT_MESSAGE = `Equipment is chosen from ${EQUIPMENT_OPTIONS.join(', ')}`;
const equipment = z
  .union([z.array(z.enum(EQUIPMENT_OPTIONS)), z.record(z.enum(EQUIPMENT_OPTIONS), z.unknown())], { error: EQUIPMENT_MESSAGE })
  .transform((value) => (Array.isArray(value) ? [...new Set(value)] : EQUIPMENT_OPTIONS.filter((name) => Boolean(value[name]))));

/** Every field of the Manage Vehicle form (docs/spec/admin-app.md 2.12, 3), as POST and PATCH /api/vehicles take them. */
const vehicleFields = z.object({
  vehicleNumber: z
    .string({ error: 'Vehicle number is required' })
    .trim()
    .min(1, 'Vehicle number is required')
    .max(20, 'A vehicle number is at most 20 characters')
    .transform((v) => v.toUpperCase()),
  make: z.string({ error: 'Make is required' }).trim().min(1, 'Make is required').max(60, 'Make is at most 60 characters'),
  model: z.string({ error: 'Model is required' }).trim().min(1, 'Model is required').max(60, 'Model is at most 60 characters'),
  // Next year's models are sold from this autumn; the year is read when the form arrives, not when the server started.
  year: z
    .number({ error: 'Year must be a number' })
    .int('Year is a whole number')
    .min(1950, 'Year is 1950 or later')
    .refine((y) => y <= latestModelYear(), { error: () => `Year is at most ${latestModelYear()}` })
    .nullable(),
  category: z.enum(VEHICLE_CATEGORIES, { error: `Category is one of ${VEHICLE_CATEGORIES.join(', ')}` }),
  description: text('Description', 2000),
  allowedUserTypes: z.array(z.enum(USER_TYPES, { error: `Allowed user types are chosen from ${USER_TYPES.join(', ')}` })).transform((v) => [...new Set(v)]),
  isActive: z.boolean({ error: 'isActive must be true or false' }),
  status: z.enum(VEHICLE_STATUSES, { error: `Status is one of ${VEHICLE_STATUSES.join(', ')}` }),
  immobilizerEnabled: z.boolean({ error: 'immobilizerEnabled must be true or false' }),
  ituranCode: vehicleImmobilizerUpdate.shape.ituranCode,
  maintenanceNotes: text('Maintenance notes', 2000),
  lastServiceDate: day('Last service date'),
  nextServiceDate: day('Next service date'),
  nextServiceMileage: km('Next service mileage'),
  mileage: km('Mileage'),
  registrationDate: day('Registration date'),
  insuranceRenewalDate: day('Insurance renewal date'),
  taxRenewalDate: day('Tax renewal date'),
  motExpiryDate: day('MOT expiry date'),
  motTestDate: day('MOT test date'),
  insuranceProvider: text('Insurance provider', 120),
  insurancePolicyNumber: text('Insurance policy number', 60),
  vin: z
    .string()
    .trim()
    .regex(/^[A-HJ-NPR-Z0-9]{11,17}$/i, 'A VIN is 11 to 17 letters and digits (no I, O or Q)')
    .transform((v) => v.toUpperCase())
    .or(z.literal('').transform(() => null))
    .nullable(),
  engineNumber: text('Engine number', 60),
  fuelType: z.enum(FUEL_TYPES, { error: `Fuel type is one of ${FUEL_TYPES.join(', ')}` }),
  equipment,
});

/** Dates that come in an order: the next service after the last, the MOT expiry after its test. */
const inOrder = (
  v: { lastServiceDate?: string | null; nextServiceDate?: string | null; motTestDate?: string | null; motExpiryDate?: string | null },
  ctx: z.RefinementCtx,
) => {
  if (v.lastServiceDate && v.nextServiceDate && v.nextServiceDate <= v.lastServiceDate)
    ctx.addIssue({ code: 'custom', path: ['nextServiceDate'], message: 'The next service date must be after the last service date' });
  if (v.motTestDate && v.motExpiryDate && v.motExpiryDate <= v.motTestDate)
    ctx.addIssue({ code: 'custom', path: ['motExpiryDate'], message: 'The MOT expiry date must be after the MOT test date' });
};

/** POST /api/vehicles: number, make, model and category are needed; the rest has the defaults of a new vehicle. */
export const createVehicleRequest = vehicleFields
  .partial()
  .extend({
    vehicleNumber: vehicleFields.shape.vehicleNumber,
    make: vehicleFields.shape.make,
    model: vehicleFields.shape.model,
    category: vehicleFields.shape.category,
  })
  .strict()
  .superRefine(inOrder);
export type CreateVehicleRequest = z.infer<typeof createVehicleRequest>;

/** PATCH /api/vehicles/{id}: any of the fields; what is not sent stays. */
export const updateVehicleRequest = vehicleFields.partial().strict().superRefine(inOrder);
export type UpdateVehicleRequest = z.infer<typeof updateVehicleRequest>;

/** DELETE /api/vehicles/{id}: a vehicle is retired, never deleted, so its bookings and positions stay. */
export const retireVehicleResult = z.object({ vehicle, message: z.string() });

/** GET /api/admin/vehicles/{id}/check-in-code: what the vehicle's QR carries (docs/decisions/029). */
export const vehicleCheckInCode = z.object({
  vehicleId: z.number().int(),
  vehicleNumber: z.string(),
  code: z.string(),
  /** The app's page the QR opens: it checks in the member's booking of this vehicle with the code. */
  link: z.string(),
});
export type VehicleCheckInCode = z.infer<typeof vehicleCheckInCode>;
