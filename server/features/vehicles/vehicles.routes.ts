import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../../contract/errors.contract.ts';
import { idParams } from '../../../contract/common.contract.ts';
import { createVehicleRequest, retireVehicleResult, updateVehicleRequest, vehicle, vehicleList } from '../../../contract/vehicles.contract.ts';
import { authOf, requireAdmin } from '../../plugins/authenticate.ts';
import type { VehiclesService } from './vehicles.service.ts';

export const vehiclesRoutes: FastifyPluginAsyncZod<{ vehicles: VehiclesService }> = async (app, { vehicles }) => {
  app.get('/api/vehicles', {
    schema: { tags: ['vehicles'], summary: 'The fleet, with whether each vehicle is bookable and whether my user types may book it (mayBook)', response: { 200: vehicleList, 401: errorBody } },
    handler: (request) => vehicles.list(authOf(request)),
  });
  app.post('/api/vehicles', {
    onRequest: requireAdmin,
    schema: {
      tags: ['vehicles'],
      summary: 'Add a vehicle (admin): vehicleNumber, make, model and category, and any other field of Manage Vehicle',
      body: createVehicleRequest,
      response: { 201: vehicle, 400: errorBody, 401: errorBody, 403: errorBody, 409: errorBody },
    },
    handler: async (request, reply) => reply.status(201).send(await vehicles.create(authOf(request), request.body)),
  });
  app.patch('/api/vehicles/:id', {
    onRequest: requireAdmin,
    schema: {
      tags: ['vehicles'],
      summary: 'Edit a vehicle (admin): any field of Manage Vehicle (ituranCode empty clears it); out of booking only while no booking holds it (409 naming them)',
      params: idParams,
      body: updateVehicleRequest,
      response: { 200: vehicle, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody },
    },
    handler: (request) => vehicles.update(authOf(request), request.params.id, request.body),
  });
  app.delete('/api/vehicles/:id', {
    onRequest: requireAdmin,
    schema: {
      tags: ['vehicles'],
      summary: 'Retire a vehicle (admin): inactive and out of service, never deleted, its history and immobilizer setting kept; refused while it is out on a booking; its coming bookings are marked vehicleWithdrawn and their members told',
      params: idParams,
      response: { 200: retireVehicleResult, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody },
    },
    handler: (request) => vehicles.retire(authOf(request), request.params.id),
  });
};
