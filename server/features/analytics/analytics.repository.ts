import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { TIME_ZONE } from '../../../contract/constants.ts';
import { DRIVING_KMH, MAX_PLAUSIBLE_KMH, PLAUSIBLE_NEAR_KM } from '../../../contract/tracking.contract.ts';
import { rowsOf, type Database } from '../../db/client.ts';
import { FOREIGN_KEY_VIOLATION, pgErrorCode } from '../../db/pg-errors.ts';
import { geofenceAcknowledgements, geofences, vehicles } from '../../db/schema.ts';

/** Timestamps leave SQL as ISO text, so that both drivers give the same thing. */
const iso = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** [start, end) of Jerusalem days from..to, both included. */
export interface Span {
  from: string;
  to: string;
}
const startOf = (day: string) => sql`(${day}::date::timestamp at time zone ${TIME_ZONE})`;
const endOf = (day: string) => sql`((${day}::date + 1)::timestamp at time zone ${TIME_ZONE})`;

/** The fuel level (%) of a report, when its tracker sends one. */
const fuelLevel = sql`case when jsonb_typeof(attributes->'fuel') = 'number' then (attributes->>'fuel')::float8 end`;

/** One vehicle's positions in the span, in time order, with the previous report's values beside each. */
const track = (vehicleId: number, span: Span) => sql`
  select device_time t, latitude lat, longitude lon, coalesce(speed_kmh, 0) s,
    ${fuelLevel} fuel,
    lag(device_time) over w pt, lag(latitude) over w plat, lag(longitude) over w plon, lag(coalesce(speed_kmh, 0)) over w ps
  from ${plausiblePositions(sql`vehicle_id = ${vehicleId} and device_time >= ${startOf(span.from)} and device_time < ${endOf(span.to)}`)}
  window w as (order by device_time)`;

/** A segment counts towards distance unless the vehicle stood at both ends (GPS drift while parked). */
const segmentKm = sql`case when plat is null or (s <= ${DRIVING_KMH} and ps <= ${DRIVING_KMH}) then 0 else haversine_km(plat, plon, lat, lon) end`;

/**
 * Two fixes less than this many degrees apart in latitude and in longitude are nearer than
 * PLAUSIBLE_NEAR_KM anywhere on earth (a degree is at most 111.2 km, the diagonal √2 times that):
 * the great-circle distance, the cost of reading history, is left for the rare hop beyond.
 */
const NEAR_DEGREES = ((PLAUSIBLE_NEAR_KM / 111.2) * 0.99) / Math.SQRT2;

/** Whether the hop to the report before ('lag') or after ('lead') is one no vehicle can make (tracking.contract's limits). */
const jump = (neighbour: 'lag' | 'lead') => {
  const [lat, lon, time] = ['latitude', 'longitude', 'device_time'].map((column) => sql.raw(`${neighbour}(${column}) over w`));
  const km = sql`haversine_km(${lat}, ${lon}, latitude, longitude)`;
  const hours = sql`greatest(abs(extract(epoch from device_time - ${time})) / 3600, 1.0 / 3600)`;
  return sql`(case when abs(${lat} - latitude) < ${NEAR_DEGREES} and abs(${lon} - longitude) < ${NEAR_DEGREES} then false
    else ${km} > ${PLAUSIBLE_NEAR_KM} and ${km} / ${hours} > ${MAX_PLAUSIBLE_KMH} end)`;
};

/**
 * The stored positions that match `where`, less the bad fixes among them: a report far out of reach
 * of the reports on both sides of it (stored before ingestion refused such fixes, or let through
 * on a start) moves no figure.
 */
const plausiblePositions = (where: SQL) => sql`(
  select * from (
    select positions.*, ${jump('lag')} bad_before, ${jump('lead')} bad_after
    from positions where ${where}
    window w as (partition by vehicle_id order by device_time)) fixes
  where not (coalesce(bad_before, false) and coalesce(bad_after, true))) positions`;

export function createAnalyticsRepository(db: Database) {
  const run = async <T>(query: SQL): Promise<T[]> => rowsOf<T>(await db.execute(query));

  return {
    /** Runs above the limit: where the top speed was, when the run began and ended. */
    infractions: (vehicleId: number, span: Span, limitKmh: number) =>
      run<{ start: string; end: string; top: number; lat: number; lon: number }>(sql`
        with p as (${track(vehicleId, span)}),
        r as (select *, sum(case when s > ${limitKmh} and ps <= ${limitKmh} or s > ${limitKmh} and pt is null then 1 else 0 end) over (order by t) run from p)
        select ${iso(sql`min(t)`)} start, ${iso(sql`max(t)`)} "end", max(s) top,
          (array_agg(lat order by s desc, t))[1] lat, (array_agg(lon order by s desc, t))[1] lon
        from r where s > ${limitKmh} group by run order by min(t)`),

    /** Trips: moving reports (above DRIVING_KMH) with no gap of 5 minutes or more between them. */
    trips: (vehicleId: number, span: Span, stopMinutes: number) =>
      run<{ start: string; end: string; km: number; top: number; slat: number; slon: number; elat: number; elon: number; minutes: number }>(sql`
        with m as (
          select device_time t, latitude lat, longitude lon, speed_kmh s,
            lag(device_time) over w pt, lag(latitude) over w plat, lag(longitude) over w plon
          from ${plausiblePositions(sql`vehicle_id = ${vehicleId} and device_time >= ${startOf(span.from)} and device_time < ${endOf(span.to)}`)}
          where speed_kmh > ${DRIVING_KMH}
          window w as (order by device_time)),
        k as (select *, sum(case when pt is null or t - pt >= make_interval(mins => ${stopMinutes}) then 1 else 0 end) over (order by t) trip from m)
        select ${iso(sql`min(t)`)} start, ${iso(sql`max(t)`)} "end", extract(epoch from max(t) - min(t))::float8 / 60 minutes,
          coalesce(sum(case when t - pt < make_interval(mins => ${stopMinutes}) then haversine_km(plat, plon, lat, lon) end), 0) km, max(s) top,
          (array_agg(lat order by t))[1] slat, (array_agg(lon order by t))[1] slon, (array_agg(lat order by t desc))[1] elat, (array_agg(lon order by t desc))[1] elon
        from k group by trip having count(*) > 1 order by min(t)`),

    /** km per Jerusalem day, every day of the span (0 when it stood). */
    dailyKm: (vehicleId: number, span: Span) =>
      run<{ day: string; km: number }>(sql`
        with p as (${track(vehicleId, span)}),
        d as (select (t at time zone ${TIME_ZONE})::date local_day, sum(${segmentKm}) km from p group by 1)
        select g::date::text "day", coalesce(d.km, 0)::float8 km
        from generate_series(${span.from}::date::timestamp, ${span.to}::date::timestamp, interval '1 day') g left join d on d.local_day = g::date
        order by g`),

    /** Distance, top speed and the changes of speed between close reports (for harsh driving). */
    driving: async (vehicleId: number, span: Span, harshAccel: number, harshBrake: number) => {
      const [row] = await run<{ km: number; top: number; accelerations: number; brakings: number }>(sql`
        with p as (${track(vehicleId, span)}),
        a as (select *, case when pt is not null and t > pt and t - pt <= interval '10 seconds' then (s - ps) / 3.6 / extract(epoch from t - pt)::float8 end acc from p)
        select coalesce(sum(${segmentKm}), 0)::float8 km, coalesce(max(s), 0)::float8 top,
          count(*) filter (where acc > ${harshAccel})::int accelerations, count(*) filter (where acc < ${-harshBrake})::int brakings
        from a`);
      return row!;
    },

    /** Rises of the fuel level (refuels) and sharp falls within 15 minutes (leak or theft). */
    fuelChanges: (vehicleId: number, span: Span, minPoints: number) =>
      run<{ t: string; lat: number; lon: number; before: number; after: number }>(sql`
        with f as (
          select t, lat, lon, fuel, lag(fuel) over w pf, lag(t) over w pft
          from (${track(vehicleId, span)}) p where fuel is not null window w as (order by t))
        select ${iso(sql`t`)} t, lat, lon, pf before, fuel after from f
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
        select gid "geofenceId", name, ${iso(sql`t`)} t, inside,
          exists (select 1 from ${geofenceAcknowledgements} a where a.geofence_id = gid and a.vehicle_id = ${vehicleId}
            and a.at = y.t and a.alert_type = case when inside then 'enter' else 'exit' end) acknowledged
        from y where prev is not null and prev <> inside order by y.t, gid`),

    /** Each active vehicle's movement in [start, end): minutes moving (a report counts until the next, at most 5 minutes) and separate movements. */
    nightMovement: (start: Date, end: Date) =>
      run<{ vehicleId: number; vehicleNumber: string; minutes: number; runs: number }>(sql`
        with p as (
          select vehicle_id v, device_time t, coalesce(speed_kmh, 0) s,
            lead(device_time) over w nt, lag(coalesce(speed_kmh, 0)) over w ps
          from positions where device_time >= ${start.toISOString()}::timestamptz and device_time < ${end.toISOString()}::timestamptz
          window w as (partition by vehicle_id order by device_time)),
        m as (
          select v, sum(case when s > ${DRIVING_KMH} then extract(epoch from least(coalesce(nt, ${end.toISOString()}::timestamptz), t + interval '5 minutes', ${end.toISOString()}::timestamptz) - t)::float8 else 0 end) / 60 minutes,
            count(*) filter (where s > ${DRIVING_KMH} and coalesce(ps, 0) <= ${DRIVING_KMH})::int runs
          from p group by v)
        select ${vehicles.id} "vehicleId", ${vehicles.vehicleNumber} "vehicleNumber", coalesce(m.minutes, 0)::float8 minutes, coalesce(m.runs, 0)::int runs
        from ${vehicles} left join m on m.v = ${vehicles.id} where ${vehicles.isActive} order by ${vehicles.vehicleNumber}`),

    /** Per active vehicle over the span: km driven and fuel points used (falls of the level, refuels left out). */
    fleetUse: (span: Span) =>
      run<{ vehicleId: number; vehicleNumber: string; km: number; fuelPoints: number }>(sql`
        with p as (
          select vehicle_id v, latitude lat, longitude lon, coalesce(speed_kmh, 0) s,
            ${fuelLevel} fuel,
            lag(latitude) over w plat, lag(longitude) over w plon, lag(coalesce(speed_kmh, 0)) over w ps,
            lag(${fuelLevel}) over w pf
          from ${plausiblePositions(sql`device_time >= ${startOf(span.from)} and device_time < ${endOf(span.to)}`)}
          window w as (partition by vehicle_id order by device_time)),
        u as (select v, sum(${segmentKm}) km, sum(case when pf > fuel then pf - fuel else 0 end) fuel_points from p group by v)
        select ${vehicles.id} "vehicleId", ${vehicles.vehicleNumber} "vehicleNumber", coalesce(u.km, 0)::float8 km, coalesce(u.fuel_points, 0)::float8 "fuelPoints"
        from ${vehicles} left join u on u.v = ${vehicles.id} where ${vehicles.isActive} order by ${vehicles.vehicleNumber}`),

    async trackingHealth(onlineSince: Date) {
      const [row] = await run<{ online: number; tracked: number; last: string | null }>(sql`
        select count(*) filter (where s.device_time > ${onlineSince.toISOString()}::timestamptz)::int online,
          count(*) filter (where v.tracker_id is not null)::int tracked, ${iso(sql`max(s.device_time)`)} last
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
