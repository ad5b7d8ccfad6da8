import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditEntity } from '../../../contract/audit.contract.ts';
import { auditEndpoints } from '../../../contract/audit.endpoints.ts';
import { queryOf } from '../../lib/api.ts';

/** The newest 200 admin changes, of one kind of thing when chosen; fresh on every visit. */
export const useAuditLog = (entity: AuditEntity | undefined) =>
  useQuery({ ...queryOf(auditEndpoints.list, { query: { limit: 200, entity } }), staleTime: 0, placeholderData: keepPreviousData });
