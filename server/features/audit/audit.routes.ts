import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditEntry, auditQuery } from '../../../contract/audit.contract.ts';
import { errorBody } from '../../../contract/errors.contract.ts';
import { authOf, requireAdmin } from '../../plugins/authenticate.ts';
import type { AuditService } from './audit.service.ts';

export const auditRoutes: FastifyPluginAsyncZod<{ audit: AuditService }> = async (app, { audit }) => {
  app.get('/api/admin/audit', {
    onRequest: requireAdmin,
    schema: {
      tags: ['audit'],
      summary: 'The audit log (admin): who changed what, before and after, when; newest first, of one entity kind (entity) or one thing (entity and id)',
      querystring: auditQuery,
      response: { 200: z.array(auditEntry), 400: errorBody, 401: errorBody, 403: errorBody },
    },
    handler: (request) => audit.list(authOf(request), request.query),
  });
};
