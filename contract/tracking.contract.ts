import { z } from 'zod';

/** Faster than walking pace (km/h): driving on the tracking record, moving to the movement monitor, travelling in the analytics. */
export const DRIVING_KMH = 5;

/** The tracking record of spec/member-app.md 3, one per active vehicle. */
export const trackingRecord = z.object({
  vehicleId: z.number().int(),
  vehicleNumber: z.string(),
  make: z.string(),
  model: z.string(),
  category: z.string(),
  /** The vehicle's own status (maintenance colours its marker amber). */
  status: z.string(),
  /** Reported within the online window (TRACKING_ONLINE_MINUTES, default 5). */
  isOnline: z.boolean(),
  isDriving: z.boolean(),
  /** km/h */
  currentSpeed: z.number(),
  engineStatus: z.enum(['on', 'off', 'unknown']),
  immobilizerStatus: z.enum(['active', 'inactive', 'unknown']),
  batteryLevel: z.number().nullable(),
  fuelLevel: z.number().nullable(),
  /** km */
  totalMileage: z.number().nullable(),
  coordinates: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
  address: z.string().nullable(),
  lastUpdate: z.string().nullable(),
});
export type TrackingRecord = z.infer<typeof trackingRecord>;

export const vehicleLocation = z.object({ address: z.string().nullable(), speed: z.number() });
