import { useMutation, useQuery } from '@tanstack/react-query';
import type { LicenceAlert, LicenceDashboard } from '../../../contract/licences.contract.ts';
import { apiRequest } from '../../lib/api.ts';
import { useRefreshAfter } from '../../lib/changes.ts';

/** spec/admin-app.md 9: the licence panel refreshes every 30 s. */
const POLL_MS = 30_000;

export const licenceKeys = {
  dashboard: ['/api/license/dashboard'],
  expiring: ['/api/license/expiring'],
};

export const useLicenceDashboard = () => useQuery<LicenceDashboard>({ queryKey: licenceKeys.dashboard, refetchInterval: POLL_MS });
export const useExpiringLicences = () => useQuery<LicenceAlert[]>({ queryKey: licenceKeys.expiring, refetchInterval: POLL_MS });

/** The expiry notices, sent now instead of at the daily run. */
export function useGenerateLicenceNotices() {
  return useMutation({
    mutationFn: () => apiRequest<{ checked: number; generated: number }>('POST', '/api/license/generate-notifications'),
    onSuccess: useRefreshAfter('notifications'),
  });
}
