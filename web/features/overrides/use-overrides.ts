import { useMutation, useQuery } from '@tanstack/react-query';
import type { CreateOverrideRequest, OverrideRequestView, OverrideStatus } from '../../../contract/overrides.contract.ts';
import type { OverrideSettings } from '../../../contract/settings.contract.ts';
import { apiRequest, withQuery } from '../../lib/api.ts';
import { useRefreshAfter } from '../../lib/changes.ts';

export const overrideKeys = {
  settings: ['/api/admin/override-settings'],
  requests: (status?: OverrideStatus) => [withQuery('/api/admin/override-requests', { status })],
  mine: ['/api/override-requests'],
};

export const useOverrideSettings = () => useQuery<OverrideSettings>({ queryKey: overrideKeys.settings, staleTime: 0 });
export const useOverrideRequests = (status?: OverrideStatus) => useQuery<OverrideRequestView[]>({ queryKey: overrideKeys.requests(status), staleTime: 0, refetchInterval: 30_000 });
export const useMyOverrideRequests = () => useQuery<OverrideRequestView[]>({ queryKey: overrideKeys.mine });

export function useSaveOverrideSettings() {
  return useMutation({ mutationFn: (flags: OverrideSettings) => apiRequest<OverrideSettings>('PUT', '/api/admin/override-settings', flags), onSuccess: useRefreshAfter('settings') });
}
export function useRequestOverride() {
  return useMutation({ mutationFn: (request: CreateOverrideRequest) => apiRequest<OverrideRequestView>('POST', '/api/override-requests', request), onSuccess: useRefreshAfter('override') });
}
export function useWithdrawOverride() {
  return useMutation({ mutationFn: (id: number) => apiRequest<OverrideRequestView>('DELETE', `/api/override-requests/${id}`), onSuccess: useRefreshAfter('override') });
}
export function useDecideOverride() {
  return useMutation({
    mutationFn: ({ id, decision, text }: { id: number; decision: 'approve' | 'reject'; text?: string }) =>
      apiRequest<OverrideRequestView>('POST', `/api/admin/override-requests/${id}/${decision}`, decision === 'approve' ? { notes: text } : { reason: text }),
    onSuccess: useRefreshAfter('override'),
  });
}
