import { useMutation, useQuery } from '@tanstack/react-query';
import type { ServiceSettings } from '../../../contract/settings.contract.ts';
import { apiRequest } from '../../lib/api.ts';
import { useRefreshAfter } from '../../lib/changes.ts';

export const settingsKeys = { service: ['/api/admin/settings'] };

export const useServiceSettings = () => useQuery<ServiceSettings>({ queryKey: settingsKeys.service, staleTime: 0 });

export function useSaveServiceSettings() {
  return useMutation({ mutationFn: (settings: ServiceSettings) => apiRequest<ServiceSettings>('PUT', '/api/admin/settings', settings), onSuccess: useRefreshAfter('settings') });
}
