import * as Tabs from '@radix-ui/react-tabs';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AppHeader } from './app-header.tsx';
import { tabsFor } from './dashboard-tabs.tsx';
import { SiteFooter } from '../components/site-footer.tsx';
import { Contained } from '../components/ui/error-boundary.tsx';
import { Skeleton } from '../components/ui/skeleton.tsx';
import { useAuth } from '../features/auth/index.ts';
import { QuickBookStrip } from '../features/bookings/index.ts';
import { NextShabbatCard } from '../features/hebrew-calendar/index.ts';
import { LicenceValidityWidget, useLicenceValidation } from '../features/users/index.ts';
import { textOf } from '../lib/i18n/index.ts';
import { usePublicConfig } from '../lib/public-config.ts';

/** The compact licence validity widget (docs/spec/admin-app.md 2.6) for members, in the welcome band. */
function MemberLicenceBadge({ userId }: { userId: number }) {
  const { data } = useLicenceValidation(userId);
  return data ? (
    <div className="mt-3">
      <LicenceValidityWidget validation={data} compact />
    </div>
  ) : null;
}

/** The main dashboard: title, welcome band and the tab row; the open tab is kept in ?tab=. */
export default function DashboardPage() {
  const { state } = useAuth();
  const { t } = useTranslation();
  const { data: config } = usePublicConfig();
  const [params, setParams] = useSearchParams();
  if (state.status !== 'authenticated') return null;
  const tabs = tabsFor(state.user.isAdmin);
  const requested = params.get('tab');
  const current = tabs.some((tab) => tab.id === requested) ? requested! : tabs[0]!.id;

  return (
    <div className="flex min-h-screen flex-col">
      <AppHeader user={state.user} />
      <main className="mx-auto w-full max-w-7xl flex-1 space-y-6 px-4 py-6 sm:px-6">
        <section className="rounded-2xl bg-gradient-to-r from-red-700 to-red-500 px-6 py-8 text-white shadow">
          <h1 className="text-3xl font-extrabold tracking-tight">{config?.serviceName ?? 'MedFleet'}</h1>
          <p className="mt-2 text-lg text-red-50">{t('dashboard.welcome')}</p>
          {!state.user.isAdmin && <MemberLicenceBadge userId={state.user.id} />}
        </section>
        {!state.user.isAdmin && !state.user.profileComplete && (
          <div
            role="status"
            data-testid="profile-incomplete"
            className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
          >
            <span>{t('dashboard.profileIncomplete')}</span>
            <Link
              to="/profile-completion"
              className="inline-flex min-h-11 items-center rounded-md bg-amber-900 px-3 py-1.5 font-medium text-white hover:bg-amber-800 sm:min-h-0"
            >
              {t('dashboard.completeProfile')}
            </Link>
          </div>
        )}
        <QuickBookStrip />
        <NextShabbatCard />
        <Tabs.Root value={current} onValueChange={(tab) => setParams({ tab }, { replace: true })}>
          <Tabs.List aria-label={t('dashboard.tabs')} className="flex flex-wrap gap-1 rounded-xl bg-white p-1 shadow-sm ring-1 ring-slate-200">
            {tabs.map(({ id, icon: Icon }) => (
              <Tabs.Trigger
                key={id}
                value={id}
                className="inline-flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium text-slate-600 hover:bg-slate-100 data-[state=active]:bg-slate-900 data-[state=active]:text-white"
              >
                <Icon className="size-4" aria-hidden />
                {textOf(`tabs.${id}`)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {tabs.map((tab) => (
            <Tabs.Content key={tab.id} value={tab.id} className="mt-6 focus-visible:outline-none">
              <Contained>
                <Suspense fallback={<Skeleton className="h-64" />}>{tab.content()}</Suspense>
              </Contained>
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </main>
      <SiteFooter />
    </div>
  );
}
