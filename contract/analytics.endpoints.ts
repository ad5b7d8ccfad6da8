import { z } from 'zod';
import {
  acknowledgeGeofenceAlert,
  dailyMileage,
  dateRangeQuery,
  dayQuery,
  driverBehavior,
  efficiencyReport,
  fuelEvent,
  geofence,
  geofenceAlert,
  infraction,
  maintenanceAlert,
  newGeofence,
  nightRest,
  routeTrip,
  serviceStatus,
} from './analytics.contract.ts';
import { idParams } from './common.contract.ts';
import { endpoint } from './endpoint.ts';
import { errorBody } from './errors.contract.ts';

const tags = ['fleet analytics'];
const refusals = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
/** A vehicle's report over a date range. */
const range = { tags, params: idParams, query: dateRangeQuery } as const;

/**
 * Fleet Control's reports (docs/spec/admin-app.md 2.24), admin only, under /api/{provider}: the
 * provider (TRACKING_PROVIDER) is fixed by the server's configuration, and the web reads it from /api/config.
 */
export const analyticsEndpoints = {
  infractions: endpoint({
    method: 'GET',
    path: '/api/:provider/vehicles/:id/infractions',
    ...range,
    summary: 'Speeding above the limit (SPEED_LIMIT_KMH): each run with its top speed, place and time',
    responses: { 200: z.array(infraction), ...refusals },
  }),
  routeHistory: endpoint({
    method: 'GET',
    path: '/api/:provider/vehicles/:id/route-history',
    ...range,
    summary: 'Trips between stops of 5 minutes or more: places, distance (km), duration (min)',
    responses: { 200: z.array(routeTrip), ...refusals },
  }),
  kilometraje: endpoint({
    method: 'GET',
    path: '/api/:provider/vehicles/:id/kilometraje',
    ...range,
    summary: 'km per day (Jerusalem days), every day of the range',
    responses: { 200: z.array(dailyMileage), ...refusals },
  }),
  driverBehavior: endpoint({
    method: 'GET',
    path: '/api/:provider/vehicles/:id/driver-behavior',
    ...range,
    summary: 'Overall and safety scores from speeding and harsh acceleration or braking',
    responses: { 200: driverBehavior, ...refusals },
  }),
  fuelEvents: endpoint({
    method: 'GET',
    path: '/api/:provider/vehicles/:id/fuel-events',
    ...range,
    summary: 'Refuels and sudden drops of the fuel level',
    responses: { 200: z.array(fuelEvent), ...refusals },
  }),
  geofenceAlerts: endpoint({
    method: 'GET',
    path: '/api/:provider/vehicles/:id/geofence-alerts',
    ...range,
    summary: 'Entries into and exits from the geofences, with whether they were acknowledged',
    responses: { 200: z.array(geofenceAlert), ...refusals },
  }),
  maintenanceAlerts: endpoint({
    method: 'GET',
    path: '/api/:provider/vehicles/:id/maintenance-alerts',
    tags,
    summary: 'Service by mileage and by date, insurance, tax and test dates, most urgent first',
    params: idParams,
    responses: { 200: z.array(maintenanceAlert), ...refusals },
  }),
  nightRest: endpoint({
    method: 'GET',
    path: '/api/:provider/fleet/reposo-nocturno',
    tags,
    summary: 'Night rest (22:00–06:00) of every active vehicle for the night starting on the date',
    query: dayQuery,
    responses: { 200: z.array(nightRest), ...refusals },
  }),
  efficiencyReport: endpoint({
    method: 'GET',
    path: '/api/:provider/fleet/efficiency-report',
    tags,
    summary: 'Distance, fuel and km per litre of the fleet, and its most efficient vehicles',
    query: dateRangeQuery,
    responses: { 200: efficiencyReport, ...refusals },
  }),
  serviceStatus: endpoint({
    method: 'GET',
    path: '/api/:provider/service-status',
    tags,
    summary: 'Whether positions are arriving from the fleet',
    responses: { 200: serviceStatus, ...refusals },
  }),
  geofences: endpoint({ method: 'GET', path: '/api/:provider/geofences', tags, summary: 'The geofences', responses: { 200: z.array(geofence), ...refusals } }),
  addGeofence: endpoint({
    method: 'POST',
    path: '/api/:provider/geofences',
    tags,
    summary: 'Add a circular geofence',
    body: newGeofence,
    responses: { 201: geofence, ...refusals },
  }),
  removeGeofence: endpoint({
    method: 'DELETE',
    path: '/api/:provider/geofences/:id',
    tags,
    summary: 'Remove a geofence and its acknowledgements',
    params: idParams,
    responses: { 204: z.null(), ...refusals },
  }),
  acknowledge: endpoint({
    method: 'POST',
    path: '/api/:provider/geofence-alerts/acknowledge',
    tags,
    summary: 'Acknowledge a geofence alert',
    body: acknowledgeGeofenceAlert,
    responses: { 204: z.null(), ...refusals },
  }),
};
