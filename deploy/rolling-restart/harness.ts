import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { LiveClient } from './live-client.ts';
import { demoTrackerSecret } from '../../server/features/tracking/tracker-credentials.ts';
import { projectRoot } from '../../server/paths.ts';
import { ordinaryWindow } from '../../server/test-support/booking-windows.ts';
import { freePort } from '../../server/test-support/free-port.ts';
import { adminQuery, withDatabase } from '../../server/test-support/test-database.ts';
import { START_ARGS, START_ENV } from '../as-started.ts';
import { requestJson, signIn, startInstance, stopInstance, waitUntilAnswering } from '../support/instance.ts';

/**
 * nginx (deploy/nginx/medfleet-locations.conf, as documented) in front of two instances of the
 * built app on one PostgreSQL database; bookings, tracker reports and live clients go through
 * nginx while the instances are restarted one after the other (docs/deploy.md).
 */
export interface RollingOptions {
  /** A PostgreSQL server's URL; a database of the run's own is made on it and dropped after. */
  databaseUrl: string;
  liveClients: number;
  /** Booking clients, each making one booking after another. */
  bookers: number;
  /** Trackers reporting one after another through nginx. */
  trackers: number;
}

export interface RollingFigures {
  bookingsAcknowledged: number[];
  /** What each failed booking request was answered (`no answer` when the connection failed). */
  bookingRequestsFailed: string[];
  reportsStored: number;
  reportRequestsFailed: string[];
  exitCodes: (number | null)[];
  clients: LiveClient[];
  /** Every stored position id, ascending, read after the load. */
  positionIds: number[];
  /** The bookings the database holds for the booking member, and how many vehicle windows overlap. */
  bookingsStored: number[];
  overlappingBookings: number;
  /** Each vehicle's latest device time as the database has it, by vehicle id. */
  latestByVehicle: Map<number, string>;
  longestGapMs: number;
  /** nginx's error log: what went wrong between it and the instances. */
  proxyLog: string;
}

const SESSION_SECRET = 'rolling-restart-session-secret-0123456789abcdef';
const NGINX = '/usr/sbin/nginx';
const DEMO_TRACKERS = ['a3', 'a4', 'a5', 'a6', 'a7', 'a8', 'als1', 'bls1', 'bls2'];

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function runRollingRestart(options: RollingOptions): Promise<RollingFigures> {
  if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: apt-get install nginx (.ci/run does)`);
  if (!existsSync(join(projectRoot, 'dist/server/main.js'))) throw new Error('dist/server/main.js is missing: npm run build first');
  const folder = mkdtempSync(join(tmpdir(), 'medfleet-rolling-'));
  const database = await createDatabase(options.databaseUrl);
  const ports = [await freePort(), await freePort()];
  const proxyPort = await freePort();
  const base = `http://127.0.0.1:${proxyPort}`;
  const environment = {
    PATH: process.env.PATH ?? '',
    DATABASE_URL: database.url,
    DATA_DIR: join(folder, 'data'),
    SESSION_SECRET,
    DEV_LOGIN: 'true',
    SIMULATOR: 'false',
    MOVEMENT_MONITOR: 'false',
    TRUST_PROXY: 'loopback',
    PUBLIC_URL: base,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
  };
  const log = createWriteStream(join(folder, 'instances.log'));
  const start = (port: number, seed: boolean) =>
    startInstance({ cwd: projectRoot, args: START_ARGS, port, env: { ...START_ENV, ...environment, SEED_DEMO: String(seed) }, log });
  const instances = [await start(ports[0]!, true), await start(ports[1]!, false)];
  const nginx = startNginx(folder, proxyPort, ports);
  const stopped = { now: false };
  const clients: LiveClient[] = [];
  try {
    await waitUntilAnswering(`${base}/api/health/ready`, nginx);
    const token = await signIn(base);
    const vehicleIds = await vehicleIdsOf(base, token);
    for (let i = 0; i < options.liveClients; i++) clients.push(new LiveClient(`${base}/api/vehicles/tracking/stream`, token));
    const listening = clients.map((client) => client.run());
    await Promise.all(clients.map((client) => client.connected));

    const bookings = { acknowledged: [] as number[], failed: [] as string[] };
    const reports = { stored: 0, failed: [] as string[] };
    let slot = 0;
    const booking = Array.from({ length: options.bookers }, async () => {
      while (!stopped.now) {
        const mine = slot++;
        const window = ordinaryWindow(1 + Math.floor(mine / 14), 6 + (mine % 14), 1);
        const answer = await requestJson(`${base}/api/bookings`, {
          method: 'POST',
          token,
          body: { vehicleId: vehicleIds[mine % vehicleIds.length], ...window },
        });
        if (answer?.status === 201) bookings.acknowledged.push((answer.body as { id: number }).id);
        else bookings.failed.push(answer ? `${answer.status} ${JSON.stringify(answer.body)}` : 'no answer');
      }
    });
    const tracking = Array.from({ length: options.trackers }, async (_, t) => {
      for (let n = 0; !stopped.now; n++) {
        const trackerId = DEMO_TRACKERS[(t + n * options.trackers) % DEMO_TRACKERS.length]!;
        const query = `id=${trackerId}&secret=${demoTrackerSecret(SESSION_SECRET, trackerId)}&lat=${31.74 + (n % 100) / 10_000}&lon=34.98&speed=40`;
        const answer = await fetch(`${base}/api/positions/osmand?${query}`).then(
          async (r) => `${r.status} ${await r.text()}`,
          () => 'no answer',
        );
        if (answer.startsWith('200 ')) reports.stored++;
        else reports.failed.push(answer);
      }
    });

    // Under load: each instance in turn is stopped (SIGTERM) and started again on its port.
    await pause(2_000);
    const exitCodes: (number | null)[] = [];
    for (const [i, instance] of instances.entries()) {
      exitCodes.push(await stopInstance(instance));
      instances[i] = await start(instance.port, false);
      await pause(2_000);
    }
    stopped.now = true;
    await Promise.all([...booking, ...tracking]);

    const truth = await readTruth(database.url);
    // The live clients are stopped once each has the last state of every vehicle (or after 10 s).
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline && !clients.every((client) => client.hasLatest(truth.latestByVehicle))) await pause(100);
    for (const client of clients) client.stop();
    await Promise.all(listening);
    return {
      bookingsAcknowledged: bookings.acknowledged,
      bookingRequestsFailed: bookings.failed,
      reportsStored: reports.stored,
      reportRequestsFailed: reports.failed,
      exitCodes,
      clients,
      ...truth,
      longestGapMs: Math.max(0, ...clients.flatMap((client) => client.gapsMs)),
      proxyLog: readFileSync(join(folder, 'nginx/error.log'), 'utf8'),
    };
  } finally {
    stopped.now = true;
    for (const client of clients) client.stop();
    nginx.kill('SIGTERM');
    await Promise.all(instances.map(stopInstance));
    log.end();
    await database.drop();
    rmSync(folder, { recursive: true, force: true });
  }
}

async function createDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `medfleet_rolling_${Date.now()}_${process.pid}`;
  await adminQuery(serverUrl, `create database ${name}`);
  return { url: withDatabase(serverUrl, name), drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`) };
}

/** nginx with the documented locations, its files in the run's folder, in the foreground. */
function startNginx(folder: string, port: number, upstreams: number[]): ChildProcess {
  const prefix = join(folder, 'nginx');
  mkdirSync(prefix);
  const locations = join(projectRoot, 'deploy/nginx/medfleet-locations.conf');
  writeFileSync(
    join(prefix, 'nginx.conf'),
    `worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  include ${join(projectRoot, 'deploy/nginx/medfleet-http.conf')};
  upstream medfleet {
${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=0;`).join('\n')}
  }
  server {
    listen 127.0.0.1:${port};
    include ${locations};
  }
}
`,
  );
  return spawn(NGINX, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'inherit'] });
}

async function vehicleIdsOf(base: string, token: string): Promise<number[]> {
  const answer = await fetch(`${base}/api/vehicles`, { headers: { authorization: `Bearer ${token}` } });
  return ((await answer.json()) as { id: number; status: string }[]).filter((v) => v.status === 'available').map((v) => v.id);
}

/** What the database holds once the load has stopped. */
async function readTruth(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const positions = await client.query<{ id: string }>('select id from positions order by id');
    const bookings = await client.query<{ id: number }>(
      "select b.id from bookings b join users u on u.id = b.user_id where u.email = 'admin@medfleet.test' order by b.id",
    );
    const overlaps = await client.query<{ n: string }>(
      `select count(*) as n from bookings a join bookings b on a.vehicle_id = b.vehicle_id and a.id < b.id
        and a.start_time < b.end_time and b.start_time < a.end_time
       where a.status not in ('cancelled', 'rejected') and b.status not in ('cancelled', 'rejected')`,
    );
    const latest = await client.query<{ vehicle_id: number; device_time: Date }>('select vehicle_id, device_time from vehicle_states');
    return {
      positionIds: positions.rows.map((r) => Number(r.id)),
      bookingsStored: bookings.rows.map((r) => r.id),
      overlappingBookings: Number(overlaps.rows[0]!.n),
      latestByVehicle: new Map(latest.rows.map((r) => [r.vehicle_id, r.device_time.toISOString()])),
    };
  } finally {
    await client.end();
  }
}
