import { endpoint } from './endpoint.ts';
import { errorBody } from './errors.contract.ts';
import { overrideSettings, overrideSettingsUpdate, serviceSettings, serviceSettingsUpdate } from './settings.contract.ts';

const refusals = { 401: errorBody, 403: errorBody };

/** The endpoints of settings (server/features/settings/settings.routes.ts). */
export const settingsEndpoints = {
  service: endpoint({
    method: 'GET',
    path: '/api/admin/settings',
    tags: ['settings'],
    summary: 'The service settings (admin): name, dispatch phone, donate link, booking limits, restricted-period offsets, monitor interval',
    responses: { 200: serviceSettings, ...refusals },
  }),
  updateService: endpoint({
    method: 'PUT',
    path: '/api/admin/settings',
    tags: ['settings'],
    summary: 'Replace the service settings (admin); every instance uses them at once; a field left out keeps its value; audited',
    body: serviceSettingsUpdate,
    responses: { 200: serviceSettings, 400: errorBody, ...refusals },
  }),
  overrides: endpoint({
    method: 'GET',
    path: '/api/admin/override-settings',
    tags: ['overrides'],
    summary: 'Admin Override Settings: the eight flags',
    responses: { 200: overrideSettings, ...refusals },
  }),
  updateOverrides: endpoint({
    method: 'PUT',
    path: '/api/admin/override-settings',
    tags: ['overrides'],
    summary: 'Replace the override settings (admin); audited',
    body: overrideSettingsUpdate,
    responses: { 200: overrideSettings, 400: errorBody, ...refusals },
  }),
};
