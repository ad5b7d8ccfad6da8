import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SettingsService } from './settings.service.ts';
import { settingsEndpoints } from '../../../contract/settings.endpoints.ts';
import { authOf, requireAdmin } from '../../plugins/authenticate.ts';
import { routeOf } from '../../plugins/route-of.ts';

export const settingsRoutes: FastifyPluginAsyncZod<{ settings: SettingsService }> = async (app, { settings }) => {
  app.route({
    ...routeOf(settingsEndpoints.service),
    onRequest: requireAdmin,
    handler: () => settings.service(),
  });
  app.route({
    ...routeOf(settingsEndpoints.updateService),
    onRequest: requireAdmin,
    handler: (request) => settings.updateService(authOf(request), request.body),
  });
  app.route({
    ...routeOf(settingsEndpoints.overrides),
    onRequest: requireAdmin,
    handler: () => settings.overrides(),
  });
  app.route({
    ...routeOf(settingsEndpoints.updateOverrides),
    onRequest: requireAdmin,
    handler: (request) => settings.updateOverrides(authOf(request), request.body),
  });
};
