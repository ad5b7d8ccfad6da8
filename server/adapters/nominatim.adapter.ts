import type { Geocoder } from './geocoder.adapter.ts';

interface Options {
  /** Base URL of a Nominatim-compatible service (its /reverse endpoint is called). */
  url: string;
  /** Answers while the service has not answered for a place yet, or cannot. */
  fallback: Geocoder;
  /** Nominatim's usage policy asks for at most one request a second. */
  minIntervalMs?: number;
  userAgent: string;
  onError?: (error: unknown) => void;
}

/** Positions within ~100 m share an address (3 decimals of a degree). */
const keyOf = (latitude: number, longitude: number) => `${latitude.toFixed(3)},${longitude.toFixed(3)}`;
const CACHE_SIZE = 10_000;
/** A place the service failed for is not asked again for this long. */
const RETRY_AFTER_MS = 5 * 60_000;
const TIMEOUT_MS = 5_000;

/** "Herzl St 5, Beit Shemesh, Jerusalem District, Israel" → its first three parts. */
const shorten = (displayName: string) =>
  displayName
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .slice(0, 3)
    .join(', ');

/**
 * Addresses from a Nominatim-compatible service (GEOCODER_URL), never waited on: a place not
 * known yet gets the offline answer at once and is looked up in the background, one request at
 * a time, so the next read of that place has the service's address.
 */
export function createNominatimGeocoder({ url, fallback, minIntervalMs = 1_000, userAgent, onError = () => undefined }: Options) {
  const known = new Map<string, string>();
  const failedUntil = new Map<string, number>();
  const queue: { key: string; latitude: number; longitude: number }[] = [];
  const queued = new Set<string>();
  let working: Promise<void> | undefined;
  let closed = false;

  async function lookUp(latitude: number, longitude: number): Promise<string | undefined> {
    const address = new URL('reverse', url.endsWith('/') ? url : `${url}/`);
    address.search = new URLSearchParams({ format: 'jsonv2', lat: String(latitude), lon: String(longitude), zoom: '17', addressdetails: '0' }).toString();
    const response = await fetch(address, { headers: { 'user-agent': userAgent, 'accept-language': 'en' }, signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (!response.ok) throw new Error(`geocoder answered ${response.status}`);
    const body = (await response.json()) as { display_name?: unknown };
    return typeof body.display_name === 'string' && body.display_name.trim() ? shorten(body.display_name) : undefined;
  }

  function remember(key: string, address: string) {
    if (known.size >= CACHE_SIZE) known.delete(known.keys().next().value!);
    known.set(key, address);
  }

  async function drain(): Promise<void> {
    while (queue.length && !closed) {
      const next = queue.shift()!;
      try {
        const address = await lookUp(next.latitude, next.longitude);
        if (address) remember(next.key, address);
        else failedUntil.set(next.key, Date.now() + RETRY_AFTER_MS);
      } catch (error) {
        failedUntil.set(next.key, Date.now() + RETRY_AFTER_MS);
        onError(error);
      } finally {
        queued.delete(next.key);
      }
      if (queue.length) await new Promise((resolve) => setTimeout(resolve, minIntervalMs).unref());
    }
    working = undefined;
  }

  return {
    addressOf(latitude: number, longitude: number): string {
      const key = keyOf(latitude, longitude);
      const hit = known.get(key);
      if (hit) return hit;
      if (!closed && !queued.has(key) && (failedUntil.get(key) ?? 0) <= Date.now()) {
        queued.add(key);
        queue.push({ key, latitude, longitude });
        working ??= drain();
      }
      return fallback.addressOf(latitude, longitude);
    },
    /** Resolves when the lookups asked for so far are done (tests, shutdown). */
    settled: () => working ?? Promise.resolve(),
    close() {
      closed = true;
      queue.length = 0;
    },
  } satisfies Geocoder & Record<string, unknown>;
}
