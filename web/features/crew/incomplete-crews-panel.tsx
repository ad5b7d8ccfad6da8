import { UsersRound } from 'lucide-react';
import { useIncompleteCrews } from './use-crew.ts';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { IconHeading } from '../../components/ui/heading.tsx';
import { Panel } from '../../components/ui/panel.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { currentLanguage, isolated, t } from '../../lib/i18n/index.ts';
import { bookingRange } from '../../lib/time.ts';

/** Crews to fill: held bookings of the next 48 hours with a required seat open (dispatch's list). */
export function IncompleteCrewsPanel() {
  const { data, isPending } = useIncompleteCrews();
  const label = (s: { label: string; labelHe: string }) => (currentLanguage() === 'he' ? s.labelHe : s.label);
  return (
    <Panel aria-label={t('incompleteCrews.title')}>
      <IconHeading icon={UsersRound} className="mb-2">
        {t('incompleteCrews.title')}
      </IconHeading>
      {isPending ? (
        <Skeleton className="h-16" />
      ) : !data?.length ? (
        <EmptyState>{t('incompleteCrews.none')}</EmptyState>
      ) : (
        <ul className="divide-y divide-slate-100">
          {data.map((crew) => (
            <li key={crew.bookingId} data-testid="incomplete-crew" className="py-2 text-sm">
              <p>
                <span className="font-semibold">{isolated(crew.vehicleNumber)}</span> · {bookingRange(crew.startTime, crew.endTime)}
              </p>
              <p className="text-slate-600">
                {t('incompleteCrews.open', {
                  seats: crew.seats
                    .filter((s) => s.required && !s.holder)
                    .map(label)
                    .join(', '),
                })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
