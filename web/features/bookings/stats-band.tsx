import { CalendarCheck, Car, Clock, FileWarning } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useStats } from './use-bookings.ts';
import { Skeleton } from '../../components/ui/skeleton.tsx';

const CARDS = [
  { key: 'activeBookings', icon: CalendarCheck, tone: 'text-emerald-700 bg-emerald-50' },
  { key: 'hoursThisMonth', icon: Clock, tone: 'text-sky-700 bg-sky-50' },
  { key: 'availableVehicles', icon: Car, tone: 'text-amber-700 bg-amber-50' },
  { key: 'pendingReports', icon: FileWarning, tone: 'text-rose-700 bg-rose-50' },
] as const;

/** The four dashboard figures; a missing value shows as 0 (docs/spec/member-app.md 2). */
export function StatsBand() {
  const { t } = useTranslation();
  const { data, isPending } = useStats();
  return (
    <section aria-label={t('stats.title')} className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {CARDS.map(({ key, icon: Icon, tone }) => (
        <div key={key} className="flex items-center gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <span className={`rounded-lg p-3 ${tone}`}>
            <Icon className="size-6" aria-hidden />
          </span>
          <div>
            <p className="text-sm text-slate-600">{t(`stats.${key}`)}</p>
            {isPending ? (
              <Skeleton className="mt-1 h-7 w-12" />
            ) : (
              <p className="text-2xl font-bold" data-testid={`stat-${key}`}>
                {data?.[key] ?? 0}
              </p>
            )}
          </div>
        </div>
      ))}
    </section>
  );
}
