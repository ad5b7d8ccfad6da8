import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TemplatesService } from './templates.service.ts';
import { templatesEndpoints } from '../../../contract/templates.endpoints.ts';
import { authOf, requireAdmin } from '../../plugins/authenticate.ts';
import { routeOf } from '../../plugins/route-of.ts';

export const templatesRoutes: FastifyPluginAsyncZod<{ templates: TemplatesService }> = async (app, { templates }) => {
  app.route({
    ...routeOf(templatesEndpoints.list),
    onRequest: requireAdmin,
    handler: (request) => templates.list(authOf(request)),
  });
  app.route({
    ...routeOf(templatesEndpoints.current),
    handler: (request) => templates.current(request.params.kind),
  });
  app.route({
    ...routeOf(templatesEndpoints.update),
    onRequest: requireAdmin,
    handler: (request) => templates.update(authOf(request), request.params.kind, request.body),
  });
};
