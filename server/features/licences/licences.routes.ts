import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { LicenceAnalysisService } from './licence-analysis.service.ts';
import type { LicencesService } from './licences.service.ts';
import { LICENCE_IMAGE_MAX_BYTES } from '../../../contract/licences.contract.ts';
import { licencesEndpoints } from '../../../contract/licences.endpoints.ts';
import { authOf, requireAdmin } from '../../plugins/authenticate.ts';
import { routeOf } from '../../plugins/route-of.ts';
import { requestLanguage } from '../../request-language.ts';

/** Two images at their largest in base64, plus room for the JSON around them. */
const ANALYSIS_BODY_LIMIT = Math.ceil((2 * LICENCE_IMAGE_MAX_BYTES * 4) / 3) + 1024 * 1024;

export const licencesRoutes: FastifyPluginAsyncZod<{ licences: LicencesService; analysis: LicenceAnalysisService }> = async (app, { licences, analysis }) => {
  app.route({
    ...routeOf(licencesEndpoints.analyze),
    bodyLimit: ANALYSIS_BODY_LIMIT,
    handler: (request) => analysis.analyze(authOf(request), request.body),
  });
  app.route({
    ...routeOf(licencesEndpoints.scan),
    handler: async (request, reply) => {
      const scan = await analysis.scan(authOf(request), request.params.id);
      return reply.type(scan.contentType).header('cache-control', 'private, max-age=3600').send(scan.data);
    },
  });
  app.route({
    ...routeOf(licencesEndpoints.validate),
    handler: (request) => {
      const ctx = authOf(request);
      return licences.validate(ctx, request.params.userId, requestLanguage(request, ctx.user.language));
    },
  });
  app.route({
    ...routeOf(licencesEndpoints.dashboard),
    onRequest: requireAdmin,
    handler: () => licences.dashboard(),
  });
  app.route({
    ...routeOf(licencesEndpoints.expiring),
    onRequest: requireAdmin,
    handler: () => licences.expiring(),
  });
  app.route({
    ...routeOf(licencesEndpoints.generateNotifications),
    onRequest: requireAdmin,
    handler: () => licences.generateNotifications(),
  });
};
