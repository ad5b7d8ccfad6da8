export interface TrackerEntry {
  id: number;
  trackerSecretHash: string | null;
  commandId: number | null;
  command: 'engineStop' | 'engineResume' | null;
}

interface Options {
  lookUp: (trackerId: string) => Promise<TrackerEntry | undefined>;
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

/**
 * The vehicle and pending command of each tracker, kept a short while so that a report costs
 * no lookup (docs/decisions/010). A vehicle's entry is forgotten when any instance announces a
 * command for it (NOTIFY device_command); while that channel is down nothing is kept. A lookup
 * that started before an announcement does not store its answer (the epoch moved on).
 */
export function createTrackerCache({ lookUp, ttlMs = 30_000, maxEntries = 10_000, now = Date.now }: Options) {
  const byTracker = new Map<string, { entry: TrackerEntry; until: number }>();
  let epoch = 0;
  let enabled = false;

  return {
    async get(trackerId: string): Promise<TrackerEntry | undefined> {
      const hit = byTracker.get(trackerId);
      if (hit && hit.until > now()) return hit.entry;
      const started = epoch;
      const entry = await lookUp(trackerId);
      if (entry && enabled && started === epoch) {
        if (byTracker.size >= maxEntries) byTracker.delete(byTracker.keys().next().value!);
        byTracker.set(trackerId, { entry, until: now() + ttlMs });
      }
      return entry;
    },
    /** A command was queued or carried out for this vehicle (on any instance). */
    forgetVehicle(vehicleId: number): void {
      epoch++;
      for (const [trackerId, { entry }] of byTracker) if (entry.id === vehicleId) byTracker.delete(trackerId);
    },
    setEnabled(listening: boolean): void {
      enabled = listening;
      epoch++;
      byTracker.clear();
    },
  };
}
export type TrackerCache = ReturnType<typeof createTrackerCache>;
