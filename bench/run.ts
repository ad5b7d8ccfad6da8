/**
 * `npm run bench -- <name>`: runs one benchmark and prints its figures. Never part of npm test.
 *   api-overhead   authenticated GET /api/user/profile vs a bare Fastify hello-world (PostgreSQL)
 *   startup        built app start to first 200 on /api/health (embedded database)
 *   login-bundle   JavaScript the login page loads, gzip (needs npm run build)
 *   booking-engine 200-way double-booking race, creation throughput, availability latency (PostgreSQL)
 */
const benches: Record<string, () => Promise<unknown>> = {
  'api-overhead': () => import('./api-overhead.ts'),
  startup: () => import('./startup.ts'),
  'login-bundle': () => import('./login-bundle.ts'),
  'booking-engine': () => import('./booking-engine.ts'),
};

const name = process.argv[2];
const run = name ? benches[name] : undefined;
if (!run) {
  console.error(`usage: npm run bench -- <${Object.keys(benches).join('|')}>`);
  process.exit(2);
}
await run();
