import * as Tabs from '@radix-ui/react-tabs';
import { BellRing, IdCard, RefreshCw } from 'lucide-react';
import { toast } from 'sonner';
import { useExpiringLicences, useGenerateLicenceNotices, useLicenceDashboard } from './use-licences.ts';
import type { LicenceAlert } from '../../../contract/licences.contract.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, IconCardTitle } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { TabList } from '../../components/ui/tab-list.tsx';
import { cn } from '../../lib/cn.ts';
import { personName, t } from '../../lib/i18n/index.ts';
import { CredentialExpiryList, useSendCredentialNotices } from '../credentials/index.ts';

const LIST_SIZE = 5;

const badgeOf = (a: LicenceAlert) =>
  a.daysUntilExpiry < 0
    ? { label: t('licenceAlerts.expired'), tone: 'bg-red-600 text-white' }
    : a.alertType === 'urgent'
      ? { label: t('licenceAlerts.urgent'), tone: 'bg-red-100 text-red-900' }
      : a.alertType === 'warning'
        ? { label: t('licenceAlerts.warning'), tone: 'bg-amber-100 text-amber-900' }
        : { label: t('licenceAlerts.upcoming'), tone: 'bg-sky-100 text-sky-900' };

function AlertList({ alerts, empty }: { alerts: LicenceAlert[]; empty: string }) {
  if (!alerts.length) return <EmptyState>{empty}</EmptyState>;
  return (
    <ul className="divide-y divide-slate-100">
      {alerts.slice(0, LIST_SIZE).map((a) => {
        const badge = badgeOf(a);
        return (
          <li key={a.userId} data-testid="licence-alert" className="flex flex-wrap items-center gap-3 py-2 text-sm">
            <span className="font-semibold">{personName(a.userName)}</span>
            <span className="text-slate-500">{a.email}</span>
            <span className="flex-1 text-slate-600">{t('licenceAlerts.line', { number: a.licenseNumber ?? '—', expiry: a.expiryDate })}</span>
            <span className="text-xs text-slate-600">
              {a.daysUntilExpiry < 0 ? t('common.daysAgo', { n: -a.daysUntilExpiry }) : t('common.inDays', { n: a.daysUntilExpiry })}
            </span>
            <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', badge.tone)}>{badge.label}</span>
          </li>
        );
      })}
      {alerts.length > LIST_SIZE && <li className="py-2 text-xs text-slate-500">{t('diary.more', { n: alerts.length - LIST_SIZE })}</li>}
    </ul>
  );
}

/** Licence expiry admin panel (docs/spec/admin-app.md 2.7), with the members' other credentials in a tab of their own (issue 27). */
export function LicenceExpiryPanel() {
  const dashboard = useLicenceDashboard();
  const expiring = useExpiringLicences();
  const generate = useGenerateLicenceNotices();
  const credentialNotices = useSendCredentialNotices();
  const refresh = async () => {
    await Promise.all([dashboard.refetch(), expiring.refetch()]);
    toast.success(t('licenceAlerts.refreshed'));
  };

  const send = async () => {
    try {
      // Licences and credentials alike: the daily runs' notices, now.
      const [licences, credentials] = await Promise.all([generate.mutateAsync(), credentialNotices.mutateAsync()]);
      const [generated, checked] = [licences.generated + credentials.generated, licences.checked + credentials.checked];
      toast.success(t('licenceAlerts.generated'), {
        description: generated ? t('licenceAlerts.told', { generated, checked }) : t('licenceAlerts.allTold', { checked }),
      });
    } catch {
      toast.error(t('licenceAlerts.genFailed'), { description: t('licenceAlerts.genFailedText') });
    }
  };

  const d = dashboard.data;
  const all = expiring.data ?? [];
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
        <IconCardTitle icon={IdCard}>{t('licenceAlerts.title')}</IconCardTitle>
        <div className="flex gap-2">
          <Button size="sm" variant="secondary" onClick={() => void refresh()} disabled={dashboard.isFetching}>
            <RefreshCw className={cn('size-4', dashboard.isFetching && 'animate-spin')} aria-hidden /> {t('tracking.refresh')}
          </Button>
          <Button size="sm" onClick={() => void send()} disabled={generate.isPending}>
            <BellRing className="size-4" aria-hidden /> {t('licenceAlerts.generate')}
          </Button>
        </div>
      </CardHeader>
      <CardContent className="space-y-4">
        {!d ? (
          <Skeleton className="h-24" />
        ) : (
          <div className="grid grid-cols-2 gap-3 md:grid-cols-5">
            {(
              [
                [t('licenceAlerts.onFile'), d.totalLicenses],
                [t('licenceAlerts.expired'), d.expiredLicenses],
                [t('licenceAlerts.urgent30'), d.urgentRenewals],
                [t('licenceAlerts.warning90'), d.warningRenewals],
                [t('licenceAlerts.upcoming6'), d.upcomingRenewals],
              ] as const
            ).map(([label, n]) => (
              <div key={label} data-testid="licence-figure" className="rounded-xl bg-slate-50 p-3 text-center ring-1 ring-slate-200">
                <p className="text-2xl font-bold">{n}</p>
                <p className="text-xs text-slate-600">{label}</p>
              </div>
            ))}
          </div>
        )}
        <Tabs.Root defaultValue="overview">
          <TabList
            spacing="mb-3"
            tabs={[
              { value: 'overview', label: t('templates.overview') },
              { value: 'expired', label: t('licenceAlerts.expired') },
              { value: 'urgent', label: t('licenceAlerts.urgent') },
              { value: 'all', label: t('licenceAlerts.allExpiring') },
              { value: 'credentials', label: t('licenceAlerts.otherCredentialsTab') },
            ]}
          />
          <Tabs.Content value="overview">
            <AlertList alerts={[...(d?.recentlyExpired ?? []), ...(d?.urgentAlerts ?? [])]} empty={t('licenceAlerts.none')} />
          </Tabs.Content>
          <Tabs.Content value="expired">
            <AlertList alerts={d?.recentlyExpired ?? []} empty={t('licenceAlerts.noneExpired')} />
          </Tabs.Content>
          <Tabs.Content value="urgent">
            <AlertList alerts={d?.urgentAlerts ?? []} empty={t('licenceAlerts.none30')} />
          </Tabs.Content>
          <Tabs.Content value="all">
            <AlertList alerts={all} empty={t('licenceAlerts.none6')} />
          </Tabs.Content>
          <Tabs.Content value="credentials">
            <CredentialExpiryList />
          </Tabs.Content>
        </Tabs.Root>
      </CardContent>
    </Card>
  );
}
