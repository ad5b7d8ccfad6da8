import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TrackingHub } from './tracking-stream.ts';
import type { TrackingService } from './tracking.service.ts';
import { trackingEndpoints } from '../../../contract/tracking.endpoints.ts';
import { lastEventIdOf } from '../../event-stream.ts';
import { authOf, requireAdmin } from '../../plugins/authenticate.ts';
import { routeOf } from '../../plugins/route-of.ts';

/** Form parameters as the query parser reads them: a repeated name (cell=…&cell=…) gives a list. */
function parametersOf(form: URLSearchParams): Record<string, string | string[]> {
  const parameters: Record<string, string | string[]> = {};
  for (const name of new Set(form.keys())) {
    const values = form.getAll(name);
    parameters[name] = values.length === 1 ? values[0]! : values;
  }
  return parameters;
}

export const trackingRoutes: FastifyPluginAsyncZod<{ tracking: TrackingService; hub: TrackingHub }> = async (app, { tracking, hub }) => {
  // Trackers post OsmAnd parameters as a form; this parser serves this plugin's routes only.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, parametersOf(new URLSearchParams(body as string)));
  });
  app.route({
    ...routeOf(trackingEndpoints.ingest),
    handler: async (request, reply) => reply.type('text/plain').send(await tracking.ingest({ parameters: request.query })),
  });
  app.route({
    ...routeOf(trackingEndpoints.ingestForm),
    handler: async (request, reply) => {
      const json = request.headers['content-type']?.startsWith('application/json') ? request.body : undefined;
      const form = json === undefined && request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
      return reply
        .type('text/plain')
        .send(await tracking.ingest(json !== undefined ? { json, parameters: request.query } : { parameters: { ...request.query, ...form } }));
    },
  });

  app.route({
    ...routeOf(trackingEndpoints.all),
    handler: () => tracking.all(),
  });
  app.route({
    ...routeOf(trackingEndpoints.stream),
    handler: async (request, reply) =>
      hub.open(request, reply, await tracking.streamStart(lastEventIdOf(request)), {
        compact: request.query.compact === 'true',
        batch: request.query.batch === 'true',
      }),
  });
  app.route({
    ...routeOf(trackingEndpoints.positionHolds),
    onRequest: requireAdmin,
    handler: (request) => tracking.positionHolds(authOf(request)),
  });
  app.route({
    ...routeOf(trackingEndpoints.holdPositions),
    onRequest: requireAdmin,
    handler: (request) => tracking.holdPositions(authOf(request), request.params.id, request.body),
  });
  app.route({
    ...routeOf(trackingEndpoints.releasePositions),
    onRequest: requireAdmin,
    handler: async (request, reply) => {
      await tracking.releasePositions(authOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  });
  app.route({
    ...routeOf(trackingEndpoints.trackerOf),
    onRequest: requireAdmin,
    handler: (request) => tracking.trackerOf(authOf(request), request.params.id),
  });
  app.route({
    ...routeOf(trackingEndpoints.connectTracker),
    onRequest: requireAdmin,
    handler: (request) => tracking.connectTracker(authOf(request), request.params.id, request.body),
  });
  app.route({
    ...routeOf(trackingEndpoints.disconnectTracker),
    onRequest: requireAdmin,
    handler: async (request, reply) => {
      await tracking.disconnectTracker(authOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...routeOf(trackingEndpoints.location),
    handler: (request) => tracking.location(request.params.id),
  });
};
