import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditEntity, AuditEntry } from '../../../contract/audit.contract.ts';

export const auditKeys = {
  log: (entity: AuditEntity | undefined) => [`/api/admin/audit?limit=200${entity ? `&entity=${entity}` : ''}`],
};

/** The newest 200 admin changes, of one kind of thing when chosen; fresh on every visit. */
export const useAuditLog = (entity: AuditEntity | undefined) => useQuery<AuditEntry[]>({ queryKey: auditKeys.log(entity), staleTime: 0, placeholderData: keepPreviousData });
