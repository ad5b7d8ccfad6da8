import { GAZETTEER } from './gazetteer.ts';

export interface Geocoder {
  /** A place people recognise for a position. */
  addressOf(latitude: number, longitude: number): string;
}

const EARTH_KM = 6371;
const rad = (d: number) => (d * Math.PI) / 180;

/** Great-circle distance in km. */
export function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const a = Math.sin(rad(lat2 - lat1) / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lon2 - lon1) / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.sqrt(a));
}

/**
 * Offline addresses from the gazetteer of the service area shipped with the app: the nearest
 * named place, or how far from it. No network is needed, so the live view never waits on one.
 */
export function createGazetteerGeocoder(places = GAZETTEER): Geocoder {
  return {
    addressOf(latitude, longitude) {
      let best = places[0]!;
      let km = Number.POSITIVE_INFINITY;
      for (const p of places) {
        const d = distanceKm(latitude, longitude, p.latitude, p.longitude);
        if (d < km) [best, km] = [p, d];
      }
      return km < 1 ? best.name : `${km.toFixed(1)} km from ${best.name}`;
    },
  };
}
