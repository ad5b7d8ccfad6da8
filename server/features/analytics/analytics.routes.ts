import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AnalyticsService } from './analytics.service.ts';
import { analyticsEndpoints as fleet } from '../../../contract/analytics.endpoints.ts';
import { authOf, requireAdmin } from '../../plugins/authenticate.ts';
import { routeOf } from '../../plugins/route-of.ts';

/** docs/spec/admin-app.md 2.24 and its calls, under /api/{provider} (admin). */
export const analyticsRoutes: FastifyPluginAsyncZod<{ analytics: AnalyticsService; provider: string }> = async (app, { analytics, provider }) => {
  const at = { provider };
  app.route({ ...routeOf(fleet.infractions, at), onRequest: requireAdmin, handler: (request) => analytics.infractions(request.params.id, request.query) });
  app.route({ ...routeOf(fleet.routeHistory, at), onRequest: requireAdmin, handler: (request) => analytics.routeHistory(request.params.id, request.query) });
  app.route({ ...routeOf(fleet.kilometraje, at), onRequest: requireAdmin, handler: (request) => analytics.kilometraje(request.params.id, request.query) });
  app.route({
    ...routeOf(fleet.driverBehavior, at),
    onRequest: requireAdmin,
    handler: (request) => analytics.driverBehavior(request.params.id, request.query),
  });
  app.route({ ...routeOf(fleet.fuelEvents, at), onRequest: requireAdmin, handler: (request) => analytics.fuelEvents(request.params.id, request.query) });
  app.route({
    ...routeOf(fleet.geofenceAlerts, at),
    onRequest: requireAdmin,
    handler: (request) => analytics.geofenceAlerts(request.params.id, request.query),
  });
  app.route({ ...routeOf(fleet.maintenanceAlerts, at), onRequest: requireAdmin, handler: (request) => analytics.maintenanceAlerts(request.params.id) });
  app.route({ ...routeOf(fleet.nightRest, at), onRequest: requireAdmin, handler: (request) => analytics.nightRest(request.query.date) });
  app.route({ ...routeOf(fleet.efficiencyReport, at), onRequest: requireAdmin, handler: (request) => analytics.efficiencyReport(request.query) });
  app.route({ ...routeOf(fleet.serviceStatus, at), onRequest: requireAdmin, handler: () => analytics.serviceStatus() });
  app.route({ ...routeOf(fleet.geofences, at), onRequest: requireAdmin, handler: () => analytics.geofences() });
  app.route({
    ...routeOf(fleet.addGeofence, at),
    onRequest: requireAdmin,
    handler: async (request, reply) => reply.status(201).send(await analytics.addGeofence(authOf(request), request.body)),
  });
  app.route({
    ...routeOf(fleet.removeGeofence, at),
    onRequest: requireAdmin,
    handler: async (request, reply) => {
      await analytics.removeGeofence(request.params.id);
      return reply.status(204).send(null);
    },
  });
  app.route({
    ...routeOf(fleet.acknowledge, at),
    onRequest: requireAdmin,
    handler: async (request, reply) => {
      await analytics.acknowledge(authOf(request), request.body);
      return reply.status(204).send(null);
    },
  });
};
