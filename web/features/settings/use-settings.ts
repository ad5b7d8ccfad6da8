import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ServiceSettings } from '../../../contract/settings.contract.ts';
import { settingsEndpoints } from '../../../contract/settings.endpoints.ts';
import { SETTINGS_VIEWS } from '../../entities/views.ts';
import { call, queryOf } from '../../lib/api.ts';
import { useRefreshAfter } from '../../lib/changes.ts';
import { t } from '../../lib/i18n/index.ts';

export const useServiceSettings = () => useQuery({ ...queryOf(settingsEndpoints.service), staleTime: 0 });

export function useSaveServiceSettings() {
  return useMutation({
    mutationFn: (settings: ServiceSettings) => call(settingsEndpoints.updateService, { body: settings }),
    onSuccess: useRefreshAfter(SETTINGS_VIEWS),
  });
}

/** The restricted period as the settings set it: 'from 3 hours before candle lighting to 1 hour after havdalah'. */
export function useRestrictedPeriodWords(): string {
  const { data } = useServiceSettings();
  const before = data?.restrictedHoursBefore ?? 3;
  const after = data?.restrictedHoursAfter ?? 1;
  useTranslation();
  return t('restricted.words', { before, after });
}
