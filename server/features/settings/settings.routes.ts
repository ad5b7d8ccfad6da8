import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../../contract/errors.contract.ts';
import { overrideSettings, serviceSettings } from '../../../contract/settings.contract.ts';
import { authOf, requireAdmin } from '../../plugins/authenticate.ts';
import type { SettingsService } from './settings.service.ts';

const refusals = { 401: errorBody, 403: errorBody };

export const settingsRoutes: FastifyPluginAsyncZod<{ settings: SettingsService }> = async (app, { settings }) => {
  app.get('/api/admin/settings', {
    onRequest: requireAdmin,
    schema: { tags: ['settings'], summary: 'The service settings (admin): name, dispatch phone, donate link, booking limits, restricted-period offsets, monitor interval', response: { 200: serviceSettings, ...refusals } },
    handler: () => settings.service(),
  });
  app.put('/api/admin/settings', {
    onRequest: requireAdmin,
    schema: { tags: ['settings'], summary: 'Replace the service settings (admin); every instance uses them at once; audited', body: serviceSettings, response: { 200: serviceSettings, 400: errorBody, ...refusals } },
    handler: (request) => settings.updateService(authOf(request), request.body),
  });
  app.get('/api/admin/override-settings', {
    onRequest: requireAdmin,
    schema: { tags: ['overrides'], summary: 'Admin Override Settings: the eight flags', response: { 200: overrideSettings, ...refusals } },
    handler: () => settings.overrides(),
  });
  app.put('/api/admin/override-settings', {
    onRequest: requireAdmin,
    schema: { tags: ['overrides'], summary: 'Replace the override settings (admin); audited', body: overrideSettings, response: { 200: overrideSettings, 400: errorBody, ...refusals } },
    handler: (request) => settings.updateOverrides(authOf(request), request.body),
  });
};
