import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Report } from './osmand.ts';
import { ADVISORY_LOCKS } from '../../db/advisory-locks.ts';
import type { Database } from '../../db/client.ts';
import { bookings, deviceCommands, positionHolds, positions, users, vehicles, vehicleStates } from '../../db/schema.ts';
import { transaction } from '../../db/transaction.ts';

const members = alias(users, 'members');
const admins = alias(users, 'admins');

/** Fired with a vehicle id after each stored report: the live stream of every instance listens. */
export const VEHICLE_POSITION_CHANNEL = 'vehicle_position';

/** Fired with a vehicle id when a command for its device is queued or carried out: tracker caches forget it. */
export const DEVICE_COMMAND_CHANNEL = 'device_command';

/** Traccar's command names: engineStop engages the immobilizer, engineResume releases it. */
export type DeviceCommand = 'engineStop' | 'engineResume';

/** A tracker's odometer (metres, Traccar's convention) this far is a device's mistake, not a reading. */
const LARGEST_ODOMETER_KM = 2_000_000;

/** The highest odometer each vehicle reported in the batch, in whole km. */
function odometerReadings(reports: { vehicleId: number; report: Report }[]): Map<number, number> {
  const highest = new Map<number, number>();
  for (const { vehicleId, report } of reports) {
    const metres = report.attributes.odometer;
    if (typeof metres !== 'number' || !Number.isFinite(metres) || metres < 0) continue;
    const km = Math.round(metres / 1000);
    if (km <= LARGEST_ODOMETER_KM && km > (highest.get(vehicleId) ?? -1)) highest.set(vehicleId, km);
  }
  return highest;
}

/**
 * A batch as one JSON document, a row per report: each vehicle's newest report (the later of two
 * alike) is marked `newest` and carries the vehicle's highest odometer of the batch. Rows go in
 * vehicle order, so that batches written at once lock vehicles' states in one order and wait for
 * each other rather than deadlock.
 */
function batchDocument(unordered: { vehicleId: number; report: Report }[]): string {
  const reports = unordered.toSorted((a, b) => a.vehicleId - b.vehicleId);
  const newest = new Map<number, number>();
  reports.forEach(({ vehicleId, report }, i) => {
    const seen = newest.get(vehicleId);
    if (seen === undefined || reports[seen]!.report.deviceTime <= report.deviceTime) newest.set(vehicleId, i);
  });
  const odometers = odometerReadings(reports);
  const newestRows = new Set(newest.values());
  return JSON.stringify(
    reports.map(({ vehicleId, report: r }, i) => ({
      vehicle_id: vehicleId,
      device_time: r.deviceTime.toISOString(),
      latitude: r.latitude,
      longitude: r.longitude,
      speed_kmh: r.speedKmh,
      bearing: r.bearing,
      altitude: r.altitude,
      accuracy: r.accuracy,
      battery: r.battery,
      attributes: r.attributes,
      newest: newestRows.has(i),
      odometer_km: newestRows.has(i) ? (odometers.get(vehicleId) ?? null) : null,
    })),
  );
}

export function createTrackingRepository(db: Database) {
  // The device's pending command rides along (one lateral lookup): still one round trip per report.
  const pending = db
    .select({ id: deviceCommands.id, command: sql<DeviceCommand>`${deviceCommands.command}`.as('command') })
    .from(deviceCommands)
    .where(and(eq(deviceCommands.vehicleId, vehicles.id), eq(deviceCommands.status, 'pending')))
    .orderBy(desc(deviceCommands.id))
    .limit(1)
    .as('pending');
  const byTracker = db
    .select({ id: vehicles.id, trackerSecretHash: vehicles.trackerSecretHash, commandId: pending.id, command: pending.command })
    .from(vehicles)
    .leftJoinLateral(pending, sql`true`)
    .where(eq(vehicles.trackerId, sql.placeholder('trackerId')))
    .prepare('vehicle_by_tracker');

  const latest = () => db.select({ vehicle: vehicles, state: vehicleStates }).from(vehicles).leftJoin(vehicleStates, eq(vehicleStates.vehicleId, vehicles.id));

  return {
    async vehicleOfTracker(trackerId: string) {
      const [row] = await byTracker.execute({ trackerId });
      return row;
    },
    /**
     * Many reports in one statement of one parameter (docs/decisions/010): every position, each
     * vehicle's newest as its latest state (unless the stored one is newer), its odometer moved on
     * (never back, docs/decisions/022), and one NOTIFY per vehicle, sent on commit. The text never
     * changes with the batch's size, so PostgreSQL parses one JSON value, not ten parameters a report.
     */
    async recordMany(reports: { vehicleId: number; report: Report }[]): Promise<void> {
      await db.execute(sql`
        with batch as (
          select * from json_to_recordset(${batchDocument(reports)}::json) as r(vehicle_id int, device_time timestamptz, latitude float8,
            longitude float8, speed_kmh float8, bearing float8, altitude float8, accuracy float8, battery float8, attributes jsonb,
            newest boolean, odometer_km int)
          -- A one-time filter: the lock is taken before the batch's first row is read, so before any id or row lock (ADVISORY_LOCKS.positionIds).
          where (select true from pg_advisory_xact_lock(${ADVISORY_LOCKS.positionIds}, 0))
        ), stored as (
          insert into ${positions} (vehicle_id, device_time, latitude, longitude, speed_kmh, bearing, altitude, accuracy, battery, attributes)
          select vehicle_id, device_time, latitude, longitude, speed_kmh, bearing, altitude, accuracy, battery, attributes from batch
        ), latest as (
          insert into ${vehicleStates} (vehicle_id, device_time, latitude, longitude, speed_kmh, bearing, battery, attributes)
          select vehicle_id, device_time, latitude, longitude, speed_kmh, bearing, battery, attributes from batch where newest
          on conflict (vehicle_id) do update set device_time = excluded.device_time, latitude = excluded.latitude, longitude = excluded.longitude,
            speed_kmh = excluded.speed_kmh, bearing = excluded.bearing, battery = excluded.battery, attributes = excluded.attributes
            where ${vehicleStates.deviceTime} <= excluded.device_time
        ), advanced as (
          update ${vehicles} set mileage = batch.odometer_km from batch
          where batch.newest and batch.odometer_km is not null and ${vehicles.id} = batch.vehicle_id
            and (${vehicles.mileage} is null or ${vehicles.mileage} < batch.odometer_km)
        )
        select pg_notify(${VEHICLE_POSITION_CHANNEL}, vehicle_id::text) from batch where newest`);
    },
    /** Every hold, newest first, with its booking; or the one of `bookingId`. */
    holds: (bookingId?: number) =>
      db
        .select({ hold: positionHolds, booking: bookings, vehicleNumber: vehicles.vehicleNumber, memberName: members.name, heldByName: admins.name })
        .from(positionHolds)
        .innerJoin(bookings, eq(bookings.id, positionHolds.bookingId))
        .innerJoin(vehicles, eq(vehicles.id, bookings.vehicleId))
        .innerJoin(members, eq(members.id, bookings.userId))
        .leftJoin(admins, eq(admins.id, positionHolds.heldBy))
        .where(bookingId === undefined ? undefined : eq(positionHolds.bookingId, bookingId))
        .orderBy(desc(positionHolds.createdAt), desc(positionHolds.bookingId)),
    /** Holds a booking's positions (a new reason for one held already); false when there is no such booking. */
    async hold(bookingId: number, reason: string, heldBy: number | null): Promise<boolean> {
      const [booking] = await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, bookingId));
      if (!booking) return false;
      await db
        .insert(positionHolds)
        .values({ bookingId, reason, heldBy })
        .onConflictDoUpdate({ target: positionHolds.bookingId, set: { reason, heldBy, createdAt: new Date() } });
      return true;
    },
    /** A damage report's hold: one placed already (by an admin or another report) stays as it is. */
    async holdForDamage(tx: Database, bookingId: number, reason: string): Promise<void> {
      await tx.insert(positionHolds).values({ bookingId, reason, heldBy: null }).onConflictDoNothing();
    },
    async release(bookingId: number): Promise<boolean> {
      return (await db.delete(positionHolds).where(eq(positionHolds.bookingId, bookingId)).returning({ id: positionHolds.bookingId })).length > 0;
    },
    /** A new command for the device; one it has not confirmed yet is superseded. */
    async queueCommand(vehicleId: number, command: DeviceCommand, requestedBy: number | null) {
      const [row] = await transaction(db, async (tx) => {
        await tx
          .update(deviceCommands)
          .set({ status: 'superseded' })
          .where(and(eq(deviceCommands.vehicleId, vehicleId), eq(deviceCommands.status, 'pending')));
        await tx.execute(sql`select pg_notify(${DEVICE_COMMAND_CHANNEL}, ${String(vehicleId)})`);
        return tx.insert(deviceCommands).values({ vehicleId, command, requestedBy }).returning();
      });
      return row!;
    },
    async commandSent(id: number): Promise<void> {
      await db
        .update(deviceCommands)
        .set({ sentAt: sql`now()` })
        .where(and(eq(deviceCommands.id, id), isNull(deviceCommands.sentAt)));
    },
    async commandConfirmed(id: number, vehicleId: number): Promise<void> {
      await transaction(db, async (tx) => {
        await tx
          .update(deviceCommands)
          .set({ status: 'confirmed', confirmedAt: sql`now()` })
          .where(and(eq(deviceCommands.id, id), eq(deviceCommands.status, 'pending')));
        await tx.execute(sql`select pg_notify(${DEVICE_COMMAND_CHANNEL}, ${String(vehicleId)})`);
      });
    },
    /** The vehicle's tracker id, whether it has a secret, and its last report. */
    async trackerOf(vehicleId: number) {
      const [row] = await db
        .select({
          vehicleNumber: vehicles.vehicleNumber,
          trackerId: vehicles.trackerId,
          hasSecret: sql<boolean>`${vehicles.trackerSecretHash} is not null`,
          lastReportAt: vehicleStates.deviceTime,
        })
        .from(vehicles)
        .leftJoin(vehicleStates, eq(vehicleStates.vehicleId, vehicles.id))
        .where(eq(vehicles.id, vehicleId));
      return row;
    },
    /**
     * Connects the vehicle to a tracker (or disconnects it, with nulls); every instance's tracker
     * cache forgets the vehicle on commit, so the old id and secret stop working at once.
     */
    async setTracker(vehicleId: number, trackerId: string | null, trackerSecretHash: string | null): Promise<boolean> {
      return transaction(db, async (tx) => {
        const rows = await tx.update(vehicles).set({ trackerId, trackerSecretHash }).where(eq(vehicles.id, vehicleId)).returning({ id: vehicles.id });
        await tx.execute(sql`select pg_notify(${DEVICE_COMMAND_CHANNEL}, ${String(vehicleId)})`);
        return rows.length > 0;
      });
    },
    async latestCommandOf(vehicleId: number) {
      const [row] = await db.select().from(deviceCommands).where(eq(deviceCommands.vehicleId, vehicleId)).orderBy(desc(deviceCommands.id)).limit(1);
      return row;
    },
    /** The id of the newest stored position (0 before the first): the live stream's event id. */
    async positionCursor(): Promise<number> {
      const [row] = await db.select({ id: sql<string | null>`max(${positions.id})` }).from(positions);
      return Number(row?.id ?? 0);
    },
    /** The newest `limit` positions stored after `cursor`, newest first. */
    positionsAfter: (cursor: number, limit: number) =>
      db
        .select({
          id: positions.id,
          vehicleId: positions.vehicleId,
          latitude: positions.latitude,
          longitude: positions.longitude,
          speed: positions.speedKmh,
          deviceTime: positions.deviceTime,
        })
        .from(positions)
        .where(gt(positions.id, cursor))
        .orderBy(desc(positions.id))
        .limit(limit),
    /** Every active vehicle with its latest state (none before its first report). */
    allLatest: () => latest().where(eq(vehicles.isActive, true)).orderBy(asc(vehicles.vehicleNumber)),
    latestOfMany: (vehicleIds: number[]) => latest().where(inArray(vehicles.id, vehicleIds)),
    async latestOf(vehicleId: number) {
      const [row] = await latest().where(eq(vehicles.id, vehicleId));
      return row;
    },
    /** The tracker's fuel level around a moment: its last reading in the span before, its highest in the span after. */
    async fuelAround(vehicleId: number, at: Date, spanMs: number): Promise<{ before: number | null; after: number | null }> {
      const level = sql<number | null>`(${positions.attributes}->>'fuel')::float8`;
      const reported = and(eq(positions.vehicleId, vehicleId), sql`jsonb_typeof(${positions.attributes}->'fuel') = 'number'`);
      const [before] = await db
        .select({ level })
        .from(positions)
        .where(and(reported, gte(positions.deviceTime, new Date(at.getTime() - spanMs)), lt(positions.deviceTime, at)))
        .orderBy(desc(positions.deviceTime))
        .limit(1);
      const [after] = await db
        .select({ level: sql<number | null>`max(${level})` })
        .from(positions)
        .where(and(reported, gte(positions.deviceTime, at), lt(positions.deviceTime, new Date(at.getTime() + spanMs))));
      return { before: before?.level ?? null, after: after?.level ?? null };
    },
  };
}
export type TrackingRepository = ReturnType<typeof createTrackingRepository>;
