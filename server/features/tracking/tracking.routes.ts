import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../../contract/common.contract.ts';
import { errorBody } from '../../../contract/errors.contract.ts';
import { trackingRecord, vehicleLocation } from '../../../contract/tracking.contract.ts';
import { connectTrackerRequest, trackerConnection, trackerCredentials } from '../../../contract/vehicles.contract.ts';
import { authOf, requireAdmin } from '../../plugins/authenticate.ts';
import type { TrackingHub } from './tracking-stream.ts';
import type { TrackingService } from './tracking.service.ts';

/** Form parameters as the query parser reads them: a repeated name (cell=…&cell=…) gives a list. */
function parametersOf(form: URLSearchParams): Record<string, string | string[]> {
  const parameters: Record<string, string | string[]> = {};
  for (const name of new Set(form.keys())) {
    const values = form.getAll(name);
    parameters[name] = values.length === 1 ? values[0]! : values;
  }
  return parameters;
}

/** A parameter as the query parser reads it: repeated (cell=…&cell=…), it is a list. */
const osmandValue = z.union([z.string(), z.array(z.string())]);
const osmandParameter = (description: string) => osmandValue.optional().describe(description);
/** The OsmAnd parameters (any other is kept as telemetry: ignition, fuel, odometer, cell, wifi…). */
const osmandQuery = z
  .object({
    id: osmandParameter('The device identifier (or deviceid)'),
    secret: osmandParameter("The tracker's secret (Manage Vehicle, Security)"),
    lat: osmandParameter('Latitude in degrees; with lon, or location=lat,lon. None: a report without a fix'),
    lon: osmandParameter('Longitude in degrees'),
    location: osmandParameter('lat,lon'),
    timestamp: osmandParameter('Unix seconds or milliseconds, or ISO 8601; at most 5 minutes ahead'),
    speed: osmandParameter('Knots; -1 for unknown'),
    bearing: osmandParameter('Degrees; -1 for unknown (or heading)'),
    altitude: osmandParameter('Metres'),
    accuracy: osmandParameter('Metres'),
    batt: osmandParameter('Battery percent'),
    valid: osmandParameter('false: no fix, no position stored'),
  })
  .catchall(osmandValue);
const refusals = { 400: errorBody, 401: errorBody, 404: errorBody };
const adminRefusals = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

export const trackingRoutes: FastifyPluginAsyncZod<{ tracking: TrackingService; hub: TrackingHub }> = async (app, { tracking, hub }) => {
  // Trackers post OsmAnd parameters as a form; this parser serves this plugin's routes only.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, parametersOf(new URLSearchParams(body as string)));
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
      return reply.type('text/plain').send(await tracking.ingest(json !== undefined ? { json, parameters: request.query } : { parameters: { ...request.query, ...form } }));
    },
  });

  app.get('/api/vehicles/tracking/all', {
    schema: { tags, summary: 'Every active vehicle with its latest position and telemetry', response: { 200: z.array(trackingRecord), 401: errorBody } },
    handler: () => tracking.all(),
  });
  app.get('/api/vehicles/tracking/stream', {
    schema: { tags, summary: 'Server-Sent Events: a snapshot of every vehicle, then each vehicle as its reports arrive (from any instance)', response: { 401: errorBody } },
    handler: async (request, reply) => hub.open(request, reply, await tracking.all()),
  });
  const admin = ['tracking', 'vehicles'];
  app.get('/api/vehicles/:id/tracker', {
    onRequest: requireAdmin,
    schema: { tags: admin, summary: "A vehicle's tracker: its id, whether it has a secret, the server URL and its last report (admin)", params: idParams, response: { 200: trackerConnection, ...adminRefusals } },
    handler: (request) => tracking.trackerOf(authOf(request), request.params.id),
  });
  app.put('/api/vehicles/:id/tracker', {
    onRequest: requireAdmin,
    schema: {
      tags: admin,
      summary: 'Connect a tracker to a vehicle (admin): the given device id or a new unguessable one, and a new secret, shown this once',
      params: idParams,
      body: connectTrackerRequest,
      response: { 200: trackerCredentials, ...adminRefusals, 409: errorBody },
    },
    handler: (request) => tracking.connectTracker(authOf(request), request.params.id, request.body),
  });
  app.delete('/api/vehicles/:id/tracker', {
    onRequest: requireAdmin,
    schema: { tags: admin, summary: "Disconnect a vehicle's tracker (admin): its reports are refused from now on", params: idParams, response: { 204: z.null(), ...adminRefusals } },
    handler: async (request, reply) => {
      await tracking.disconnectTracker(authOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  });

  app.get('/api/vehicles/:id/location', {
    schema: { tags, summary: "A vehicle's address and speed now", params: idParams, response: { 200: vehicleLocation, 400: errorBody, 401: errorBody, 404: errorBody } },
    handler: (request) => tracking.location(request.params.id),
  });
};
