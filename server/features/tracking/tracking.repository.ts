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
    /** The position, and the vehicle's latest state unless this report is older than it. */
    async record(vehicleId: number, r: Report): Promise<void> {
      const state = { deviceTime: r.deviceTime, latitude: r.latitude, longitude: r.longitude, speedKmh: r.speedKmh, bearing: r.bearing, battery: r.battery, attributes: r.attributes };
      await db.transaction(async (tx) => {
        await tx.insert(positions).values({ vehicleId, ...state, altitude: r.altitude, accuracy: r.accuracy });
        await tx
          .insert(vehicleStates)
          .values({ vehicleId, ...state })
          .onConflictDoUpdate({ target: vehicleStates.vehicleId, set: state, setWhere: sql`${vehicleStates.deviceTime} <= excluded.device_time` });
        // Delivered on commit, to this and every other instance.
        await tx.execute(sql`select pg_notify(${VEHICLE_POSITION_CHANNEL}, ${String(vehicleId)})`);
      });
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
