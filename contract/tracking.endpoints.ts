import { z } from 'zod';
import { idParams } from './common.contract.ts';
import { endpoint } from './endpoint.ts';
import { errorBody } from './errors.contract.ts';
import { positionHold, positionHoldRequest, trackingRecord, trackingStreamQuery, vehicleLocation } from './tracking.contract.ts';
import { connectTrackerRequest, trackerConnection, trackerCredentials } from './vehicles.contract.ts';

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

/** The endpoints of tracking (server/features/tracking/tracking.routes.ts). */
export const trackingEndpoints = {
  ingest: endpoint({
    method: 'GET',
    path: '/api/positions/osmand',
    tags: ['tracking'],
    summary: 'A position report from a tracker (OsmAnd protocol, query parameters)',
    query: osmandQuery,
    responses: { 200: z.string(), ...refusals },
  }),
  ingestForm: endpoint({
    method: 'POST',
    path: '/api/positions/osmand',
    tags: ['tracking'],
    summary: 'A position report: OsmAnd parameters in the query or a form, or the JSON of Traccar Client 9+',
    query: osmandQuery,
    responses: { 200: z.string(), ...refusals },
  }),
  all: endpoint({
    method: 'GET',
    path: '/api/vehicles/tracking/all',
    tags: ['tracking'],
    summary: 'Every active vehicle with its latest position and telemetry',
    responses: { 200: z.array(trackingRecord), 401: errorBody },
  }),
  stream: endpoint({
    method: 'GET',
    path: '/api/vehicles/tracking/stream',
    tags: ['tracking'],
    summary: 'Server-Sent Events: a snapshot of every vehicle, then each vehicle as its reports arrive (from any instance)',
    description:
      "Each event carries the id of the newest stored position it reflects. A client that reconnects with `Last-Event-ID` (browsers do so by themselves) first gets a `missed` event: the positions stored since, oldest first, at most the newest 2000 (`complete` says whether that was all), then the snapshot. A shutting-down instance ends the stream with `retry: 1000`. With `compact=true` (the web app), a vehicle whose number, make, model, category and status did not change comes as a `state` event: its `vehicleId` and the fields a report changes (a `vehicle` event otherwise): about half the bytes, for dispatch screens of large fleets. With `batch=true` (the web app too), the vehicles that changed in one frame (the server writes a stream at most every 100 ms) come as one `changes` event: an array of what each one's `vehicle` (or, compact, `state`) event would carry, in the same order. A browser dispatches each event on its own: a thousand vehicles a second as ten events, not a thousand.",
    query: trackingStreamQuery,
    responses: { 400: errorBody, 401: errorBody },
  }),
  trackerOf: endpoint({
    method: 'GET',
    path: '/api/vehicles/:id/tracker',
    tags: ['tracking', 'vehicles'],
    summary: "A vehicle's tracker: its id, whether it has a secret, the server URL and its last report (admin)",
    params: idParams,
    responses: { 200: trackerConnection, ...adminRefusals },
  }),
  connectTracker: endpoint({
    method: 'PUT',
    path: '/api/vehicles/:id/tracker',
    tags: ['tracking', 'vehicles'],
    summary: 'Connect a tracker to a vehicle (admin): the given device id or a new unguessable one, and a new secret, shown this once',
    params: idParams,
    body: connectTrackerRequest,
    responses: { 200: trackerCredentials, ...adminRefusals, 409: errorBody },
  }),
  disconnectTracker: endpoint({
    method: 'DELETE',
    path: '/api/vehicles/:id/tracker',
    tags: ['tracking', 'vehicles'],
    summary: "Disconnect a vehicle's tracker (admin): its reports are refused from now on",
    params: idParams,
    responses: { 204: z.null(), ...adminRefusals },
  }),
  location: endpoint({
    method: 'GET',
    path: '/api/vehicles/:id/location',
    tags: ['tracking'],
    summary: "A vehicle's address and speed now",
    params: idParams,
    responses: { 200: vehicleLocation, 400: errorBody, 401: errorBody, 404: errorBody },
  }),
  positionHolds: endpoint({
    method: 'GET',
    path: '/api/admin/position-holds',
    tags: ['tracking'],
    summary: 'Bookings whose positions are kept past the retention setting (admin): placed by an admin or by a damage report, newest first',
    responses: { 200: z.array(positionHold), 401: errorBody, 403: errorBody },
  }),
  holdPositions: endpoint({
    method: 'PUT',
    path: '/api/admin/bookings/:id/position-hold',
    tags: ['tracking'],
    summary:
      "Keep a booking's positions until released, whatever the retention setting (admin): the reason is required; a hold there already takes the new reason",
    params: idParams,
    body: positionHoldRequest,
    responses: { 200: positionHold, ...adminRefusals },
  }),
  releasePositions: endpoint({
    method: 'DELETE',
    path: '/api/admin/bookings/:id/position-hold',
    tags: ['tracking'],
    summary: "Release a booking's positions to the retention setting (admin); 404 when none are held",
    params: idParams,
    responses: { 204: z.null(), ...adminRefusals },
  }),
};
