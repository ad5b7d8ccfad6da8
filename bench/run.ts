/**
 * `npm run bench -- <name>`: runs one benchmark and prints its figures. Never part of npm test.
 *   api-overhead   authenticated GET /api/user/profile vs a bare Fastify hello-world (PostgreSQL)
 *   startup        built app start to first 200 on /api/health (embedded database)
 *   login-bundle   JavaScript the login page loads, gzip (needs npm run build)
 *   double-booking 200 simultaneous conflicting requests for one vehicle (PostgreSQL)
 *   booking-engine booking creation throughput, availability latency (PostgreSQL)
 *   ocr            licence analysis time and the server's peak memory with four at once
 *   ingest         OsmAnd positions stored per second from 200 trackers over HTTP (PostgreSQL)
 *   fanout         500 live-stream clients while 200 trackers report each second: delay and memory (PostgreSQL)
 *   tracking-all   GET /api/vehicles/tracking/all latency with 200 tracked vehicles (PostgreSQL)
 *   upload-memory  the server's memory while the worst uploads arrive four at once, and a minute later (PostgreSQL)
 *   memory-at-rest the built app's resident memory after start, embedded demo and PostgreSQL
 *   csv-import     volunteers (CSV_ROWS, 5,000) validated and imported from one CSV file; /api/health meanwhile (PostgreSQL, or CSV_EMBEDDED=1)
 *   reservations   GET /api/admin/reservations for a day with 20,000 bookings in the table (PostgreSQL)
 *   outbox         10,000 e-mails delivered to a local SMTP server; booking throughput with and without the outbox (PostgreSQL)
 *   dashboard-ready the dashboard's first visit at 390 px, 4x CPU, 9 Mbit/s: Book buttons usable, LCP, bytes (needs npm run build)
 *   login-cls      the login page's layout shift, English and Hebrew, phone and desktop (needs npm run build)
 *   backup         backup and restore of 10,000 bookings and 1,000,000 positions: time and size (PostgreSQL; BENCH_EMBEDDED=1 also PGlite)
 *   analytics-history the fleet analytics at 1 M, 10 M and 50 M positions (BENCH_SIZES): p50/p95 and growth (PostgreSQL; databases kept)
 *   live-map       the Fleet Map and Live Tracking with 1,000 vehicles at 1 Hz in Chromium at 4x CPU: long tasks, click to paint (needs npm run build, PostgreSQL)
 *   rolling-restart nginx before two instances restarted one after the other under load: failed requests, longest live gap (needs npm run build, nginx, PostgreSQL)
 */
const benches: Record<string, () => Promise<unknown>> = {
  'api-overhead': () => import('./api-overhead.ts'),
  startup: () => import('./startup.ts'),
  'login-bundle': () => import('./login-bundle.ts'),
  'double-booking': () => import('./double-booking.ts'),
  'booking-engine': () => import('./booking-engine.ts'),
  ocr: () => import('./ocr.ts'),
  ingest: () => import('./ingest.ts'),
  fanout: () => import('./fanout.ts'),
  'tracking-all': () => import('./tracking-all.ts'),
  'upload-memory': () => import('./upload-memory.ts'),
  'memory-at-rest': () => import('./memory-at-rest.ts'),
  'csv-import': () => import('./csv-import.ts'),
  reservations: () => import('./reservations.ts'),
  outbox: () => import('./outbox.ts'),
  'dashboard-ready': () => import('./dashboard-ready.ts'),
  'login-cls': () => import('./login-cls.ts'),
  'rolling-restart': () => import('./rolling-restart.ts'),
  backup: () => import('./backup.ts'),
  'analytics-history': () => import('./analytics-history.ts'),
  'live-map': () => import('./live-map.ts'),
};

const name = process.argv[2];
const run = name ? benches[name] : undefined;
if (!run) {
  console.error(`usage: npm run bench -- <${Object.keys(benches).join('|')}>`);
  process.exit(2);
}
await run();
