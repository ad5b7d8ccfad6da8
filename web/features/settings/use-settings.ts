import { useMutation, useQuery } from '@tanstack/react-query';
import type { ServiceSettings } from '../../../contract/settings.contract.ts';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../lib/api.ts';
import { t } from '../../lib/i18n/index.ts';
import { useRefreshAfter } from '../../lib/changes.ts';

export const settingsKeys = { service: ['/api/admin/settings'] };

export const useServiceSettings = () => useQuery<ServiceSettings>({ queryKey: settingsKeys.service, staleTime: 0 });

export function useSaveServiceSettings() {
  return useMutation({ mutationFn: (settings: ServiceSettings) => apiRequest<ServiceSettings>('PUT', '/api/admin/settings', settings), onSuccess: useRefreshAfter('settings') });
}

/** The restricted period as the settings set it: 'from 3 hours before candle lighting to 1 hour after havdalah'. */
export function useRestrictedPeriodWords(): string {
  const { data } = useServiceSettings();
  const before = data?.restrictedHoursBefore ?? 3;
  const after = data?.restrictedHoursAfter ?? 1;
  useTranslation();
  return t('restricted.words', { before, after });
}
