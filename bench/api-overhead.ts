import autocannon from 'autocannon';
import { startChild, stopChild } from './support/child-server.ts';

/**
 * Requests per second of an authenticated GET /api/user/profile (session checked in the
 * database on every request) against a bare Fastify hello-world, same run, same loopback.
 * Target: at least 0.6 of the bare figure on PostgreSQL (issue 25; 0.4 when first set).
 */
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function measure(url: string, headers: Record<string, string> = {}) {
  await autocannon({ url, connections: CONNECTIONS, duration: 2, headers }); // warm-up
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  if (result.non2xx || result.errors) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

const hello = await startChild('bench/support/serve-hello.ts');
const app = await startChild('bench/support/serve-app.ts', { DATABASE_URL: databaseUrl });
try {
  const login = await fetch(`http://127.0.0.1:${app.port}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: 'dev' }),
  });
  const { token } = (await login.json()) as { token: string };
  const bare = await measure(`http://127.0.0.1:${hello.port}/hello`);
  const profile = await measure(`http://127.0.0.1:${app.port}/api/user/profile`, { authorization: `Bearer ${token}` });
  console.log(`database: PostgreSQL (${new URL(databaseUrl).host}), ${CONNECTIONS} connections, ${DURATION_S} s each`);
  console.log(`bare Fastify hello-world:        ${bare.rps.toFixed(0)} req/s (p99 ${bare.p99} ms)`);
  console.log(`GET /api/user/profile (bearer):  ${profile.rps.toFixed(0)} req/s (p99 ${profile.p99} ms)`);
  console.log(`ratio: ${(profile.rps / bare.rps).toFixed(2)} (target >= 0.60)`);
  // docs/decisions/020: what compressing a larger JSON answer costs in rate and saves in bytes.
  const auth = { authorization: `Bearer ${token}` };
  const list = `http://127.0.0.1:${app.port}/api/vehicles`;
  const sizes = await Promise.all(
    ['identity', 'br'].map(async (encoding) => (await fetch(list, { headers: { ...auth, 'accept-encoding': encoding } })).headers.get('content-length')),
  );
  const plain = await measure(list, { ...auth, 'accept-encoding': 'identity' });
  const compressed = await measure(list, { ...auth, 'accept-encoding': 'br, gzip' });
  console.log(`GET /api/vehicles uncompressed:  ${plain.rps.toFixed(0)} req/s (p99 ${plain.p99} ms), ${sizes[0] ?? 'chunked'} bytes`);
  console.log(`GET /api/vehicles brotli:        ${compressed.rps.toFixed(0)} req/s (p99 ${compressed.p99} ms), ${sizes[1] ?? 'chunked'} bytes`);
} finally {
  await stopChild(app.child);
  await stopChild(hello.child);
}
