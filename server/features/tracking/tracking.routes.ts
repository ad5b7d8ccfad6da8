import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../../contract/common.contract.ts';
import { errorBody } from '../../../contract/errors.contract.ts';
import { trackingRecord, vehicleLocation } from '../../../contract/tracking.contract.ts';
import type { TrackingHub } from './tracking-stream.ts';
import type { TrackingService } from './tracking.service.ts';

const osmandQuery = z.record(z.string(), z.string()).describe('OsmAnd parameters: id, lat, lon (or location), timestamp, speed (knots), bearing, altitude, accuracy, batt, and any telemetry (ignition, fuel, odometer…)');
const refusals = { 400: errorBody, 401: errorBody, 404: errorBody };

export const trackingRoutes: FastifyPluginAsyncZod<{ tracking: TrackingService; hub: TrackingHub }> = async (app, { tracking, hub }) => {
  // Trackers post OsmAnd parameters as a form; this parser serves this plugin's routes only.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  const tags = ['tracking'];
  app.get('/api/positions/osmand', {
    schema: { tags, summary: 'A position report from a tracker (OsmAnd protocol, query parameters)', querystring: osmandQuery, response: { 200: z.string(), ...refusals } },
    handler: async (request, reply) => reply.type('text/plain').send(await tracking.ingest({ parameters: request.query })),
  });
  app.post('/api/positions/osmand', {
    schema: {
      tags,
      summary: 'A position report: OsmAnd parameters in the query or a form, or the JSON of Traccar Client 9+',
      querystring: osmandQuery,
      response: { 200: z.string(), ...refusals },
    },
    handler: async (request, reply) => {
      const json = request.headers['content-type']?.startsWith('application/json') ? request.body : undefined;
      const form = json === undefined && request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
      return reply.type('text/plain').send(await tracking.ingest(json !== undefined ? { json } : { parameters: { ...request.query, ...form } }));
    },
  });

  app.get('/api/vehicles/tracking/all', {
    schema: { tags, summary: 'Every active vehicle with its latest position and telemetry', response: { 200: z.array(trackingRecord), 401: errorBody } },
    handler: () => tracking.all(),
  });
  app.get('/api/vehicles/tracking/stream', {
    schema: { tags, summary: 'Server-Sent Events: a snapshot of every vehicle, then each vehicle as its reports arrive (from any instance)', response: { 401: errorBody } },
    handler: async (_request, reply) => hub.open(reply, await tracking.all()),
  });
  app.get('/api/vehicles/:id/location', {
    schema: { tags, summary: "A vehicle's address and speed now", params: idParams, response: { 200: vehicleLocation, 400: errorBody, 401: errorBody, 404: errorBody } },
    handler: (request) => tracking.location(request.params.id),
  });
};
