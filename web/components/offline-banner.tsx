import { useQueryClient } from '@tanstack/react-query';
import { WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TIME_ZONE } from '../../contract/constants.ts';
import { currentLocale } from '../lib/i18n/index.ts';
import { useKeptAsOf, useOnline } from '../lib/offline.ts';

/** 'Nov 24, 20:13' in Jerusalem time (Intl alone: the banner is on every page, the login page's budget too). */
const asOfText = (moment: Date) =>
  new Intl.DateTimeFormat(currentLocale(), {
    timeZone: TIME_ZONE,
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(moment);

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
          {asOf ? t('offline.bannerAsOf', { time: asOfText(asOf) }) : t('offline.banner')}
        </p>
      )}
    </div>
  );
}
