import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SeriesRefused, type SeriesService } from './series.service.ts';
import { bookingSeriesEndpoints as endpoints } from '../../../contract/booking-series.endpoints.ts';
import { refusalBody } from '../../http-errors.ts';
import { authOf } from '../../plugins/authenticate.ts';
import { routeOf } from '../../plugins/route-of.ts';

export const seriesRoutes: FastifyPluginAsyncZod<{ series: SeriesService }> = async (app, { series }) => {
  app.route({
    ...routeOf(endpoints.create),
    handler: async (request, reply) => {
      try {
        return reply.status(201).send(await series.create(authOf(request), request.body));
      } catch (error) {
        if (!(error instanceof SeriesRefused)) throw error;
        request.refusal = 'SERIES_REFUSED';
        return reply.status(409).send({ ...refusalBody(error), refused: error.refused });
      }
    },
  });
  app.route({
    ...routeOf(endpoints.cancel),
    handler: (request) => series.cancel(authOf(request), request.params.id, request.query.from ? new Date(request.query.from) : undefined),
  });
};
