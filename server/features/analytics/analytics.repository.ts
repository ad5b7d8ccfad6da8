import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { endOf, isoText, plausiblePositions, startOf, track, type Span } from './position-figures.ts';
import { DRIVING_KMH } from '../../../contract/tracking.contract.ts';
import { rowsOf, type Database } from '../../db/client.ts';
import { FOREIGN_KEY_VIOLATION, pgErrorCode } from '../../db/pg-errors.ts';
import { geofenceAcknowledgements, geofences, vehicles } from '../../db/schema.ts';

export function createAnalyticsRepository(db: Database) {
  const run = async <T>(query: SQL): Promise<T[]> => rowsOf<T>(await db.execute(query));

  return {
    /** Trips: moving reports (above DRIVING_KMH) with no gap of 5 minutes or more between them. */
    trips: (vehicleId: number, span: Span, stopMinutes: number) =>
      run<{ start: string; end: string; km: number; top: number; slat: number; slon: number; elat: number; elon: number; minutes: number }>(sql`
        with m as (
          select device_time t, latitude lat, longitude lon, speed s,
            lag(device_time) over w pt, lag(latitude) over w plat, lag(longitude) over w plon
          from ${plausiblePositions(sql`vehicle_id = ${vehicleId} and device_time >= ${startOf(span.from)} and device_time < ${endOf(span.to)}`)}
          where speed > ${DRIVING_KMH}
          window w as (order by device_time)),
        k as (select *, sum(case when pt is null or t - pt >= make_interval(mins => ${stopMinutes}) then 1 else 0 end) over (order by t) trip from m)
        select ${isoText(sql`min(t)`)} start, ${isoText(sql`max(t)`)} "end", extract(epoch from max(t) - min(t))::float8 / 60 minutes,
          coalesce(sum(case when t - pt < make_interval(mins => ${stopMinutes}) then haversine_km(plat, plon, lat, lon) end), 0) km, max(s) top,
          (array_agg(lat order by t))[1] slat, (array_agg(lon order by t))[1] slon, (array_agg(lat order by t desc))[1] elat, (array_agg(lon order by t desc))[1] elon
        from k group by trip having count(*) > 1 order by min(t)`),

    /** Rises of the fuel level (refuels) and sharp falls within 15 minutes (leak or theft). */
    fuelChanges: (vehicleId: number, span: Span, minPoints: number) =>
      run<{ t: string; lat: number; lon: number; before: number; after: number }>(sql`
        with f as (
          select t, lat, lon, fuel, lag(fuel) over w pf, lag(t) over w pft
          from (${track(vehicleId, span)}) p where fuel is not null window w as (order by t))
        select ${isoText(sql`t`)} t, lat, lon, pf before, fuel after from f
        where pf is not null and (fuel - pf >= ${minPoints} or (pf - fuel >= ${minPoints} and t - pft <= interval '15 minutes'))
        order by f.t`),

    /** Crossings of each geofence's edge between two reports, with whether an admin acknowledged them. */
    geofenceCrossings: (vehicleId: number, span: Span) =>
      run<{ geofenceId: number; name: string; t: string; at: string; inside: boolean; acknowledged: boolean }>(sql`
        with x as (
          select g.id gid, g.name, p.device_time t, haversine_km(g.latitude, g.longitude, p.latitude, p.longitude) * 1000 <= g.radius_meters inside
          from ${geofences} g cross join positions p
          where p.vehicle_id = ${vehicleId} and p.device_time >= ${startOf(span.from)} and p.device_time < ${endOf(span.to)}),
        y as (select *, lag(inside) over (partition by gid order by t) prev from x)
        select gid "geofenceId", name, ${isoText(sql`t`)} t, inside,
          exists (select 1 from ${geofenceAcknowledgements} a where a.geofence_id = gid and a.vehicle_id = ${vehicleId}
            and a.at = y.t and a.alert_type = case when inside then 'enter' else 'exit' end) acknowledged
        from y where prev is not null and prev <> inside order by y.t, gid`),

    /** The vehicles the fleet reports cover, by number. */
    activeVehicles: () =>
      db
        .select({ id: vehicles.id, vehicleNumber: vehicles.vehicleNumber })
        .from(vehicles)
        .where(eq(vehicles.isActive, true))
        .orderBy(asc(vehicles.vehicleNumber)),

    async trackingHealth(onlineSince: Date) {
      const [row] = await run<{ online: number; tracked: number; last: string | null }>(sql`
        select count(*) filter (where s.device_time > ${onlineSince.toISOString()}::timestamptz)::int online,
          count(*) filter (where v.tracker_id is not null)::int tracked, ${isoText(sql`max(s.device_time)`)} last
        from ${vehicles} v left join vehicle_states s on s.vehicle_id = v.id where v.is_active`);
      return row!;
    },

    listGeofences: () => db.select().from(geofences).orderBy(asc(geofences.name)),
    async addGeofence(values: typeof geofences.$inferInsert) {
      const [row] = await db.insert(geofences).values(values).returning();
      return row!;
    },
    removeGeofence: async (id: number) => (await db.delete(geofences).where(eq(geofences.id, id)).returning({ id: geofences.id })).length > 0,
    /** False when the geofence or the vehicle does not exist. */
    async acknowledge(values: typeof geofenceAcknowledgements.$inferInsert): Promise<boolean> {
      try {
        await db.insert(geofenceAcknowledgements).values(values).onConflictDoNothing();
        return true;
      } catch (error) {
        if (pgErrorCode(error) === FOREIGN_KEY_VIOLATION) return false;
        throw error;
      }
    },
  };
}
export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
