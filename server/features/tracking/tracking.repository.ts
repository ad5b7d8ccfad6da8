import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { positions, vehicles, vehicleStates } from '../../db/schema.ts';
import type { Report } from './osmand.ts';

/** Fired with a vehicle id after each stored report: the live stream of every instance listens. */
export const VEHICLE_POSITION_CHANNEL = 'vehicle_position';

export function createTrackingRepository(db: Database) {
  const byTracker = db
    .select({ id: vehicles.id, trackerSecretHash: vehicles.trackerSecretHash })
    .from(vehicles)
    .where(eq(vehicles.trackerId, sql.placeholder('trackerId')))
    .prepare('vehicle_by_tracker');

  const latest = () =>
    db
      .select({ vehicle: vehicles, state: vehicleStates })
      .from(vehicles)
      .leftJoin(vehicleStates, eq(vehicleStates.vehicleId, vehicles.id));

  return {
    async vehicleOfTracker(trackerId: string) {
      const [row] = await byTracker.execute({ trackerId });
      return row;
    },
    /**
     * The position, and the vehicle's latest state unless this report is older than it, and the
     * NOTIFY (sent on commit): one statement, so one round trip and atomic by itself.
     */
    async record(vehicleId: number, r: Report): Promise<void> {
      const attributes = JSON.stringify(r.attributes);
      await db.execute(sql`
        with stored as (
          insert into ${positions} (vehicle_id, device_time, latitude, longitude, speed_kmh, bearing, altitude, accuracy, battery, attributes)
          values (${vehicleId}, ${r.deviceTime.toISOString()}, ${r.latitude}, ${r.longitude}, ${r.speedKmh}, ${r.bearing}, ${r.altitude}, ${r.accuracy}, ${r.battery}, ${attributes}::jsonb)
          returning vehicle_id
        ), latest as (
          insert into ${vehicleStates} (vehicle_id, device_time, latitude, longitude, speed_kmh, bearing, battery, attributes)
          values (${vehicleId}, ${r.deviceTime.toISOString()}, ${r.latitude}, ${r.longitude}, ${r.speedKmh}, ${r.bearing}, ${r.battery}, ${attributes}::jsonb)
          on conflict (vehicle_id) do update set device_time = excluded.device_time, latitude = excluded.latitude, longitude = excluded.longitude,
            speed_kmh = excluded.speed_kmh, bearing = excluded.bearing, battery = excluded.battery, attributes = excluded.attributes
            where ${vehicleStates.deviceTime} <= excluded.device_time
          returning vehicle_id
        )
        select pg_notify(${VEHICLE_POSITION_CHANNEL}, vehicle_id::text) from stored`);
    },
    /** Every active vehicle with its latest state (none before its first report). */
    allLatest: () => latest().where(eq(vehicles.isActive, true)).orderBy(asc(vehicles.vehicleNumber)),
    async latestOf(vehicleId: number) {
      const [row] = await latest().where(eq(vehicles.id, vehicleId));
      return row;
    },
  };
}
export type TrackingRepository = ReturnType<typeof createTrackingRepository>;
