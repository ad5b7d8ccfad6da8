/**
 * The OsmAnd protocol that Traccar Client and many hardware trackers speak: query or form
 * parameters, or the JSON body of newer Traccar Client versions. Units are normalised here:
 * speed to km/h, battery to percent, time to a Date.
 */
export interface Report {
  deviceId: string;
  secret: string | null;
  deviceTime: Date;
  latitude: number;
  longitude: number;
  speedKmh: number | null;
  bearing: number | null;
  altitude: number | null;
  accuracy: number | null;
  battery: number | null;
  attributes: Record<string, string | number | boolean>;
}

export class ReportError extends Error {}

const KNOTS_TO_KMH = 1.852;
const MS_TO_KMH = 3.6;
/** Keys the protocol defines; anything else is a telemetry attribute (ignition, fuel, odometer…). */
const KNOWN = new Set(['id', 'deviceid', 'device_id', 'secret', 'lat', 'lon', 'location', 'timestamp', 'speed', 'bearing', 'heading', 'altitude', 'accuracy', 'batt', 'hdop']);

/** A string or number as text; anything else (an object in JSON, say) as nothing. */
const text = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

const num = (value: unknown, name: string): number | null => {
  if (value === undefined || value === null || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) throw new ReportError(`${name} must be a number`);
  return n;
};

function timeOf(value: unknown, now: Date): Date {
  if (value === undefined || value === null || value === '') return now;
  const written = text(value);
  const date = /^\d+(\.\d+)?$/.test(written) ? new Date(Number(written) < 1e11 ? Number(written) * 1000 : Number(written)) : new Date(written || 'invalid');
  if (Number.isNaN(date.getTime())) throw new ReportError('timestamp must be Unix seconds or milliseconds, or an ISO 8601 date');
  return date;
}

/** "true"/"false" and numbers as such; other text stays text. */
function attributeValue(value: unknown): string | number | boolean {
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  const written = text(value);
  if (written === 'true' || written === 'false') return written === 'true';
  return written !== '' && Number.isFinite(Number(written)) ? Number(written) : written;
}

function inRange(n: number | null, name: string, min: number, max: number): number | null {
  if (n !== null && (n < min || n > max)) throw new ReportError(`${name} must be between ${min} and ${max}`);
  return n;
}

/** The report in query or form parameters (both OsmAnd variants: lat/lon or location=lat,lon). */
export function fromParameters(p: Record<string, unknown>, now: Date): Report {
  const deviceId = text(p.id ?? p.deviceid).trim();
  if (!deviceId) throw new ReportError('id (the device identifier) is required');
  let [lat, lon] = [num(p.lat, 'lat'), num(p.lon, 'lon')];
  if ((lat === null || lon === null) && typeof p.location === 'string') {
    const parts = p.location.split(',');
    if (parts.length !== 2) throw new ReportError('location must be lat,lon');
    [lat, lon] = [num(parts[0], 'lat'), num(parts[1], 'lon')];
  }
  if (lat === null || lon === null) throw new ReportError('lat and lon (or location=lat,lon) are required');
  const knots = num(p.speed, 'speed');
  const attributes = Object.fromEntries(Object.entries(p).filter(([k]) => !KNOWN.has(k)).map(([k, v]) => [k, attributeValue(v)]));
  return checked({
    deviceId,
    secret: typeof p.secret === 'string' ? p.secret : null,
    deviceTime: timeOf(p.timestamp, now),
    latitude: lat,
    longitude: lon,
    speedKmh: knots === null ? null : knots * KNOTS_TO_KMH,
    bearing: num(p.bearing ?? p.heading, 'bearing'),
    altitude: num(p.altitude, 'altitude'),
    accuracy: num(p.accuracy, 'accuracy'),
    battery: num(p.batt, 'batt'),
    attributes,
  }, now);
}

interface TraccarJson {
  device_id?: unknown;
  secret?: unknown;
  location?: {
    timestamp?: unknown;
    coords?: { latitude?: unknown; longitude?: unknown; speed?: unknown; heading?: unknown; altitude?: unknown; accuracy?: unknown };
    battery?: { level?: unknown; is_charging?: unknown };
    is_moving?: unknown;
    odometer?: unknown;
  };
}

/** The JSON body of Traccar Client 9+: speed in m/s, battery level 0 to 1. */
export function fromTraccarJson(body: TraccarJson, now: Date): Report {
  const deviceId = text(body.device_id).trim();
  if (!deviceId) throw new ReportError('device_id is required');
  const location = body.location;
  const coords = location?.coords;
  const lat = num(coords?.latitude, 'location.coords.latitude');
  const lon = num(coords?.longitude, 'location.coords.longitude');
  if (lat === null || lon === null) throw new ReportError('location.coords.latitude and longitude are required');
  const ms = num(coords?.speed, 'location.coords.speed');
  const level = num(location?.battery?.level, 'location.battery.level');
  const attributes: Record<string, string | number | boolean> = {};
  if (typeof location?.is_moving === 'boolean') attributes.motion = location.is_moving;
  if (typeof location?.battery?.is_charging === 'boolean') attributes.charge = location.battery.is_charging;
  const odometer = num(location?.odometer, 'location.odometer');
  if (odometer !== null) attributes.odometer = odometer;
  return checked({
    deviceId,
    secret: typeof body.secret === 'string' ? body.secret : null,
    deviceTime: timeOf(location?.timestamp, now),
    latitude: lat,
    longitude: lon,
    // Traccar Client sends -1 when the speed is unknown.
    speedKmh: ms === null || ms < 0 ? null : ms * MS_TO_KMH,
    bearing: num(coords?.heading, 'location.coords.heading'),
    altitude: num(coords?.altitude, 'location.coords.altitude'),
    accuracy: num(coords?.accuracy, 'location.coords.accuracy'),
    battery: level === null || level < 0 ? null : level * 100,
    attributes,
  }, now);
}

/** Values a real vehicle can report; anything else is a broken or forged report (400). */
function checked(r: Report, now: Date): Report {
  inRange(r.latitude, 'lat', -90, 90);
  inRange(r.longitude, 'lon', -180, 180);
  inRange(r.speedKmh, 'speed', 0, 500);
  inRange(r.battery, 'batt', 0, 100);
  if (r.bearing !== null) inRange(r.bearing, 'bearing', 0, 360);
  if (r.deviceTime.getTime() > now.getTime() + 86_400_000) throw new ReportError('timestamp is more than a day in the future');
  if (r.deviceTime.getFullYear() < 2000) throw new ReportError('timestamp is before the year 2000');
  return r;
}
