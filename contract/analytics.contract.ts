import { z } from 'zod';
import { calendarDate, isoDateTime, recordId } from './common.contract.ts';

/** Litres in a full tank: turns fuel-level points into litres for the efficiency report. */
export const TANK_LITRES = 80;

/** The longest range one analytics call reads, in days. */
export const ANALYTICS_MAX_DAYS = 92;

/** from and to are Jerusalem calendar days, both included. */
export const dateRangeQuery = z
  .object({ from: calendarDate('from must be a date like 2026-05-01'), to: calendarDate('to must be a date like 2026-05-01') })
  .refine((q) => q.from <= q.to, { message: 'from must not be after to', path: ['to'] })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < ANALYTICS_MAX_DAYS, {
    message: `Choose at most ${ANALYTICS_MAX_DAYS} days`,
    path: ['to'],
  });
export type DateRange = z.infer<typeof dateRangeQuery>;

export const dayQuery = z.object({ date: calendarDate('date must be a date like 2026-05-01') });

const place = { latitude: z.number(), longitude: z.number(), address: z.string() };

/** A stretch above the speed limit: where and when it began, and its top speed. */
export const infraction = z.object({ timestamp: z.string(), endTime: z.string(), ...place, speedKmh: z.number(), limitKmh: z.number(), overKmh: z.number() });

/** A trip between two stops of 5 minutes or more. */
export const routeTrip = z.object({
  startTime: z.string(),
  endTime: z.string(),
  startLocation: z.string(),
  endLocation: z.string(),
  /** km */
  distance: z.number(),
  /** minutes */
  duration: z.number(),
  maxSpeedKmh: z.number(),
});

export const dailyMileage = z.object({ date: z.string(), kilometrosRecorridos: z.number() });

export const driverBehavior = z.object({
  scores: z.object({ overall: z.number(), safety: z.number() }),
  distanceKm: z.number(),
  maxSpeedKmh: z.number(),
  speedingEvents: z.number().int(),
  harshAccelerations: z.number().int(),
  harshBrakings: z.number().int(),
});

export const fuelEvent = z.object({
  type: z.enum(['refuel', 'drop']),
  timestamp: z.string(),
  ...place,
  fromLevel: z.number(),
  toLevel: z.number(),
  change: z.number(),
});

export const geofence = z.object({
  id: z.number().int(),
  name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  radiusMeters: z.number(),
  createdAt: z.string(),
});
export const newGeofence = z.object({
  name: z.string({ error: 'Give the geofence a name' }).trim().min(1, 'Give the geofence a name').max(80, 'At most 80 characters'),
  latitude: z.number({ error: 'latitude must be a number' }).min(-90, 'latitude must be between -90 and 90').max(90, 'latitude must be between -90 and 90'),
  longitude: z
    .number({ error: 'longitude must be a number' })
    .min(-180, 'longitude must be between -180 and 180')
    .max(180, 'longitude must be between -180 and 180'),
  radiusMeters: z.number({ error: 'radiusMeters must be a number' }).min(20, 'The radius is at least 20 m').max(50_000, 'The radius is at most 50 km'),
});

export const geofenceAlert = z.object({
  geofenceId: z.number().int(),
  geofenceName: z.string(),
  vehicleId: z.number().int(),
  alertType: z.enum(['enter', 'exit']),
  timestamp: z.string(),
  status: z.enum(['new', 'acknowledged']),
});
export const acknowledgeGeofenceAlert = z.object({
  geofenceId: recordId('geofenceId must be a positive whole number'),
  vehicleId: recordId('vehicleId must be a positive whole number'),
  alertType: z.enum(['enter', 'exit'], { error: 'alertType is enter or exit' }),
  timestamp: isoDateTime('timestamp must be an ISO date and time'),
});

export const maintenanceAlert = z.object({
  type: z.enum(['service_mileage', 'service_date', 'insurance', 'tax', 'test']),
  priority: z.enum(['high', 'medium', 'low']),
  message: z.string(),
  dueDate: z.string().nullable(),
  dueMileage: z.number().nullable(),
});

export const nightRest = z.object({
  vehicleId: z.number().int(),
  vehicleName: z.string(),
  nightRestStart: z.string(),
  nightRestEnd: z.string(),
  compliancePercentage: z.number(),
  /** Separate movements during the night. */
  violations: z.number().int(),
  movingMinutes: z.number(),
});

export const efficiencyReport = z.object({
  fleetSummary: z.object({
    totalVehicles: z.number().int(),
    /** km */
    totalDistance: z.number(),
    /** litres, from the fuel level's falls and the tank size */
    totalFuelConsumption: z.number(),
    /** km per litre, of the vehicles whose fuel could be measured; 0 when none could */
    averageEfficiency: z.number(),
    /** km driven by vehicles whose fuel could not be measured (no fuel level from the tracker, or an implausible one): not in the average */
    unmeasuredDistance: z.number(),
  }),
  topPerformers: z.array(
    z.object({ vehicleId: z.number().int(), vehicleNumber: z.string(), distance: z.number(), efficiency: z.number(), fuelSaved: z.number() }),
  ),
});

export const serviceStatus = z.object({
  available: z.boolean(),
  status: z.enum(['operational', 'no_recent_reports']),
  provider: z.string(),
  onlineVehicles: z.number().int(),
  trackedVehicles: z.number().int(),
  lastReport: z.string().nullable(),
});

export type Infraction = z.infer<typeof infraction>;
export type RouteTrip = z.infer<typeof routeTrip>;
export type DailyMileage = z.infer<typeof dailyMileage>;
export type DriverBehavior = z.infer<typeof driverBehavior>;
export type FuelEvent = z.infer<typeof fuelEvent>;
export type Geofence = z.infer<typeof geofence>;
export type NewGeofence = z.infer<typeof newGeofence>;
export type AcknowledgeGeofenceAlert = z.input<typeof acknowledgeGeofenceAlert>;
export type GeofenceAlert = z.infer<typeof geofenceAlert>;
export type MaintenanceAlert = z.infer<typeof maintenanceAlert>;
export type NightRest = z.infer<typeof nightRest>;
export type EfficiencyReport = z.infer<typeof efficiencyReport>;
export type ServiceStatus = z.infer<typeof serviceStatus>;
