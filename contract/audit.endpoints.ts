import { z } from 'zod';
import { auditEntry, auditQuery } from './audit.contract.ts';
import { endpoint } from './endpoint.ts';
import { errorBody } from './errors.contract.ts';

/** The endpoints of audit (server/features/audit/audit.routes.ts). */
export const auditEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/audit',
    tags: ['audit'],
    summary: 'The audit log (admin): who changed what, before and after, when; newest first, of one entity kind (entity) or one thing (entity and id)',
    query: auditQuery,
    responses: { 200: z.array(auditEntry), 400: errorBody, 401: errorBody, 403: errorBody },
  }),
};
