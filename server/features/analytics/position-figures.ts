import { sql, type SQL } from 'drizzle-orm';
import { TIME_ZONE } from '../../../contract/constants.ts';
import { FILL_RISE } from '../../../contract/fuel.contract.ts';
import { DRIVING_KMH, MAX_PLAUSIBLE_KMH, PLAUSIBLE_NEAR_KM } from '../../../contract/tracking.contract.ts';

/** The SQL of the figures read from positions, shared by the live reports and the daily roll-up (docs/decisions/014, 025). */

/** [start, end) of Jerusalem days from..to, both included. */
export interface Span {
  from: string;
  to: string;
}
export const startOf = (day: string) => sql`(${day}::date::timestamp at time zone ${TIME_ZONE})`;
export const endOf = (day: string) => sql`((${day}::date + 1)::timestamp at time zone ${TIME_ZONE})`;
/** An instant as ISO text (`…T08:15:00.000Z`), so that both drivers give the same thing. */
export const isoText = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The fuel level (%) of a report, when its tracker sends one. */
const fuelLevel = sql`case when jsonb_typeof(attributes->'fuel') = 'number' then (attributes->>'fuel')::float8 end`;

/** One vehicle's positions in the span, in time order, with the previous report's values beside each. */
export const track = (vehicleId: number, span: Span) => sql`
  select device_time t, latitude lat, longitude lon, speed s, fuel,
    lag(device_time) over w pt, lag(latitude) over w plat, lag(longitude) over w plon, lag(speed) over w ps
  from ${plausiblePositions(sql`vehicle_id = ${vehicleId} and device_time >= ${startOf(span.from)} and device_time < ${endOf(span.to)}`)}
  window w as (order by device_time)`;

/** A segment counts towards distance unless the vehicle stood at both ends (GPS drift while parked). */
export const segmentKm = sql`case when plat is null or (s <= ${DRIVING_KMH} and ps <= ${DRIVING_KMH}) then 0 else haversine_km(plat, plon, lat, lon) end`;

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

/** Night rest (reposo nocturno): 22:00 of the date to 06:00 the next morning, Jerusalem time. */
export const NIGHT_START_HOUR = 22;
export const NIGHT_END_HOUR = 6;

/** A position's Jerusalem day. */
const localDay = sql`(device_time at time zone ${TIME_ZONE})::date`;

/**
 * The stored positions that match `where`, less the bad fixes among them: a report far out of reach
 * of the reports on both sides of it (stored before ingestion refused such fixes, or let through
 * on a start) moves no figure. `byDay`: each vehicle's Jerusalem day on its own (a day's figures
 * are then the same read live or rolled up), with the day as `local_day`.
 */
export const plausiblePositions = (where: SQL, { byDay = false, source = sql`positions` }: { byDay?: boolean; source?: SQL } = {}) => sql`(
  select * from (
    select *, ${jump('lag')} bad_before, ${jump('lead')} bad_after from (
      -- Only what the figures read, each computed once: the jsonb of attributes never travels through the windows.
      select vehicle_id, device_time, latitude, longitude, coalesce(speed_kmh, 0) speed, ${fuelLevel} fuel${byDay ? sql`, ${localDay} local_day` : sql``}
      from ${source} where ${where}) read
    window w as (partition by vehicle_id${byDay ? sql`, local_day` : sql``} order by device_time)) fixes
  where not (coalesce(bad_before, false) and coalesce(bad_after, true))) positions`;

/** The UTC hour a moment falls in, whatever the session's time zone. */
const utcHour = (moment: SQL) => sql`(date_trunc('hour', ${moment} at time zone 'UTC') at time zone 'UTC')`;

const COLUMNS = sql.raw('vehicle_id, device_time, latitude, longitude, speed_kmh, attributes');

/**
 * The positions of [from, to) of the vehicles `vehicles` picks (a condition on `v.id`) with each
 * one's two reports before `from` and its first after `to` (within a day): the hop into the span's
 * first report and the bad-fix test at its edges are then those of the whole day.
 */
const withNeighbours = (from: SQL, to: SQL, vehicles: SQL) => sql`(
  select ${COLUMNS} from positions p where p.device_time >= ${from} and p.device_time < ${to}
    and p.vehicle_id in (select v.id from vehicles v where ${vehicles})
  union all
  select before.* from vehicles v cross join lateral (
    select ${COLUMNS} from positions p where p.vehicle_id = v.id and p.device_time < ${from} and p.device_time >= ${from} - interval '1 day'
    order by p.device_time desc limit 2) before where ${vehicles}
  union all
  select after.* from vehicles v cross join lateral (
    select ${COLUMNS} from positions p where p.vehicle_id = v.id and p.device_time >= ${to} and p.device_time < ${to} + interval '1 day'
    order by p.device_time limit 1) after where ${vehicles}) positions`;

/** m/s² between reports at most 10 s apart: beyond these, harsh acceleration or braking (docs/decisions/014). */
export const HARSH_ACCELERATION = 3;
export const HARSH_BRAKING = 3.5;

/**
 * Every position of [from, to) of the vehicles `vehicles` picks (a condition on `v.id`), with the
 * values of the report before it on its Jerusalem day beside it (`pt`, `plat`, `plon`, `ps`, `pf`):
 * each day is read on its own (the hop from the day before's last report is not the day's), and an
 * hour's figures are those of its day read whole.
 */
export const dayTrack = (from: Date, to: Date, vehicles: SQL = sql`true`) => {
  const [start, end] = [sql`${from.toISOString()}::timestamptz`, sql`${to.toISOString()}::timestamptz`];
  return sql`
    select * from (
      select vehicle_id v, local_day d, device_time t, latitude lat, longitude lon, speed s, fuel,
        lag(device_time) over w pt, lag(latitude) over w plat, lag(longitude) over w plon, lag(speed) over w ps, lag(fuel) over w pf
      from ${plausiblePositions(sql`true`, { byDay: true, source: withNeighbours(start, end, vehicles) })}
      window w as (partition by vehicle_id, local_day order by device_time)) p
    where t >= ${start} and t < ${end}`;
};

/** The change of speed from the report before in m/s², when that report is at most 10 s before. */
const acceleration = sql`case when pt is not null and t > pt and t - pt <= interval '10 seconds' then (s - ps) / 3.6 / extract(epoch from t - pt)::float8 end`;
/** A report that begins a run above the limit (the first report of a day does when it is above). */
const startsRun = (limitKmh: number) => sql`(s > ${limitKmh} and (pt is null or ps <= ${limitKmh}))`;

/**
 * Per vehicle (`v`), Jerusalem day (`d`) and UTC hour (`h`) of a `dayTrack`: km, points of fuel
 * used (its falls; refuels left out), the top speed, harsh accelerations and brakings, and the runs
 * above the limit that begin in the hour.
 */
export const hourFiguresOf = (track: SQL, limitKmh: number) => sql`
  select v, d, ${utcHour(sql`t`)} h, sum(${segmentKm}) km, sum(case when pf > fuel then pf - fuel else 0 end) fuel_points, max(s) top_kmh,
    count(*) filter (where acc > ${HARSH_ACCELERATION})::int accelerations, count(*) filter (where acc < ${-HARSH_BRAKING})::int brakings,
    count(*) filter (where ${startsRun(limitKmh)})::int speeding_runs
  from (select *, ${acceleration} acc from ${track}) p
  group by v, d, h`;

/** Per vehicle (`v`) and UTC hour (`h`) of a `dayTrack`: each rise of the fuel level of FILL_RISE or more from the report before (a fill). */
export const fuelRisesOf = (track: SQL) => sql`
  select v, ${utcHour(sql`t`)} h, pt from_at, t "at", fuel - pf rise from ${track} where fuel - pf >= ${FILL_RISE}`;

/**
 * The parts of runs above the limit, per vehicle (`v`) and UTC hour (`h`) of a `dayTrack`: first and
 * last report, top speed and where it was (the first place of it), and whether the part goes on
 * from the report before (a run over an hour's edge is a part in each hour).
 */
export const speedingPartsOf = (track: SQL, limitKmh: number) => sql`
  select v, h, min(t) starts, max(t) ends, max(s) top_kmh, (array_agg(lat order by s desc, t))[1] latitude,
    (array_agg(lon order by s desc, t))[1] longitude, not bool_or(begins) continued
  from (
    select v, t, lat, lon, s, ${utcHour(sql`t`)} h, ${startsRun(limitKmh)} begins,
      sum(case when ${startsRun(limitKmh)} then 1 else 0 end) over (partition by v, d order by t) run
    from ${track}) p
  where s > ${limitKmh}
  group by v, h, run`;

/**
 * The positions an hour's figures may depend on, counted when it is rolled up: those of its
 * Jerusalem day until its end and the half hour after. A late report among them changes the count.
 */
export const hourDependsOn = (hour: SQL) =>
  sql`device_time >= ((${hour} at time zone ${TIME_ZONE})::date::timestamp at time zone ${TIME_ZONE}) and device_time < ${hour} + interval '90 minutes'`;

/** Per vehicle (`v`) of those `where` picks, moving in [start, end): minutes (a report counts until the next, at most 5 minutes) and separate movements. */
export const nightFigures = (start: Date, end: Date, where: SQL = sql`true`) => {
  const [from, to] = [sql`${start.toISOString()}::timestamptz`, sql`${end.toISOString()}::timestamptz`];
  return sql`
    select v, sum(case when s > ${DRIVING_KMH} then extract(epoch from least(coalesce(nt, ${to}), t + interval '5 minutes', ${to}) - t)::float8 else 0 end) / 60 minutes,
      count(*) filter (where s > ${DRIVING_KMH} and coalesce(ps, 0) <= ${DRIVING_KMH})::int runs
    from (
      select vehicle_id v, device_time t, coalesce(speed_kmh, 0) s, lead(device_time) over w nt, lag(coalesce(speed_kmh, 0)) over w ps
      from positions where device_time >= ${from} and device_time < ${to} and ${where}
      window w as (partition by vehicle_id order by device_time)) p
    group by v`;
};
