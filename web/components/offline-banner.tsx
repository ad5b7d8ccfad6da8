import { useQueryClient } from '@tanstack/react-query';
import { WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useKeptAsOf, useOnline } from '../lib/offline.ts';
import { formatNotificationTime } from '../lib/time.ts';

/** No network: say so, and how old what is shown is; changes are refused until it is back. */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnline();
  const asOf = useKeptAsOf(useQueryClient(), online);
  return (
    <div role="status" aria-live="polite">
      {!online && (
        <p data-testid="offline-banner" className="flex items-center justify-center gap-2 bg-slate-900 px-4 py-2 text-center text-sm font-medium text-white">
          <WifiOff className="size-4 shrink-0" aria-hidden />
          {asOf ? t('offline.bannerAsOf', { time: formatNotificationTime(asOf.toISOString()) }) : t('offline.banner')}
        </p>
      )}
    </div>
  );
}
