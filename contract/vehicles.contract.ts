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
