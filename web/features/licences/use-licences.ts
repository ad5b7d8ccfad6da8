import { useMutation, useQuery } from '@tanstack/react-query';
import { licencesEndpoints } from '../../../contract/licences.endpoints.ts';
import { NOTICE_VIEWS } from '../../entities/views.ts';
import { call, queryOf } from '../../lib/api.ts';
import { useRefreshAfter } from '../../lib/changes.ts';

/** docs/spec/admin-app.md 9: the licence panel refreshes every 30 s. */
const POLL_MS = 30_000;

export const useLicenceDashboard = () => useQuery({ ...queryOf(licencesEndpoints.dashboard), refetchInterval: POLL_MS });
export const useExpiringLicences = () => useQuery({ ...queryOf(licencesEndpoints.expiring), refetchInterval: POLL_MS });

/** The expiry notices, sent now instead of at the daily run. */
export function useGenerateLicenceNotices() {
  return useMutation({
    mutationFn: () => call(licencesEndpoints.generateNotifications),
    onSuccess: useRefreshAfter(NOTICE_VIEWS),
  });
}
