import { ChevronDown, ChevronUp, Map as MapIcon, RefreshCw, SatelliteDish } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { FleetMap } from './fleet-map.tsx';
import { markerState } from './marker-style.ts';
import { useTracking } from './use-tracking.ts';
import { VehicleTrackingCard } from './vehicle-tracking-card.tsx';
import type { TrackingRecord } from '../../../contract/tracking.contract.ts';
import { Button } from '../../components/ui/button.tsx';
import { Panel } from '../../components/ui/panel.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { cn } from '../../lib/cn.ts';

/** Cards shown at first and added by each Show more: each has a live map of its own, and a national fleet has a thousand. */
const CARDS_PER_PAGE = 24;

/** The same empty list at every render: a new one would give useDeferredValue a new value each time. */
const NO_RECORDS: TrackingRecord[] = [];

const CONNECTION_TONE = { Connected: 'bg-emerald-500', 'Updating...': 'bg-amber-400', 'Connection Error': 'bg-red-600' } as const;

/** Live Fleet Tracking (docs/spec/member-app.md 2): a collapsed summary, expanded to a 3-column grid. */
export function LiveTrackingTab() {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const [mapOpen, setMapOpen] = useState(false);
  const [cardsShown, setCardsShown] = useState(CARDS_PER_PAGE);
  const { data, isPending, isError, refetch, connection } = useTracking(expanded);
  // The cards follow the fleet in React's background rendering, in slices that leave the page free between them.
  const cards = useDeferredValue(data ?? NO_RECORDS);

  const refresh = () => {
    toast(t('tracking.refreshTitle'), { description: t('tracking.refreshing') });
    void refetch();
  };

  if (isPending) return <Skeleton className="h-40" />;
  if (isError && !data?.length) {
    return (
      <section className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
        <SatelliteDish className="size-10 text-slate-400" aria-hidden />
        <h2 className="text-lg font-semibold">{t('tracking.unavailable')}</h2>
        <p className="text-sm text-slate-600">{t('tracking.configure')}</p>
        <Button onClick={() => void refetch()}>{t('common.retry')}</Button>
      </section>
    );
  }
  const records = data ?? [];
  const counts = (['Driving', 'Active', 'Parked', 'Maintenance', 'Offline'] as const).map(
    (label) => [label, records.filter((r) => markerState(r).label === label).length] as const,
  );
  return (
    <section aria-label={t('tracking.title')} className="space-y-4">
      <Panel as="div" className="flex flex-wrap items-center gap-3">
        <h2 className="text-lg font-semibold">{t('tracking.title')}</h2>
        <span data-testid="connection" className="inline-flex items-center gap-1.5 text-xs font-medium text-slate-600">
          <span className={cn('size-2 rounded-full', CONNECTION_TONE[connection])} aria-hidden /> {t(`connection.${connection}`)}
        </span>
        <ul className="flex flex-wrap gap-3 text-sm" aria-label={t('tracking.summary')}>
          {counts.map(([label, n]) => (
            <li key={label}>
              <strong>{n}</strong> {t(`trackingSummary.${label}`)}
            </li>
          ))}
        </ul>
        <div className="ms-auto flex gap-2">
          <Button size="sm" variant="secondary" onClick={() => setMapOpen(true)}>
            <MapIcon className="size-4" aria-hidden /> {t('tracking.fleetMap')}
          </Button>
          <Button size="sm" variant="secondary" onClick={refresh}>
            <RefreshCw className="size-4" aria-hidden /> {t('tracking.refresh')}
          </Button>
          <Button size="sm" variant="dark" onClick={() => setExpanded(!expanded)}>
            {expanded ? <ChevronUp className="size-4" aria-hidden /> : <ChevronDown className="size-4" aria-hidden />}{' '}
            {expanded ? t('tracking.collapse') : t('tracking.expand')}
          </Button>
        </div>
      </Panel>
      {expanded && (
        <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {cards.slice(0, cardsShown).map((r) => (
            <VehicleTrackingCard key={r.vehicleId} record={r} />
          ))}
        </div>
      )}
      {expanded && records.length > cardsShown && (
        <div className="flex flex-col items-center gap-2 text-sm text-slate-600">
          <p>{t('tracking.cardsShown', { shown: cardsShown, total: records.length })}</p>
          <Button variant="secondary" onClick={() => setCardsShown(cardsShown + CARDS_PER_PAGE)}>
            {t('tracking.showMoreCards', { count: Math.min(CARDS_PER_PAGE, records.length - cardsShown) })}
          </Button>
        </div>
      )}
      {mapOpen && <FleetMap onClose={() => setMapOpen(false)} />}
    </section>
  );
}
