import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SeriesService } from './series.service.ts';
import { bookingSeriesEndpoints as endpoints } from '../../../contract/booking-series.endpoints.ts';
import { authOf } from '../../plugins/authenticate.ts';
import { routeOf } from '../../plugins/route-of.ts';

export const seriesRoutes: FastifyPluginAsyncZod<{ series: SeriesService }> = async (app, { series }) => {
  app.route({
    ...routeOf(endpoints.create),
    handler: async (request, reply) => reply.status(201).send(await series.create(authOf(request), request.body)),
  });
  app.route({
    ...routeOf(endpoints.cancel),
    handler: (request) => series.cancel(authOf(request), request.params.id, request.query.from ? new Date(request.query.from) : undefined),
  });
};
