import { asc, eq, inArray, sql } from 'drizzle-orm';
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
     * Many reports in one statement: every position, each vehicle's newest as its latest state
     * (unless the stored one is newer), and one NOTIFY per vehicle, sent on commit.
     */
    async recordMany(reports: { vehicleId: number; report: Report }[]): Promise<void> {
      const newest = new Map<number, { vehicleId: number; report: Report }>();
      for (const r of reports) {
        const seen = newest.get(r.vehicleId);
        if (!seen || seen.report.deviceTime <= r.report.deviceTime) newest.set(r.vehicleId, r);
      }
      const position = ({ vehicleId, report: r }: { vehicleId: number; report: Report }) =>
        sql`(${vehicleId}, ${r.deviceTime.toISOString()}::timestamptz, ${r.latitude}::float8, ${r.longitude}::float8, ${r.speedKmh}::float8, ${r.bearing}::float8, ${r.altitude}::float8, ${r.accuracy}::float8, ${r.battery}::float8, ${JSON.stringify(r.attributes)}::jsonb)`;
      const state = ({ vehicleId, report: r }: { vehicleId: number; report: Report }) =>
        sql`(${vehicleId}, ${r.deviceTime.toISOString()}::timestamptz, ${r.latitude}::float8, ${r.longitude}::float8, ${r.speedKmh}::float8, ${r.bearing}::float8, ${r.battery}::float8, ${JSON.stringify(r.attributes)}::jsonb)`;
      const vehicleIds = `{${[...newest.keys()].join(',')}}`;
      await db.execute(sql`
        with stored as (
          insert into ${positions} (vehicle_id, device_time, latitude, longitude, speed_kmh, bearing, altitude, accuracy, battery, attributes)
          values ${sql.join(reports.map(position), sql`, `)}
        ), latest as (
          insert into ${vehicleStates} (vehicle_id, device_time, latitude, longitude, speed_kmh, bearing, battery, attributes)
          values ${sql.join([...newest.values()].map(state), sql`, `)}
          on conflict (vehicle_id) do update set device_time = excluded.device_time, latitude = excluded.latitude, longitude = excluded.longitude,
            speed_kmh = excluded.speed_kmh, bearing = excluded.bearing, battery = excluded.battery, attributes = excluded.attributes
            where ${vehicleStates.deviceTime} <= excluded.device_time
        )
        select pg_notify(${VEHICLE_POSITION_CHANNEL}, v::text) from unnest(${vehicleIds}::int[]) v`);
    },
    /** Every active vehicle with its latest state (none before its first report). */
    allLatest: () => latest().where(eq(vehicles.isActive, true)).orderBy(asc(vehicles.vehicleNumber)),
    latestOfMany: (vehicleIds: number[]) => latest().where(inArray(vehicles.id, vehicleIds)),
    async latestOf(vehicleId: number) {
      const [row] = await latest().where(eq(vehicles.id, vehicleId));
      return row;
    },
  };
}
export type TrackingRepository = ReturnType<typeof createTrackingRepository>;
