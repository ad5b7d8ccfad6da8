import { DEMO_ROUTES } from './demo-routes.ts';
import { distanceKm } from '../adapters/geocoder.adapter.ts';

export interface SimulatedDevice {
  id: string;
  route: [number, number][];
  /** km/h while driving. */
  cruiseKmh: number;
  /** Stays silent, as a tracker without signal or power would. */
  offline?: boolean;
  /** Starts with its immobilizer engaged: parked until a command releases it. */
  immobilized?: boolean;
}

interface DeviceState {
  leg: number;
  /** km travelled along the current leg. */
  along: number;
  parkedTicks: number;
  battery: number;
  fuel: number;
  odometerM: number;
  immobilized: boolean;
}

const KMH_TO_KNOTS = 1 / 1.852;

/** The demo fleet's trackers: ids as the seed gives them (vehicle numbers in lower case). */
export function demoDevices(): SimulatedDevice[] {
  const ids = ['a3', 'a4', 'a5', 'a6', 'a7', 'a8', 'als1', 'bls1', 'bls2'];
  return ids.map((id, i) => ({
    id,
    route: DEMO_ROUTES[i % DEMO_ROUTES.length]!,
    cruiseKmh: 40 + ((i * 7) % 30),
    offline: id === 'a8',
    immobilized: id === 'a5',
  }));
}

function bearingDeg([lat1, lon1]: [number, number], [lat2, lon2]: [number, number]): number {
  const y = Math.sin(((lon2 - lon1) * Math.PI) / 180) * Math.cos((lat2 * Math.PI) / 180);
  const x =
    Math.cos((lat1 * Math.PI) / 180) * Math.sin((lat2 * Math.PI) / 180) -
    Math.sin((lat1 * Math.PI) / 180) * Math.cos((lat2 * Math.PI) / 180) * Math.cos(((lon2 - lon1) * Math.PI) / 180);
  return ((Math.atan2(y, x) * 180) / Math.PI + 360) % 360;
}

/** One step of a device: drive along its loop, park a while at every other waypoint; an engaged immobilizer keeps it parked. */
export function step(device: SimulatedDevice, s: DeviceState, seconds: number) {
  const from = device.route[s.leg]!;
  const to = device.route[(s.leg + 1) % device.route.length]!;
  const legKm = distanceKm(from[0], from[1], to[0], to[1]);
  let speed = 0;
  if (s.immobilized) {
    // The engine will not start.
  } else if (s.parkedTicks > 0) {
    s.parkedTicks--;
  } else {
    speed = device.cruiseKmh;
    const km = (speed * seconds) / 3600;
    s.along += km;
    s.odometerM += km * 1000;
    s.fuel = Math.max(5, s.fuel - km * 0.08);
    if (s.along >= legKm) {
      s.leg = (s.leg + 1) % device.route.length;
      s.along = 0;
      if (s.leg % 2 === 0) s.parkedTicks = 6;
      if (s.fuel < 15) s.fuel = 95; // refuelled at the station
    }
  }
  s.battery = speed > 0 ? Math.min(100, s.battery + 0.2) : Math.max(20, s.battery - 0.05);
  const f = legKm > 0 ? Math.min(1, s.along / legKm) : 0;
  return {
    id: device.id,
    lat: (from[0] + (to[0] - from[0]) * f).toFixed(6),
    lon: (from[1] + (to[1] - from[1]) * f).toFixed(6),
    speed: (speed * KMH_TO_KNOTS).toFixed(1),
    bearing: bearingDeg(from, to).toFixed(0),
    batt: s.battery.toFixed(0),
    ignition: String(speed > 0),
    immobilizer: String(s.immobilized),
    fuel: s.fuel.toFixed(0),
    odometer: s.odometerM.toFixed(0),
  };
}

/** Applies a command from a reply body (engineStop / engineResume); true when the state changed. */
export function obey(state: { immobilized: boolean }, reply: string): boolean {
  const command = reply.trim();
  const immobilized = command === 'engineStop' ? true : command === 'engineResume' ? false : state.immobilized;
  const changed = immobilized !== state.immobilized;
  state.immobilized = immobilized;
  return changed;
}

/**
 * Demo vehicles that drive and park around Beit Shemesh, reporting through the same OsmAnd
 * protocol over HTTP as a real tracker. Stops with the returned function.
 */
export function startSimulator({
  baseUrl,
  intervalSeconds = 5,
  devices = demoDevices(),
  trackerSecret,
  log = console,
}: {
  baseUrl: string;
  intervalSeconds?: number;
  devices?: SimulatedDevice[];
  /** Each device's secret, as the app's demo seed gave it (demoTrackerSecret). */
  trackerSecret: (trackerId: string) => string;
  log?: { warn: (msg: string) => void };
}) {
  const states = new Map(
    devices.map((d, i) => [
      d.id,
      {
        leg: i % d.route.length,
        along: 0,
        parkedTicks: i % 3 === 0 ? 4 : 0,
        battery: 70 + i * 3,
        fuel: 40 + i * 6,
        odometerM: 40_000_000 + i * 9_000_000,
        immobilized: !!d.immobilized,
      },
    ]),
  );
  let warned = false;
  // A report in flight when the app shuts down finds the door closed: that is no news.
  let stopped = false;
  // One line when something is off, not one every few seconds per vehicle.
  const warnOnce = (message: string) => {
    if (!warned) log.warn(message);
    warned = true;
  };
  const report = async (d: SimulatedDevice, seconds: number): Promise<void> => {
    const state = states.get(d.id)!;
    const params = new URLSearchParams({ ...step(d, state, seconds), secret: trackerSecret(d.id), timestamp: String(Math.floor(Date.now() / 1000)) });
    try {
      const res = await fetch(`${baseUrl}/api/positions/osmand?${params}`, { method: 'POST' });
      const reply = await res.text();
      if (!res.ok) return warnOnce(`simulator: ${d.id} refused with ${res.status}`);
      // Like a real tracker, it carries out the command in the reply and reports its new state at once.
      if (obey(state, reply)) await report(d, 0);
    } catch (error) {
      if (!stopped) warnOnce(`simulator: cannot reach ${baseUrl} (${(error as Error).message})`);
    }
  };
  const tick = () => Promise.all(devices.filter((d) => !d.offline).map((d) => report(d, intervalSeconds)));
  void tick();
  const timer = setInterval(() => void tick(), intervalSeconds * 1000);
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
