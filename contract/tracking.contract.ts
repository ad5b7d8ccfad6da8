import { z } from 'zod';
import { recordId } from './common.contract.ts';
import { vehicleSummary } from './vehicles.contract.ts';

/** Faster than walking pace (km/h): driving on the tracking record, moving to the movement monitor, travelling in the analytics. */
export const DRIVING_KMH = 5;

/** Faster than any vehicle of the fleet goes between two fixes: such a jump is a bad fix (Traccar's filter.maxSpeed). */
export const MAX_PLAUSIBLE_KMH = 250;
/**
 * Within this a fix is believed whatever the time between: GPS jumps in town, a tracker sending
 * its buffered fixes out of order. Bad fixes worth refusing land far away (0,0, a swapped sign).
 */
export const PLAUSIBLE_NEAR_KM = 10;

/** The tracking record of docs/spec/member-app.md 3, one per active vehicle. */
export const trackingRecord = z.object({
  /** Its status colours the marker (maintenance amber). */
  ...vehicleSummary.shape,
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

/** What a report changes of a record: a compact live stream's `state` event (the vehicle's own fields come only when they change). */
export const trackingState = trackingRecord.omit({ vehicleNumber: true, make: true, model: true, category: true, status: true });
export type TrackingState = z.infer<typeof trackingState>;
/** The live stream's query: `compact=true` for `state` events, `batch=true` for one `changes` event a frame (docs/decisions/010). */
export const trackingStreamQuery = z.object({
  compact: z
    .enum(['true', 'false'], { error: 'compact must be true or false' })
    .optional()
    .describe('true: a vehicle whose own fields (number, make, model, category, status) did not change comes as a `state` event, without them'),
  batch: z
    .enum(['true', 'false'], { error: 'batch must be true or false' })
    .optional()
    .describe('true: the vehicles that changed in one frame (at most 10 a second) come as one `changes` event, an array of what their own events would carry'),
});

/** A booking's positions kept past the retention setting until an admin releases them. */
export const positionHold = z.object({
  bookingId: z.number(),
  vehicleNumber: z.string(),
  memberName: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  reason: z.string(),
  /** The admin who placed it; null when a damage report did. */
  heldBy: z.string().nullable(),
  createdAt: z.string(),
});
export type PositionHold = z.infer<typeof positionHold>;
export const positionHoldRequest = z.object({
  reason: z.string().trim().min(1, 'Say why the positions are held').max(500, 'The reason is at most 500 characters'),
});
export type PositionHoldRequest = z.infer<typeof positionHoldRequest>;
/** Settings' hold form: the booking's number with the reason. */
export const positionHoldForm = positionHoldRequest.extend({ bookingId: recordId('Enter the booking number') });
export type PositionHoldForm = z.infer<typeof positionHoldForm>;

/** A stored position, as the live stream replays those a reconnecting client missed. */
export const streamedPosition = z.object({
  /** Also the stream's event id: a client that comes back with it as Last-Event-ID misses nothing after it. */
  id: z.number(),
  vehicleId: z.number(),
  latitude: z.number(),
  longitude: z.number(),
  /** km/h */
  speed: z.number().nullable(),
  deviceTime: z.string(),
});
/** The `missed` event: what was stored while the client was away, oldest first; `complete` false when only the newest were sent. */
export const missedPositions = z.object({ positions: z.array(streamedPosition), complete: z.boolean() });
export type MissedPositions = z.infer<typeof missedPositions>;

export const vehicleLocation = z.object({ address: z.string().nullable(), speed: z.number() });
export type VehicleLocation = z.infer<typeof vehicleLocation>;
