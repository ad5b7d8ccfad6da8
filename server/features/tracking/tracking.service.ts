import { fromParameters, fromTraccarJson, hasFix, ReportError, type Report, type Sighting } from './osmand.ts';
import { createPlausibilityFilter } from './plausibility.ts';
import { createTrackerCache, type TrackerEntry } from './tracker-cache.ts';
import { hashTrackerSecret, newTrackerCredentials } from './tracker-credentials.ts';
import type { DeviceCommand, TrackingRepository } from './tracking.repository.ts';
import { createWriteBatcher } from './write-batcher.ts';
import { DRIVING_KMH, type MissedPositions, type PositionHold, type PositionHoldRequest, type TrackingRecord } from '../../../contract/tracking.contract.ts';
import { toVehicleSummary, type ConnectTrackerRequest, type TrackerConnection, type TrackerCredentials } from '../../../contract/vehicles.contract.ts';
import type { Geocoder } from '../../adapters/geocoder.adapter.ts';
import type { RecordChange } from '../../audit-port.ts';
import { assertAdmin, type AuthContext } from '../../auth-context.ts';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../db/pg-errors.ts';
import { badRequest, conflict, notFound, said, unauthorized } from '../../http-errors.ts';
import { sameSecret } from '../../same-secret.ts';

interface Deps {
  tracking: TrackingRepository;
  /** Where users and trackers reach this app (PUBLIC_URL). */
  publicUrl: string;
  geocoder: Geocoder;
  onlineMinutes: number;
  /** Holds placed and released go to the audit log. */
  recordChange: RecordChange;
  /** Counts what became of each report (GET /metrics); nothing when unset. */
  measure?: PositionMeasure;
  now?: () => Date;
}

export interface PositionMeasure {
  stored(): void;
  dropped(reason: 'no_fix' | 'implausible'): void;
}
const UNMEASURED: PositionMeasure = { stored: () => undefined, dropped: () => undefined };

/** The report as the protocol sent it, checked whole before it may join a batch (400 otherwise). */
function parseReport(input: { parameters: Record<string, unknown>; json?: unknown }, now: Date): Sighting | Report {
  try {
    if (input.json === undefined) return fromParameters(input.parameters, now);
    // A JSON body that is not an object (null, a list, a string) has no device_id: a 400 below.
    const json = typeof input.json === 'object' && input.json !== null && !Array.isArray(input.json) ? input.json : {};
    return fromTraccarJson(json, input.parameters, now);
  } catch (error) {
    if (error instanceof ReportError) throw badRequest(error.message, 'BAD_REPORT');
    throw error;
  }
}
const flag = (value: unknown): boolean | null => (typeof value === 'boolean' ? value : typeof value === 'number' ? value !== 0 : null);
const number = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

type Row = Awaited<ReturnType<TrackingRepository['allLatest']>>[number];

/** Positions a reconnecting live stream is sent at most (its newest): the snapshot after them is the map's state anyway. */
const MISSED_POSITIONS_MAX = 2000;

type HoldRow = Awaited<ReturnType<TrackingRepository['holds']>>[number];
const toHold = ({ hold, booking, vehicleNumber, memberName, heldByName }: HoldRow): PositionHold => ({
  bookingId: hold.bookingId,
  vehicleNumber,
  memberName,
  startTime: booking.startTime.toISOString(),
  endTime: booking.endTime.toISOString(),
  reason: hold.reason,
  heldBy: hold.heldBy === null ? null : (heldByName ?? ''),
  createdAt: hold.createdAt.toISOString(),
});

export function createTrackingService({ tracking, publicUrl, geocoder, onlineMinutes, recordChange, measure = UNMEASURED, now = () => new Date() }: Deps) {
  const serverUrl = `${publicUrl}/api/positions/osmand`;
  // Reports arriving together are stored together (docs/decisions/010): one statement per batch.
  const writes = createWriteBatcher<{ vehicleId: number; report: Report }>((batch) => tracking.recordMany(batch));
  const trackers = createTrackerCache({ lookUp: (trackerId) => tracking.vehicleOfTracker(trackerId) });
  const plausibility = createPlausibilityFilter();

  function toRecord({ vehicle, state }: Row): TrackingRecord {
    const a = state?.attributes ?? {};
    const online = !!state && now().getTime() - state.deviceTime.getTime() <= onlineMinutes * 60_000;
    const speed = online ? Math.round(state.speedKmh ?? 0) : 0;
    const ignition = flag(a.ignition ?? a.engine);
    const immobilizer = flag(a.immobilizer);
    return {
      ...toVehicleSummary(vehicle),
      isOnline: online,
      isDriving: online && (speed > DRIVING_KMH || flag(a.motion) === true),
      currentSpeed: speed,
      engineStatus: ignition === null ? 'unknown' : ignition ? 'on' : 'off',
      immobilizerStatus: immobilizer === null ? 'unknown' : immobilizer ? 'active' : 'inactive',
      batteryLevel: state?.battery ?? null,
      fuelLevel: number(a.fuel),
      // The vehicle's one odometer, which its tracker's reports move on (never back).
      totalMileage: vehicle.mileage,
      coordinates: state ? { latitude: state.latitude, longitude: state.longitude } : null,
      address: state ? geocoder.addressOf(state.latitude, state.longitude) : null,
      lastUpdate: state?.deviceTime.toISOString() ?? null,
    };
  }

  /**
   * The cursor, then every vehicle: streams opened while a read is under way share it (and the
   * hub its text), so a thousand dispatchers opening the map at once cost one read, not a thousand.
   */
  let snapshotRead: Promise<{ cursor: number; snapshot: TrackingRecord[] }> | undefined;
  function snapshotNow() {
    snapshotRead ??= (async () => {
      try {
        const cursor = await tracking.positionCursor();
        return { cursor, snapshot: (await tracking.allLatest()).map(toRecord) };
      } finally {
        snapshotRead = undefined;
      }
    })();
    return snapshotRead;
  }

  /**
   * The reply body: the pending command, sent again with every reply until the device's
   * telemetry shows it carried out (a lost reply must not lose the command).
   */
  async function replyTo(vehicle: TrackerEntry, report: Sighting): Promise<string> {
    if (vehicle.commandId === null || vehicle.command === null) return '';
    if (flag(report.attributes.immobilizer) === (vehicle.command === 'engineStop')) {
      await tracking.commandConfirmed(vehicle.commandId, vehicle.id);
      return '';
    }
    await tracking.commandSent(vehicle.commandId);
    return vehicle.command;
  }

  return {
    /** A report from a device: unknown device 404, wrong secret 401, bad values 400; nothing stored then. */
    async ingest(input: { parameters: Record<string, unknown>; json?: unknown }): Promise<string> {
      const sighting = parseReport(input, now());
      const vehicle = await trackers.get(sighting.deviceId);
      if (!vehicle) throw notFound(`Unknown device ${sighting.deviceId}: give a vehicle this tracker id first.`, 'UNKNOWN_DEVICE');
      if (!vehicle.trackerSecretHash) {
        throw unauthorized(
          `Device ${sighting.deviceId} has no secret yet: connect it in Manage Vehicle (Security) and put the secret in its server URL.`,
          'DEVICE_WITHOUT_SECRET',
        );
      }
      if (!sighting.secret || !sameSecret(hashTrackerSecret(sighting.secret), vehicle.trackerSecretHash)) {
        throw unauthorized(`Wrong or missing secret for device ${sighting.deviceId}.`, 'BAD_DEVICE_SECRET');
      }
      // Without a fix, or with one the vehicle cannot have reached, there is no position to store; the device still gets its pending command.
      if (!hasFix(sighting)) measure.dropped('no_fix');
      else if (!plausibility.accepts(vehicle.id, sighting)) measure.dropped('implausible');
      else {
        await writes.add({ vehicleId: vehicle.id, report: sighting });
        measure.stored();
      }
      return replyTo(vehicle, sighting);
    },

    /** The vehicle's tracker connection (admin). */
    async trackerOf(ctx: AuthContext, vehicleId: number): Promise<TrackerConnection> {
      assertAdmin(ctx);
      const row = await tracking.trackerOf(vehicleId);
      if (!row) throw notFound(said('vehicle.notFound', { id: String(vehicleId) }));
      return { trackerId: row.trackerId, hasSecret: row.hasSecret, serverUrl, lastReportAt: row.lastReportAt?.toISOString() ?? null };
    },

    /**
     * Connects a tracker to the vehicle (admin): the device's own id or a new unguessable one, and
     * always a new secret, answered this once. The old id and secret stop working at once.
     */
    async connectTracker(ctx: AuthContext, vehicleId: number, input: ConnectTrackerRequest): Promise<TrackerCredentials> {
      assertAdmin(ctx);
      const made = newTrackerCredentials();
      const trackerId = input.trackerId || made.trackerId;
      try {
        if (!(await tracking.setTracker(vehicleId, trackerId, hashTrackerSecret(made.secret))))
          throw notFound(said('vehicle.notFound', { id: String(vehicleId) }));
      } catch (error) {
        if (pgErrorCode(error) === UNIQUE_VIOLATION) throw conflict(said('tracking.trackerTaken', { tracker: trackerId }), 'TRACKER_TAKEN');
        throw error;
      }
      // This instance forgets at once; the others when the NOTIFY of the change reaches them.
      trackers.forgetVehicle(vehicleId);
      const query = new URLSearchParams({ secret: made.secret });
      return { trackerId, secret: made.secret, serverUrl, traccarServerUrl: `${serverUrl}?${query}` };
    },

    async disconnectTracker(ctx: AuthContext, vehicleId: number): Promise<void> {
      assertAdmin(ctx);
      if (!(await tracking.setTracker(vehicleId, null, null))) throw notFound(said('vehicle.notFound', { id: String(vehicleId) }));
      trackers.forgetVehicle(vehicleId);
    },

    /** Queues a command for the vehicle's device: it goes out in the reply to its next report. */
    sendCommand: (vehicleId: number, command: DeviceCommand, requestedBy: number | null) => tracking.queueCommand(vehicleId, command, requestedBy),
    latestCommandOf: (vehicleId: number) => tracking.latestCommandOf(vehicleId),

    async positionHolds(admin: AuthContext): Promise<PositionHold[]> {
      assertAdmin(admin);
      return (await tracking.holds()).map(toHold);
    },

    /** Keeps a booking's positions past the retention setting until released. */
    async holdPositions(admin: AuthContext, bookingId: number, { reason }: PositionHoldRequest): Promise<PositionHold> {
      assertAdmin(admin);
      const [before] = await tracking.holds(bookingId);
      if (!(await tracking.hold(bookingId, reason, admin.user.id))) throw notFound(said('booking.notFound', { id: String(bookingId) }));
      const [held] = await tracking.holds(bookingId);
      // A hold there already (an admin's, a damage report's) is taken over: the audit keeps its reason.
      await recordChange(admin, {
        entity: 'position_hold',
        entityId: bookingId,
        action: 'hold',
        before: before ? { reason: before.hold.reason } : null,
        after: { reason },
      });
      return toHold(held!);
    },

    async releasePositions(admin: AuthContext, bookingId: number): Promise<void> {
      assertAdmin(admin);
      if (!(await tracking.release(bookingId))) throw notFound(said('positionHold.none', { id: String(bookingId) }));
      await recordChange(admin, { entity: 'position_hold', entityId: bookingId, action: 'release', before: null, after: null });
    },

    /** NOTIFY device_command from any instance: forget the vehicle's cached tracker. */
    forgetDevice: (vehicleId: number) => trackers.forgetVehicle(vehicleId),
    setTrackerCacheEnabled: (listening: boolean) => trackers.setEnabled(listening),

    all: async (): Promise<TrackingRecord[]> => (await tracking.allLatest()).map(toRecord),

    /**
     * What a live stream starts with: the id of the newest position (read first, so that nothing
     * stored after it is missing from both the snapshot and the changes that follow), every
     * vehicle, and for a client coming back from `after`, the positions stored since (bounded).
     */
    async streamStart(after: number | undefined): Promise<{ cursor: number; snapshot: TrackingRecord[]; missed?: MissedPositions }> {
      const { cursor, snapshot } = await snapshotNow();
      if (after === undefined) return { cursor, snapshot };
      const newestFirst = await tracking.positionsAfter(after, MISSED_POSITIONS_MAX + 1);
      const positions = newestFirst
        .slice(0, MISSED_POSITIONS_MAX)
        .reverse()
        .map((p) => ({ ...p, deviceTime: p.deviceTime.toISOString() }));
      return { cursor, snapshot, missed: { positions, complete: newestFirst.length <= MISSED_POSITIONS_MAX } };
    },

    positionCursor: () => tracking.positionCursor(),

    /** These vehicles' records, for the live stream. */
    recordsOf: async (vehicleIds: number[]): Promise<TrackingRecord[]> => (await tracking.latestOfMany(vehicleIds)).map(toRecord),

    drivingSpeedOf: async (vehicleId: number): Promise<number | null> => {
      const row = await tracking.latestOf(vehicleId);
      const record = row ? toRecord(row) : undefined;
      return record?.isDriving ? record.currentSpeed : null;
    },

    immobilizerStatusOf: async (vehicleId: number): Promise<TrackingRecord['immobilizerStatus']> => {
      const row = await tracking.latestOf(vehicleId);
      return row ? toRecord(row).immobilizerStatus : 'unknown';
    },

    async location(vehicleId: number) {
      const row = await tracking.latestOf(vehicleId);
      if (!row) throw notFound(said('vehicle.notFound', { id: String(vehicleId) }));
      const record = toRecord(row);
      return { address: record.address, speed: record.currentSpeed };
    },
  };
}
export type TrackingService = ReturnType<typeof createTrackingService>;
