import { useMutation, useQuery } from '@tanstack/react-query';
import type { CreateOverrideRequest, OverrideStatus } from '../../../contract/overrides.contract.ts';
import { overridesEndpoints } from '../../../contract/overrides.endpoints.ts';
import type { OverrideSettings } from '../../../contract/settings.contract.ts';
import { settingsEndpoints } from '../../../contract/settings.endpoints.ts';
import { OVERRIDE_VIEWS, SETTINGS_VIEWS } from '../../entities/views.ts';
import { call, queryOf } from '../../lib/api.ts';
import { useRefreshAfter } from '../../lib/changes.ts';

export const useOverrideSettings = () => useQuery({ ...queryOf(settingsEndpoints.overrides), staleTime: 0 });
export const useOverrideRequests = (status?: OverrideStatus) =>
  useQuery({ ...queryOf(overridesEndpoints.list, { query: { status } }), staleTime: 0, refetchInterval: 30_000 });
export const useMyOverrideRequests = () => useQuery(queryOf(overridesEndpoints.mine));

export function useSaveOverrideSettings() {
  return useMutation({
    mutationFn: (flags: OverrideSettings) => call(settingsEndpoints.updateOverrides, { body: flags }),
    onSuccess: useRefreshAfter(SETTINGS_VIEWS),
  });
}
export function useRequestOverride() {
  return useMutation({
    mutationFn: (request: CreateOverrideRequest) => call(overridesEndpoints.request, { body: request }),
    onSuccess: useRefreshAfter(OVERRIDE_VIEWS),
  });
}
export function useWithdrawOverride() {
  return useMutation({ mutationFn: (id: number) => call(overridesEndpoints.cancel, { params: { id } }), onSuccess: useRefreshAfter(OVERRIDE_VIEWS) });
}
export function useDecideOverride() {
  return useMutation({
    mutationFn: ({ id, decision, text }: { id: number; decision: 'approve' | 'reject'; text?: string }) =>
      decision === 'approve'
        ? call(overridesEndpoints.approve, { params: { id }, body: { notes: text } })
        : call(overridesEndpoints.reject, { params: { id }, body: { reason: text ?? '' } }),
    onSuccess: useRefreshAfter(OVERRIDE_VIEWS),
  });
}
