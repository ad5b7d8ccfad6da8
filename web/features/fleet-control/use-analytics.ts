import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ServiceStatus } from '../../../contract/analytics.contract.ts';
import { apiRequest } from '../../lib/api.ts';
import { useProviderBase } from '../../lib/public-config.ts';

/** One analytics call; waits for the provider's name, and for a vehicle when the path needs one. */
export function useAnalytics<T>(path: string | undefined) {
  const base = useProviderBase();
  return useQuery<T>({ queryKey: [`${base}${path}`], enabled: !!base && !!path });
}

/** spec/admin-app.md 9: the provider's service status every 30 s. */
export function useServiceStatus() {
  const base = useProviderBase();
  return useQuery<ServiceStatus>({ queryKey: [`${base}/service-status`], enabled: !!base, refetchInterval: 30_000 });
}

/** Geofence changes and acknowledgements, then every analytics view again. */
export function useAnalyticsMutation<Body>(method: 'POST' | 'DELETE', path: (body: Body) => string) {
  const base = useProviderBase();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => apiRequest<unknown>(method, `${base}${path(body)}`, method === 'POST' ? body : undefined),
    onSuccess: () => queryClient.invalidateQueries({ predicate: (q) => !!base && String(q.queryKey[0]).startsWith(base) }),
  });
}
