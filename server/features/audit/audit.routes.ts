import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuditService } from './audit.service.ts';
import { auditEndpoints } from '../../../contract/audit.endpoints.ts';
import { authOf, requireAdmin } from '../../plugins/authenticate.ts';
import { routeOf } from '../../plugins/route-of.ts';

export const auditRoutes: FastifyPluginAsyncZod<{ audit: AuditService }> = async (app, { audit }) => {
  app.route({
    ...routeOf(auditEndpoints.list),
    onRequest: requireAdmin,
    handler: (request) => audit.list(authOf(request), request.query),
  });
};
