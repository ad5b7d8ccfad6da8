import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../../contract/errors.contract.ts';
import { idParams } from '../../../contract/common.contract.ts';
import { vehicleImmobilizerUpdate } from '../../../contract/immobilizer.contract.ts';
import { vehicle, vehicleList } from '../../../contract/vehicles.contract.ts';
import { requireAdmin } from '../../plugins/authenticate.ts';
import type { VehiclesService } from './vehicles.service.ts';

export const vehiclesRoutes: FastifyPluginAsyncZod<{ vehicles: VehiclesService }> = async (app, { vehicles }) => {
  app.get('/api/vehicles', {
    schema: { tags: ['vehicles'], summary: 'The fleet, with whether each vehicle is bookable', response: { 200: vehicleList, 401: errorBody } },
    handler: () => vehicles.list(),
  });
  app.patch('/api/vehicles/:id', {
    onRequest: requireAdmin,
    schema: {
      tags: ['vehicles'],
      summary: 'Immobilizer settings of a vehicle (admin): immobilizerEnabled and ituranCode (empty clears it)',
      params: idParams,
      body: vehicleImmobilizerUpdate,
      response: { 200: vehicle, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody },
    },
    handler: (request) => vehicles.updateImmobilizer(request.params.id, request.body),
  });
};
