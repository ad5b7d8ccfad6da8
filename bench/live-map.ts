import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { startBookingBench } from './support/booking-bench.ts';
import { benchTrackerSecret, benchVehicle } from './support/tracker-secrets.ts';
import { vehicles } from '../server/db/schema.ts';

/**
 * Issue 25 §5: the Fleet Map (and the Live Tracking tab beneath it) with BENCH_VEHICLES (1,000)
 * vehicles each reporting once a second, in Chromium at 4x CPU slowdown (1280 x 800). Prints, over
 * BENCH_SECONDS of live updates: long tasks and long animation frames (the page must never block
 * for more than 100 ms; the tasks that answer a click are counted apart; each over 100 ms with when
 * it came and, for a frame, its scripts and rendering), and the time from a click
 * on the map to the next paint (Event Timing, as INP counts it; target < 200 ms). Then the same with
 * the tab's cards expanded. BENCH_CPU_RATE changes the slowdown. Needs `npm run build` and PostgreSQL.
 * The bench, the app, PostgreSQL and Chromium share the machine: run it on an otherwise idle one.
 */
const VEHICLES = Number(process.env.BENCH_VEHICLES ?? 1000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const CLICKS = 8;

const bench = await startBookingBench({ MAX_CONNECTIONS_PER_ADDRESS: '0' });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const timers: NodeJS.Timeout[] = [];

/** Each vehicle drives a straight line at ~50 km/h from a place of its own around Jerusalem and Beit Shemesh. */
function startFleet(trackerIds: string[]) {
  const fleet = trackerIds.map((id) => ({
    id,
    secret: benchTrackerSecret(id),
    lat: 31.65 + Math.random() * 0.25,
    lon: 34.9 + Math.random() * 0.35,
    heading: Math.random() * 2 * Math.PI,
  }));
  let failed = 0;
  const report = async (v: (typeof fleet)[number]) => {
    v.lat += Math.cos(v.heading) * 0.000125;
    v.lon += Math.sin(v.heading) * 0.00015;
    const query = new URLSearchParams({
      id: v.id,
      secret: v.secret,
      lat: v.lat.toFixed(6),
      lon: v.lon.toFixed(6),
      speed: '27',
      timestamp: String(Math.floor(Date.now() / 1000)),
    });
    const response = await fetch(`${bench.base}/api/positions/osmand?${query}`, { method: 'POST' }).catch(() => undefined);
    await response?.text();
    if (!response?.ok) failed++;
  };
  fleet.forEach((v, i) =>
    timers.push(
      setTimeout(
        () => {
          void report(v);
          timers.push(setInterval(() => void report(v), 1000));
        },
        (i * 1000) / fleet.length,
      ),
    ),
  );
  return { failed: () => failed };
}

type Span = { start: number; duration: number };
/** Where a long animation frame's time went: its scripts, the time before rendering began, and style, layout and paint at its end. */
type FrameParts = Span & { scriptsMs: number; beforeRenderMs: number; styleAndLayoutMs: number; scripts: string[] };
type Seen = { longTasks: Span[]; frames: FrameParts[]; clicks: Span[]; since: number };

/**
 * Records long tasks, long animation frames and the timing of clicks from the page's first script
 * on. No named functions inside: the script runs in the page as its source, without tsx's helpers.
 */
function observePage() {
  const seen: Seen = { longTasks: [], frames: [], clicks: [], since: 0 };
  (window as unknown as { benchSeen: Seen }).benchSeen = seen;
  for (const [type, spans] of [
    ['longtask', seen.longTasks],
    ['event', seen.clicks],
  ] as const) {
    new PerformanceObserver((list) =>
      list.getEntries().forEach((e) => (type !== 'event' || e.name === 'click') && spans.push({ start: e.startTime, duration: e.duration })),
    ).observe({ type, durationThreshold: 16 } as PerformanceObserverInit);
  }
  // The Long Animation Frames API's attribution (Chromium): which scripts ran, and when rendering began.
  type Script = { duration: number; invoker: string; sourceURL: string; sourceFunctionName: string; forcedStyleAndLayoutDuration: number };
  type Frame = PerformanceEntry & { renderStart: number; styleAndLayoutStart: number; scripts: Script[] };
  new PerformanceObserver((list) =>
    (list.getEntries() as Frame[]).forEach((f) => {
      const end = f.startTime + f.duration;
      const renderStart = f.renderStart || end;
      const layoutStart = f.styleAndLayoutStart || end;
      seen.frames.push({
        start: f.startTime,
        duration: f.duration,
        scriptsMs: f.scripts.reduce((sum, s) => sum + s.duration, 0),
        beforeRenderMs: renderStart - f.startTime,
        styleAndLayoutMs: end - layoutStart,
        scripts: f.scripts
          .sort((a, b) => b.duration - a.duration)
          .slice(0, 3)
          .map(
            (s) => `${s.invoker} ${s.sourceFunctionName || '?'} ${s.duration.toFixed(0)} ms (forced layout ${s.forcedStyleAndLayoutDuration.toFixed(0)} ms)`,
          ),
      });
    }),
  ).observe({ type: 'long-animation-frame', buffered: false });
}

/** With BENCH_PROFILE=<folder>, a CPU profile of the page per phase, for DevTools. */
async function profiled<T>(page: Page, phase: string, work: () => Promise<T>): Promise<T> {
  const folder = process.env.BENCH_PROFILE;
  if (!folder) return work();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.start');
  const result = await work();
  const { profile } = await cdp.send('Profiler.stop');
  writeFileSync(join(folder, `live-map-${phase}.cpuprofile`), JSON.stringify(profile));
  return result;
}

const reset = (page: Page) =>
  page.evaluate(() => {
    const seen = (window as unknown as { benchSeen: Seen & { since: number } }).benchSeen;
    [seen.longTasks, seen.frames, seen.clicks].forEach((spans) => spans.splice(0));
    seen.since = performance.now();
  });
const seenOn = (page: Page) => page.evaluate(() => (window as unknown as { benchSeen: Seen }).benchSeen);

/** Prints the page's blocking apart from the clicks' own work (a task that overlaps a click is the click's answer). */
function summary(what: string, seen: Seen, popups?: number) {
  const ofClick = (span: Span) => seen.clicks.some((c) => span.start < c.start + c.duration && c.start < span.start + span.duration);
  const figures = (spans: Span[]) => {
    const over100 = spans.filter((s) => s.duration > 100);
    const longest = spans.reduce((max, s) => Math.max(max, s.duration), 0);
    return `${spans.length} (over 100 ms: ${over100.length}, of them during a click: ${over100.filter(ofClick).length}; longest ${longest.toFixed(0)} ms)`;
  };
  const slowestClick = seen.clicks.reduce((max, c) => Math.max(max, c.duration), 0);
  for (const t of seen.longTasks.filter((task) => task.duration > 100))
    console.log(`  a task of ${t.duration.toFixed(0)} ms at ${((t.start - seen.since) / 1000).toFixed(1)} s`);
  for (const f of seen.frames.filter((frame) => frame.duration > 100))
    console.log(
      `  a frame of ${f.duration.toFixed(0)} ms at ${((f.start - seen.since) / 1000).toFixed(1)} s: scripts ${f.scriptsMs.toFixed(0)} ms, rendering from ${f.beforeRenderMs.toFixed(0)} ms, ` +
        `style, layout and paint ${f.styleAndLayoutMs.toFixed(0)} ms${f.scripts.length ? `; ${f.scripts.join('; ')}` : ''}`,
    );
  console.log(
    `${what}: long tasks ${figures(seen.longTasks)}; long animation frames ${figures(seen.frames)}` +
      (popups === undefined
        ? ''
        : `; ${CLICKS} clicks, ${popups} opened a vehicle's popup, click to next paint: slowest ${slowestClick.toFixed(0)} ms (target < 200 ms)`),
  );
}

/** Clicks CLICKS points around the map's middle, one every SECONDS / CLICKS seconds; answers how many opened a popup. */
async function clickAround(page: Page): Promise<number> {
  const box = (await page.locator('[data-testid="fleet-map"] .leaflet-container').boundingBox())!;
  let popups = 0;
  for (let i = 0; i < CLICKS; i++) {
    await new Promise((resolve) => setTimeout(resolve, (SECONDS * 1000) / CLICKS));
    await page.mouse.click(box.x + box.width * (0.3 + Math.random() * 0.4), box.y + box.height * (0.3 + Math.random() * 0.4));
    if (await page.locator('.leaflet-popup').count()) popups++;
  }
  return popups;
}

try {
  const trackerIds = Array.from({ length: VEHICLES }, (_, i) => `m${i}`);
  for (let i = 0; i < VEHICLES; i += 500) {
    await bench.db.insert(vehicles).values(trackerIds.slice(i, i + 500).map((id, k) => benchVehicle(`M${i + k}`, id)));
  }
  const fleet = startFleet(trackerIds);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  await context.addInitScript(observePage);
  const page = await context.newPage();
  await page.goto(`${bench.base}/login`);
  await page.evaluate(async () => {
    const response = await fetch('/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"token":"dev"}' });
    const { token, user } = (await response.json()) as { token: string; user: unknown };
    localStorage.setItem('auth_token', token);
    localStorage.setItem('user_data', JSON.stringify(user));
  });
  await page.goto(`${bench.base}/dashboard?tab=live-tracking`);
  await page.getByRole('button', { name: 'Fleet Map', exact: true }).waitFor();
  await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.BENCH_CPU_RATE ?? 4) });

  await page.getByRole('button', { name: 'Fleet Map', exact: true }).click();
  // Every bench vehicle on the map ("1000 of 1008 vehicles placed": the demo's own beside them).
  await page.waitForFunction((n) => Number(/(\d+) of \d+ vehicles placed/.exec(document.body.innerText)?.[1]) >= n, VEHICLES, { timeout: 120_000 });
  await reset(page);
  const mapPopups = await profiled(page, 'fleet-map', () => clickAround(page));
  await page.evaluate(() => new Promise(requestAnimationFrame));
  summary(`Fleet Map, ${VEHICLES} vehicles at 1 Hz, ${process.env.BENCH_CPU_RATE ?? 4}x CPU, ${SECONDS} s`, await seenOn(page), mapPopups);

  await page.getByRole('button', { name: 'Close the fleet map' }).click();
  await page.getByRole('button', { name: 'Expand', exact: true }).click();
  await page.getByTestId('tracking-card').first().waitFor();
  await reset(page);
  await profiled(page, 'cards', () => new Promise((resolve) => setTimeout(resolve, SECONDS * 1000)));
  summary(`Live Tracking expanded, ${VEHICLES} vehicles at 1 Hz, ${process.env.BENCH_CPU_RATE ?? 4}x CPU, ${SECONDS} s`, await seenOn(page));
  console.log(`live-map: ${fleet.failed()} reports refused`);
} finally {
  timers.forEach((timer) => clearInterval(timer));
  await browser.close();
  await bench.stop();
}
