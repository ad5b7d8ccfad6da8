import { localInstant } from '../../contract/jerusalem-time.ts';

/**
 * A recorded morning of one vehicle with known answers (server/features/analytics/analytics.test.ts).
 * Local times on DAY (Jerusalem); every step north or south is 1/6 km along a meridian, so
 * distances add up exactly:
 * - 08:00–08:09:50 parked at START, a report every 10 s;
 * - 08:10:00–08:19:50 north at 60 km/h for 60 reports from START (100 km/h at 08:15:00–08:15:20,
 *   95 at 08:17:30), with a 90 km/h report at 08:12:02 (harsh acceleration) and a 20 km/h one at
 *   08:18:22 (harsh braking) in between;
 * - 08:20:00–08:24:50 parked 60 steps north (the garage); the fuel goes from 50 to 90 at 08:22;
 * - 08:25:00–08:29:50 south at 60 km/h for 30 reports; 08:30:00–08:31:00 parked 30 steps north
 *   of START; the fuel falls from 90 to 75 at 08:31.
 */
export const DAY = '2030-01-07';
export const START = { lat: 31.747, lon: 34.9881 };
/** 1/6 km of latitude on a sphere of the mean Earth radius (6371.0088 km). */
export const STEP_DEG = 1 / 6 / ((2 * Math.PI * 6371.0088) / 360);

export interface TrackPoint {
  deviceTime: Date;
  latitude: number;
  longitude: number;
  speedKmh: number;
  attributes: Record<string, number>;
}

const at = (hour: number, minute: number, second = 0) => new Date(localInstant(DAY, hour, minute).getTime() + second * 1000);
const pointAt = (time: Date, steps: number, speedKmh: number, fuel: number): TrackPoint => ({
  deviceTime: time,
  latitude: START.lat + steps * STEP_DEG,
  longitude: START.lon,
  speedKmh,
  attributes: { fuel },
});
const every10s = (from: Date, count: number) => Array.from({ length: count }, (_, i) => new Date(from.getTime() + i * 10_000));

export function recordedMorning(): TrackPoint[] {
  const points: TrackPoint[] = [];
  every10s(at(8, 0), 60).forEach((t) => points.push(pointAt(t, 0, 0, 50)));
  every10s(at(8, 10), 60).forEach((t, i) => points.push(pointAt(t, i, i >= 30 && i <= 32 ? 100 : i === 45 ? 95 : 60, 50)));
  points.push(pointAt(at(8, 12, 2), 12.2, 90, 50));
  points.push(pointAt(at(8, 18, 22), 50.2, 20, 50));
  every10s(at(8, 20), 30).forEach((t) => points.push(pointAt(t, 60, 0, t >= at(8, 22) ? 90 : 50)));
  every10s(at(8, 25), 30).forEach((t, i) => points.push(pointAt(t, 60 - i, 60, 90)));
  every10s(at(8, 30), 7).forEach((t) => points.push(pointAt(t, 30, 0, t >= at(8, 31) ? 75 : 90)));
  return points.sort((a, b) => a.deviceTime.getTime() - b.deviceTime.getTime());
}

/** A night of another vehicle: parked, a report every 5 minutes, but driving 02:00–02:29 (a report a minute, parked again at 02:30) and at 04:00 (until the 04:05 report). */
export function recordedNight(): TrackPoint[] {
  const points: TrackPoint[] = [];
  const start = localInstant(DAY, 22).getTime();
  const twoAm = start + 4 * 3_600_000;
  for (let t = start; t < start + 8 * 3_600_000; t += 300_000) if (t < twoAm || t >= twoAm + 30 * 60_000) points.push(pointAt(new Date(t), 0, 0, 60));
  for (let m = 0; m < 30; m++) points.push(pointAt(new Date(twoAm + m * 60_000), 1, 40, 60));
  const fourAm = start + 6 * 3_600_000;
  return points.map((p) => (p.deviceTime.getTime() === fourAm ? { ...p, speedKmh: 30 } : p)).sort((a, b) => a.deviceTime.getTime() - b.deviceTime.getTime());
}
