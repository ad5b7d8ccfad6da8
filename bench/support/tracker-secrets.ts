import { demoTrackerSecret, hashTrackerSecret } from '../../server/features/tracking/tracker-credentials.ts';

/** The session secret of the bench's app, and so the secrets of its trackers. */
export const BENCH_SESSION_SECRET = 'bench-session-secret-bench-session-secret';
export const benchTrackerSecret = (trackerId: string) => demoTrackerSecret(BENCH_SESSION_SECRET, trackerId);

/** A bench vehicle with a connected tracker (id and the hash of its secret). */
export const benchVehicle = (vehicleNumber: string, trackerId: string) => ({
  vehicleNumber,
  make: 'Bench',
  model: 'Tracker',
  category: 'Support' as const,
  trackerId,
  trackerSecretHash: hashTrackerSecret(benchTrackerSecret(trackerId)),
});
