import { get } from 'node:http';
import { startBookingBench } from './support/booking-bench.ts';
import { processMemoryMb } from './support/process-memory.ts';
import { benchTrackerSecret, benchVehicle } from './support/tracker-secrets.ts';
import { vehicles } from '../server/db/schema.ts';

/**
 * The tracking issue's live-push figure on PostgreSQL, the app in its own process: 500 clients on
 * GET /api/vehicles/tracking/stream while 200 devices report once a second each — the delay from
 * a device's request to the event reaching a client (target p95 < 300 ms), and the app's memory
 * per connected client. Each report's timestamp is its send time in ms, and the event carries it
 * back as lastUpdate; devices and clients share this process's clock. The clients read the compact
 * stream as the web app does (BENCH_COMPACT=0: whole records).
 */
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 500);
const DEVICES = 200;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
/** The web app's stream (`state` events); BENCH_COMPACT=0 for whole records, as other clients read it. */
const COMPACT = process.env.BENCH_COMPACT !== '0';

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** One stream client: resolves once its snapshot arrived; calls back with each vehicle event's lastUpdate. */
function openStream(base: string, token: string, onVehicle?: (lastUpdate: number) => void): Promise<() => void> {
  return new Promise((resolve, reject) => {
    const request = get(
      `${base}/api/vehicles/tracking/stream${COMPACT ? '?compact=true' : ''}`,
      { headers: { authorization: `Bearer ${token}` }, agent: false },
      (response) => {
        if (response.statusCode !== 200) return reject(new Error(`stream answered ${response.statusCode}`));
        response.setEncoding('utf8');
        let buffered = '';
        let opened = false;
        response.on('data', (chunk: string) => {
          if (opened && !onVehicle) return;
          buffered += chunk;
          for (let end = buffered.indexOf('\n\n'); end >= 0; end = buffered.indexOf('\n\n')) {
            const block = buffered.slice(0, end);
            buffered = buffered.slice(end + 2);
            if (block.includes('event: snapshot')) {
              opened = true;
              resolve(() => request.destroy());
            } else if (onVehicle && (block.includes('event: state') || block.includes('event: vehicle'))) {
              // A regular expression, not JSON.parse: 100,000 events a second must not make the clients the bottleneck.
              const at = /"lastUpdate":"([^"]+)"/.exec(block)?.[1];
              if (at) onVehicle(Date.parse(at));
            }
          }
        });
      },
    );
    request.on('error', reject);
  });
}

// Every client and tracker here comes from 127.0.0.1; in service they come from thousands of addresses.
const bench = await startBookingBench({ MAX_CONNECTIONS_PER_ADDRESS: '0' });
try {
  const fleet = Array.from({ length: DEVICES }, (_, i) => benchVehicle(`F${i}`, `f${i}`));
  await bench.db.insert(vehicles).values(fleet);
  const token = await bench.signIn();

  const before = processMemoryMb(bench.pid).rss;
  const delays: number[] = [];
  let measuring = false;
  const streams: (() => void)[] = [];
  for (let i = 0; i < CLIENTS; i += 50) {
    streams.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(50, CLIENTS - i) }, (_, k) =>
          // One client in ten measures: parsing every event of thousands of streams would make this process the bottleneck.
          openStream(bench.base, token, (i + k) % 10 === 0 ? (lastUpdate) => measuring && delays.push(Date.now() - lastUpdate) : undefined),
        ),
      )),
    );
  }
  const connected = processMemoryMb(bench.pid).rss;
  console.log(
    `fanout: ${CLIENTS} stream clients (${COMPACT ? 'compact' : 'whole records'}) connected; app memory ${before.toFixed(0)} MB → ${connected.toFixed(0)} MB: ${(((connected - before) * 1024) / CLIENTS).toFixed(0)} KB per client`,
  );

  // Each device reports once a second, the devices spread over the second as real ones would be.
  let sent = 0;
  let failed = 0;
  const report = async (i: number) => {
    const query = new URLSearchParams({
      id: `f${i}`,
      secret: benchTrackerSecret(`f${i}`),
      lat: (31.7 + Math.random() / 100).toFixed(5),
      lon: '34.99',
      speed: '30',
      timestamp: String(Date.now()),
    });
    // A report still on its way when the run ends meets a closed server: counted as refused, not a crash.
    const response = await fetch(`${bench.base}/api/positions/osmand?${query}`, { method: 'POST' }).catch(() => undefined);
    await response?.text();
    if (response?.ok) sent++;
    else failed++;
  };
  measuring = true;
  const every: NodeJS.Timeout[] = [];
  const starts = Array.from({ length: DEVICES }, (_, i) =>
    setTimeout(
      () => {
        void report(i);
        every.push(setInterval(() => void report(i), 1000));
      },
      (i * 1000) / DEVICES,
    ),
  );
  await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
  [...starts, ...every].forEach((timer) => clearInterval(timer));
  measuring = false;
  const during = processMemoryMb(bench.pid);
  streams.forEach((close) => close());

  delays.sort((a, b) => a - b);
  console.log(
    `fanout: ${sent} reports in ${SECONDS} s (${failed} refused), ${delays.length} events received by the measuring tenth of the clients (${(delays.length / SECONDS).toFixed(0)}/s); ` +
      `delay device → client p50 ${percentile(delays, 50)} ms, p95 ${percentile(delays, 95)} ms, p99 ${percentile(delays, 99)} ms, max ${delays.at(-1)} ms (target p95 < 300 ms)`,
  );
  console.log(`fanout: app memory under load ${during.rss.toFixed(0)} MB (peak ${during.peak.toFixed(0)} MB)`);
} finally {
  await bench.stop();
}
