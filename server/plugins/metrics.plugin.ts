import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DatabaseHandle } from '../db/client.ts';
import type { Metrics } from '../metrics.ts';
import { sameSecret } from '../same-secret.ts';
import { bearerToken } from './authenticate.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Why the request was refused, as its answer says (its code, else its status): what the metrics count refusals by. */
    refusal: string | null;
  }
  interface FastifyInstance {
    /** This instance's metrics (GET /metrics, or METRICS_PORT: main.ts). */
    metrics: Metrics;
  }
}

/** Where a domain outcome is read off an answer: a booking made or refused, a tracker report refused. */
const BOOKING_ROUTE = 'POST /api/bookings';
const POSITION_ROUTES = new Set(['GET /api/positions/osmand', 'POST /api/positions/osmand']);

/**
 * Every answer timed by its route as declared (a path with ids in it would make a series per id),
 * its request id in `x-request-id` (the same id as in the log's lines), and GET /metrics served
 * to Prometheus with METRICS_TOKEN as a bearer; without a token it is not served here at all
 * (METRICS_PORT serves it on loopback instead).
 */
export function registerMetrics(
  app: FastifyInstance,
  { metrics, database, token }: { metrics: Metrics; database: DatabaseHandle; token: string | undefined },
): void {
  app.decorate('metrics', metrics);
  app.decorateRequest('refusal', null);
  app.addHook('onRequest', async (request, reply) => void reply.header('x-request-id', request.id));
  app.addHook('onResponse', async (request, reply) => count(metrics, request, reply));
  metrics.reading('medfleet_live_stream_clients', 'Open live streams (the map and notices), each held by a session.', [], () => [
    { value: app.sessionStreams.size },
  ]);
  metrics.reading('medfleet_database_connections', "The database pool's connections by state, and requests waiting for one.", ['state'], () => {
    const { inUse, idle, waiting } = database.poolStats();
    return [
      { labels: { state: 'in_use' }, value: inUse },
      { labels: { state: 'idle' }, value: idle },
      { labels: { state: 'waiting' }, value: waiting },
    ];
  });
  if (!token) return;
  app.get(
    '/metrics',
    { schema: { tags: ['system'], summary: 'Prometheus metrics (text format); METRICS_TOKEN as a bearer', hide: false }, logLevel: 'warn' },
    async (request, reply) => {
      if (!sameSecret(bearerToken(request) ?? '', token))
        return reply.status(401).header('www-authenticate', 'Bearer').send({ message: 'The metrics need METRICS_TOKEN as a bearer token.' });
      return reply.type(metrics.contentType).send(await metrics.text());
    },
  );
}

function count(metrics: Metrics, request: FastifyRequest, reply: FastifyReply): void {
  const route = request.routeOptions.url ?? 'unmatched';
  const status = reply.statusCode;
  metrics.httpDuration.observe({ method: request.method, route, status_code: String(status) }, reply.elapsedTime / 1000);
  const key = `${request.method} ${route}`;
  if (key === BOOKING_ROUTE) {
    if (status === 201) metrics.bookingsCreated.inc();
    else if (status >= 400 && status < 500) metrics.bookingsRefused.inc({ reason: request.refusal ?? String(status) });
  } else if (POSITION_ROUTES.has(key) && status >= 400 && status < 500) {
    metrics.positionsRefused.inc({ reason: request.refusal ?? String(status) });
  }
}
