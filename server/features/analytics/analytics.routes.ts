import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
} from '../../../contract/analytics.contract.ts';
import { idParams } from '../../../contract/common.contract.ts';
import { errorBody } from '../../../contract/errors.contract.ts';
import { authOf, requireAdmin } from '../../plugins/authenticate.ts';
import type { AnalyticsService } from './analytics.service.ts';

const refusals = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/** spec/admin-app.md 2.24 and its calls, under /api/{provider} (admin). */
export const analyticsRoutes: FastifyPluginAsyncZod<{ analytics: AnalyticsService; provider: string }> = async (app, { analytics, provider }) => {
  const tags = ['fleet analytics'];
  const base = `/api/${provider}`;
  const rangeSchema = (summary: string) => ({ tags, summary, params: idParams, querystring: dateRangeQuery });
  app.get(`${base}/vehicles/:id/infractions`, {
    onRequest: requireAdmin,
    schema: { ...rangeSchema('Speeding above the limit (SPEED_LIMIT_KMH): each run with its top speed, place and time'), response: { 200: z.array(infraction), ...refusals } },
    handler: (request) => analytics.infractions(request.params.id, request.query),
  });
  app.get(`${base}/vehicles/:id/route-history`, {
    onRequest: requireAdmin,
    schema: { ...rangeSchema('Trips between stops of 5 minutes or more: places, distance (km), duration (min)'), response: { 200: z.array(routeTrip), ...refusals } },
    handler: (request) => analytics.routeHistory(request.params.id, request.query),
  });
  app.get(`${base}/vehicles/:id/kilometraje`, {
    onRequest: requireAdmin,
    schema: { ...rangeSchema('km per day (Jerusalem days), every day of the range'), response: { 200: z.array(dailyMileage), ...refusals } },
    handler: (request) => analytics.kilometraje(request.params.id, request.query),
  });
  app.get(`${base}/vehicles/:id/driver-behavior`, {
    onRequest: requireAdmin,
    schema: { ...rangeSchema('Overall and safety scores from speeding and harsh acceleration or braking'), response: { 200: driverBehavior, ...refusals } },
    handler: (request) => analytics.driverBehavior(request.params.id, request.query),
  });
  app.get(`${base}/vehicles/:id/fuel-events`, {
    onRequest: requireAdmin,
    schema: { ...rangeSchema('Refuels and sudden drops of the fuel level'), response: { 200: z.array(fuelEvent), ...refusals } },
    handler: (request) => analytics.fuelEvents(request.params.id, request.query),
  });
  app.get(`${base}/vehicles/:id/geofence-alerts`, {
    onRequest: requireAdmin,
    schema: { ...rangeSchema('Entries into and exits from the geofences, with whether they were acknowledged'), response: { 200: z.array(geofenceAlert), ...refusals } },
    handler: (request) => analytics.geofenceAlerts(request.params.id, request.query),
  });

  app.get(`${base}/vehicles/:id/maintenance-alerts`, {
    onRequest: requireAdmin,
    schema: { tags, summary: 'Service by mileage and by date, insurance, tax and test dates, most urgent first', params: idParams, response: { 200: z.array(maintenanceAlert), ...refusals } },
    handler: (request) => analytics.maintenanceAlerts(request.params.id),
  });
  app.get(`${base}/fleet/reposo-nocturno`, {
    onRequest: requireAdmin,
    schema: { tags, summary: 'Night rest (22:00–06:00) of every active vehicle for the night starting on the date', querystring: dayQuery, response: { 200: z.array(nightRest), ...refusals } },
    handler: (request) => analytics.nightRest(request.query.date),
  });
  app.get(`${base}/fleet/efficiency-report`, {
    onRequest: requireAdmin,
    schema: { tags, summary: 'Distance, fuel and km per litre of the fleet, and its most efficient vehicles', querystring: dateRangeQuery, response: { 200: efficiencyReport, ...refusals } },
    handler: (request) => analytics.efficiencyReport(request.query),
  });
  app.get(`${base}/service-status`, {
    onRequest: requireAdmin,
    schema: { tags, summary: 'Whether positions are arriving from the fleet', response: { 200: serviceStatus, ...refusals } },
    handler: () => analytics.serviceStatus(),
  });

  app.get(`${base}/geofences`, {
    onRequest: requireAdmin,
    schema: { tags, summary: 'The geofences', response: { 200: z.array(geofence), ...refusals } },
    handler: () => analytics.geofences(),
  });
  app.post(`${base}/geofences`, {
    onRequest: requireAdmin,
    schema: { tags, summary: 'Add a circular geofence', body: newGeofence, response: { 201: geofence, ...refusals } },
    handler: async (request, reply) => reply.status(201).send(await analytics.addGeofence(authOf(request), request.body)),
  });
  app.delete(`${base}/geofences/:id`, {
    onRequest: requireAdmin,
    schema: { tags, summary: 'Remove a geofence and its acknowledgements', params: idParams, response: { 204: z.null(), ...refusals } },
    handler: async (request, reply) => {
      await analytics.removeGeofence(request.params.id);
      return reply.status(204).send(null);
    },
  });
  app.post(`${base}/geofence-alerts/acknowledge`, {
    onRequest: requireAdmin,
    schema: { tags, summary: 'Acknowledge a geofence alert', body: acknowledgeGeofenceAlert, response: { 204: z.null(), ...refusals } },
    handler: async (request, reply) => {
      await analytics.acknowledge(authOf(request), request.body);
      return reply.status(204).send(null);
    },
  });
};
