import { loadConfig } from '../server/config.ts';
import { demoTrackerSecret } from '../server/features/tracking/tracker-credentials.ts';
import { sessionSecretOf } from '../server/session-secret.ts';
import { startSimulator } from '../server/simulator/simulator.ts';

/**
 * `npm run simulate`: the demo fleet drives around Beit Shemesh and reports to a running MedFleet
 * (SIMULATOR_URL, default http://127.0.0.1:$PORT or :5000) over the OsmAnd protocol, as real
 * trackers would, with the demo trackers' secrets of that installation (from SESSION_SECRET, or
 * the one kept in DATA_DIR). Ctrl+C stops it.
 */
const baseUrl = process.env.SIMULATOR_URL ?? `http://127.0.0.1:${process.env.PORT ?? 5000}`;
const seconds = Number(process.env.SIMULATOR_SECONDS ?? 5);
const sessionSecret = sessionSecretOf(loadConfig());
startSimulator({ baseUrl, intervalSeconds: seconds, trackerSecret: (trackerId) => demoTrackerSecret(sessionSecret, trackerId) });
console.log(`simulating the demo fleet against ${baseUrl}, a report every ${seconds} s per vehicle (Ctrl+C stops)`);
