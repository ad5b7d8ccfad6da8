import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../../contract/errors.contract.ts';
import { vehicleList } from '../../../contract/vehicles.contract.ts';
import type { Guards } from '../../plugins/authenticate.ts';
import type { VehiclesService } from './vehicles.service.ts';

export const vehiclesRoutes: FastifyPluginAsyncZod<{ vehicles: VehiclesService; guards: Guards }> = async (app, { vehicles, guards }) => {
  app.get('/api/vehicles', {
    preHandler: guards.authenticate,
    schema: { tags: ['vehicles'], summary: 'The fleet, with whether each vehicle is bookable', response: { 200: vehicleList, 401: errorBody } },
    handler: () => vehicles.list(),
  });
};
