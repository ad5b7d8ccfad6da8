import { useExpiringCredentials } from './use-credentials.ts';
import type { CredentialExpiry } from '../../../contract/credentials.contract.ts';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { cn } from '../../lib/cn.ts';
import { currentLanguage, personName, t } from '../../lib/i18n/index.ts';

const badgeOf = (c: CredentialExpiry) =>
  c.daysUntilExpiry < 0
    ? { label: t('credentialAlerts.expired'), tone: 'bg-red-600 text-white' }
    : c.daysUntilExpiry <= 30
      ? { label: t('credentialAlerts.urgent'), tone: 'bg-red-100 text-red-900' }
      : { label: t('credentialAlerts.soon'), tone: 'bg-amber-100 text-amber-900' };

/** Members' credentials lapsed in the last 90 days or lapsing in the next 90 (the credentials-expiry panel's tab). */
export function CredentialExpiryList() {
  const { data, isPending } = useExpiringCredentials();
  if (isPending) return <Skeleton className="h-16" />;
  if (!data?.length) return <EmptyState>{t('credentialAlerts.none')}</EmptyState>;
  return (
    <ul className="divide-y divide-slate-100">
      {data.map((c) => {
        const badge = badgeOf(c);
        return (
          <li key={c.credentialId} data-testid="credential-alert" className="flex flex-wrap items-center gap-3 py-2 text-sm">
            <span className="font-semibold">{personName(c.userName)}</span>
            <span className="text-slate-500">{c.email}</span>
            <span className="flex-1 text-slate-600">
              {t('credentialAlerts.line', { type: currentLanguage() === 'he' ? c.typeNameHe : c.typeName, expiry: c.expiresOn })}
            </span>
            <span className="text-xs text-slate-600">
              {c.daysUntilExpiry < 0 ? t('common.daysAgo', { n: -c.daysUntilExpiry }) : t('common.inDays', { n: c.daysUntilExpiry })}
            </span>
            <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', badge.tone)}>{badge.label}</span>
          </li>
        );
      })}
    </ul>
  );
}
