import { useMutation, useQuery } from '@tanstack/react-query';
import type { ServiceSettings } from '../../../contract/settings.contract.ts';
import { apiRequest } from '../../lib/api.ts';
import { useRefreshAfter } from '../../lib/changes.ts';

export const settingsKeys = { service: ['/api/admin/settings'] };

export const useServiceSettings = () => useQuery<ServiceSettings>({ queryKey: settingsKeys.service, staleTime: 0 });

export function useSaveServiceSettings() {
  return useMutation({ mutationFn: (settings: ServiceSettings) => apiRequest<ServiceSettings>('PUT', '/api/admin/settings', settings), onSuccess: useRefreshAfter('settings') });
}

const hours = (n: number) => `${n} hour${n === 1 ? '' : 's'}`;

/** The restricted period as the settings set it: 'from 3 hours before candle lighting to 1 hour after havdalah'. */
export function useRestrictedPeriodWords(): string {
  const { data } = useServiceSettings();
  const before = data?.restrictedHoursBefore ?? 3;
  const after = data?.restrictedHoursAfter ?? 1;
  return `from ${hours(before)} before candle lighting to ${hours(after)} after havdalah`;
}
