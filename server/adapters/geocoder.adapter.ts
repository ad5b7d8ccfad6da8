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
/** How far from its nearest named place an address is still given as a distance from it. */
const SERVICE_AREA_KM = 50;

export function createGazetteerGeocoder(places = GAZETTEER): Geocoder {
  return {
    addressOf(latitude, longitude) {
      let best = places[0]!;
      let km = Number.POSITIVE_INFINITY;
      for (const p of places) {
        const d = distanceKm(latitude, longitude, p.latitude, p.longitude);
        if (d < km) [best, km] = [p, d];
      }
      if (km < 1) return best.name;
      // Beyond the service area a named place says nothing ('3348.8 km from Latrun junction'): the coordinates do.
      return km <= SERVICE_AREA_KM ? `${km.toFixed(1)} km from ${best.name}` : `${latitude.toFixed(4)}, ${longitude.toFixed(4)}`;
    },
  };
}
