import { MAX_PLAUSIBLE_KMH, PLAUSIBLE_NEAR_KM } from '../../../contract/tracking.contract.ts';
import { distanceKm } from '../../adapters/geocoder.adapter.ts';

/** Refused fixes in a row that agree with each other: the device did move, and the fix kept before was the bad one. */
const AGREEING_REFUSALS = 3;

interface Fix {
  deviceTime: Date;
  latitude: number;
  longitude: number;
}

const plausible = (a: Fix, b: Fix) => {
  const km = distanceKm(a.latitude, a.longitude, b.latitude, b.longitude);
  const hours = Math.max(Math.abs(b.deviceTime.getTime() - a.deviceTime.getTime()), 1000) / 3_600_000;
  return km <= PLAUSIBLE_NEAR_KM || km / hours <= MAX_PLAUSIBLE_KMH;
};

/**
 * Keeps a vehicle's live position and mileage plausible: a fix the vehicle cannot have reached
 * from its last kept one is refused, unless several refused fixes in a row agree with each other.
 * Kept per instance (a tracker reports to one), so the first fix after a start is taken as it is.
 */
export function createPlausibilityFilter() {
  const kept = new Map<number, Fix>();
  const refused = new Map<number, Fix[]>();
  return {
    accepts(vehicleId: number, fix: Fix): boolean {
      const last = kept.get(vehicleId);
      const run = refused.get(vehicleId) ?? [];
      if (last && !plausible(last, fix)) {
        const agreeing = run.length && plausible(run.at(-1)!, fix) ? [...run, fix] : [fix];
        if (agreeing.length < AGREEING_REFUSALS) {
          refused.set(vehicleId, agreeing);
          return false;
        }
      }
      kept.set(vehicleId, { deviceTime: fix.deviceTime, latitude: fix.latitude, longitude: fix.longitude });
      refused.delete(vehicleId);
      return true;
    },
  };
}
