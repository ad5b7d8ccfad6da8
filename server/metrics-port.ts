import { createServer, type Server } from 'node:http';
import type { Metrics } from './metrics.ts';

/** METRICS_PORT: /metrics on 127.0.0.1 only, without a token, for a Prometheus on the same machine. */
export function serveMetricsOnLoopback(metrics: Metrics, port: number): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'Only GET /metrics is served here.' }));
      return;
    }
    metrics.text().then(
      (text) => response.writeHead(200, { 'content-type': metrics.contentType }).end(text),
      () => response.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'The metrics could not be read.' })),
    );
  });
  server.requestTimeout = 10_000;
  server.headersTimeout = 5_000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}
