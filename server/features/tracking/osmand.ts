/**
 * The OsmAnd protocol that Traccar Client and many hardware trackers speak: query or form
 * parameters, or the JSON body of newer Traccar Client versions. Units are normalised here:
 * speed to km/h, battery to percent, time to a Date. What Traccar itself accepts is accepted:
 * -1 for a value the device does not know, repeated parameters, reports without a fix.
 */
export type Attributes = Record<string, string | number | boolean | string[]>;

/** Who reported, and the telemetry that came with it: every report has this much. */
export interface Sighting {
  deviceId: string;
  secret: string | null;
  attributes: Attributes;
}

/** A report with a position fix: the only kind that is stored as a position. */
export interface Report extends Sighting {
  deviceTime: Date;
  latitude: number;
  longitude: number;
  speedKmh: number | null;
  bearing: number | null;
  altitude: number | null;
  accuracy: number | null;
  battery: number | null;
}

export const hasFix = (sighting: Sighting | Report): sighting is Report => 'latitude' in sighting;

export class ReportError extends Error {}

const KNOTS_TO_KMH = 1.852;
const MS_TO_KMH = 3.6;
/** A device clock this far ahead is believed; further ahead, the report is refused (Traccar's future filter). */
export const FUTURE_TOLERANCE_MS = 5 * 60_000;
/** Keys the protocol defines; anything else is a telemetry attribute (ignition, fuel, odometer…). */
const KNOWN = new Set([
  'id',
  'deviceid',
  'device_id',
  'secret',
  'lat',
  'lon',
  'location',
  'timestamp',
  'speed',
  'bearing',
  'heading',
  'altitude',
  'accuracy',
  'batt',
  'hdop',
  'valid',
]);

/** A string or number as text; anything else (an object in JSON, say) as nothing. */
const text = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
/** A repeated parameter (cell=…&cell=…) counts by its first value where one value is meant. */
const single = (value: unknown): unknown => (Array.isArray(value) ? value[0] : value);

const num = (value: unknown, name: string): number | null => {
  if (value === undefined || value === null || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) throw new ReportError(`${name} must be a number`);
  return n;
};
/** Speed, heading, accuracy and battery are never negative: devices send -1 for "unknown". */
const known = (n: number | null): number | null => (n === null || n < 0 ? null : n);

function timeOf(value: unknown, now: Date): Date {
  if (value === undefined || value === null || value === '') return now;
  const written = text(value);
  const date = /^\d+(\.\d+)?$/.test(written) ? new Date(Number(written) < 1e11 ? Number(written) * 1000 : Number(written)) : new Date(written || 'invalid');
  if (Number.isNaN(date.getTime())) throw new ReportError('timestamp must be Unix seconds or milliseconds, or an ISO 8601 date');
  return date;
}

/** "true"/"false" and numbers as such; other text stays text; repeated values stay a list. */
/** What a report may keep of attributes MedFleet does not know: a device cannot store a megabyte a report. */
export const ATTRIBUTE_LIMITS = { count: 32, keyLength: 64, valueLength: 256, listItems: 8 };

/** The report's other parameters as attributes, within ATTRIBUTE_LIMITS (the rest left out, long texts cut). */
function otherAttributes(p: Record<string, unknown>): Attributes {
  const kept = Object.entries(p).filter(([k]) => !KNOWN.has(k) && k.length <= ATTRIBUTE_LIMITS.keyLength);
  return Object.fromEntries(kept.slice(0, ATTRIBUTE_LIMITS.count).map(([k, v]) => [k, attributeValue(v)]));
}

const capped = (value: string) => value.slice(0, ATTRIBUTE_LIMITS.valueLength);

function attributeValue(value: unknown): string | number | boolean | string[] {
  if (Array.isArray(value)) return value.slice(0, ATTRIBUTE_LIMITS.listItems).map((v) => capped(text(v)));
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  const written = text(value);
  if (written === 'true' || written === 'false') return written === 'true';
  return written !== '' && Number.isFinite(Number(written)) ? Number(written) : capped(written);
}

function inRange(n: number | null, name: string, min: number, max: number): number | null {
  if (n !== null && (n < min || n > max)) throw new ReportError(`${name} must be between ${min} and ${max}`);
  return n;
}

/** lat/lon, or location=lat,lon; null when the device has no fix (none sent, valid=false, or 0,0). */
function coordinatesOf(p: Record<string, unknown>): { lat: number; lon: number } | null {
  let [lat, lon] = [num(single(p.lat), 'lat'), num(single(p.lon), 'lon')];
  const location = single(p.location);
  if ((lat === null || lon === null) && typeof location === 'string' && location !== '') {
    const parts = location.split(',');
    if (parts.length !== 2) throw new ReportError('location must be lat,lon');
    [lat, lon] = [num(parts[0], 'lat'), num(parts[1], 'lon')];
  }
  const valid = text(single(p.valid)).toLowerCase();
  if (lat === null || lon === null || valid === 'false' || valid === '0' || (lat === 0 && lon === 0)) return null;
  return { lat, lon };
}

/** The report in query or form parameters (both OsmAnd variants: lat/lon or location=lat,lon). */
export function fromParameters(p: Record<string, unknown>, now: Date): Sighting | Report {
  const deviceId = text(single(p.id ?? p.deviceid)).trim();
  if (!deviceId) throw new ReportError('id (the device identifier) is required');
  const secret = single(p.secret);
  const sighting: Sighting = {
    deviceId,
    secret: typeof secret === 'string' ? secret : null,
    attributes: otherAttributes(p),
  };
  const at = coordinatesOf(p);
  if (!at) return sighting;
  const knots = known(num(single(p.speed), 'speed'));
  return checked(
    {
      ...sighting,
      deviceTime: timeOf(single(p.timestamp), now),
      latitude: at.lat,
      longitude: at.lon,
      speedKmh: knots === null ? null : knots * KNOTS_TO_KMH,
      bearing: known(num(single(p.bearing ?? p.heading), 'bearing')),
      altitude: num(single(p.altitude), 'altitude'),
      accuracy: known(num(single(p.accuracy), 'accuracy')),
      battery: known(num(single(p.batt), 'batt')),
    },
    now,
  );
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

/** The JSON body of Traccar Client 9+: speed in m/s, battery level 0 to 1; the secret may ride in the URL's query. */
export function fromTraccarJson(body: TraccarJson, query: Record<string, unknown>, now: Date): Sighting | Report {
  const deviceId = text(body.device_id).trim();
  if (!deviceId) throw new ReportError('device_id is required');
  const location = body.location;
  const coords = location?.coords;
  const attributes: Attributes = {};
  if (typeof location?.is_moving === 'boolean') attributes.motion = location.is_moving;
  if (typeof location?.battery?.is_charging === 'boolean') attributes.charge = location.battery.is_charging;
  const odometer = num(location?.odometer, 'location.odometer');
  if (odometer !== null) attributes.odometer = odometer;
  const secret = typeof body.secret === 'string' ? body.secret : single(query.secret);
  const sighting: Sighting = { deviceId, secret: typeof secret === 'string' ? secret : null, attributes };
  const lat = num(coords?.latitude, 'location.coords.latitude');
  const lon = num(coords?.longitude, 'location.coords.longitude');
  if (lat === null || lon === null || (lat === 0 && lon === 0)) return sighting;
  const ms = known(num(coords?.speed, 'location.coords.speed'));
  const level = known(num(location?.battery?.level, 'location.battery.level'));
  return checked(
    {
      ...sighting,
      deviceTime: timeOf(location?.timestamp, now),
      latitude: lat,
      longitude: lon,
      speedKmh: ms === null ? null : ms * MS_TO_KMH,
      bearing: known(num(coords?.heading, 'location.coords.heading')),
      altitude: num(coords?.altitude, 'location.coords.altitude'),
      accuracy: known(num(coords?.accuracy, 'location.coords.accuracy')),
      battery: level === null ? null : level * 100,
    },
    now,
  );
}

/** Values a real vehicle can report; anything else is a broken or forged report (400). */
function checked(r: Report, now: Date): Report {
  inRange(r.latitude, 'lat', -90, 90);
  inRange(r.longitude, 'lon', -180, 180);
  inRange(r.speedKmh, 'speed', 0, 500);
  inRange(r.battery, 'batt', 0, 100);
  inRange(r.bearing, 'bearing', 0, 360);
  inRange(r.altitude, 'altitude', -1000, 20_000);
  inRange(r.accuracy, 'accuracy', 0, 1_000_000);
  if (r.deviceTime.getTime() > now.getTime() + FUTURE_TOLERANCE_MS) {
    throw new ReportError(`timestamp is ${Math.round((r.deviceTime.getTime() - now.getTime()) / 60_000)} minutes in the future: check the device's clock`);
  }
  if (r.deviceTime.getFullYear() < 2000) throw new ReportError('timestamp is before the year 2000');
  return r;
}
