import { Ambulance, Car, HeartPulse, Truck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Vehicle } from '../../../contract/vehicles.contract.ts';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useVehicles } from '../../entities/vehicles.ts';
import { cn } from '../../lib/cn.ts';
import { userTypeNames } from '../../lib/i18n/index.ts';

/** The three cards of docs/spec/member-app.md 2, with their button layouts; their words are `vehicles.<card>.*` in the catalogues. */
const CARDS = [
  { category: 'Ambulances', card: 'ambulance', icon: Ambulance, layout: 'grid-cols-2', tint: 'from-red-600 to-red-500' },
  { category: 'ALS Vehicle', card: 'als', icon: HeartPulse, layout: 'grid-cols-1', tint: 'from-sky-700 to-sky-500' },
  { category: 'BLS Vehicles', card: 'bls', icon: Car, layout: 'grid-cols-2', tint: 'from-emerald-700 to-emerald-500' },
] as const;
/** Vehicles of any other category (a Transport van, a Support car) share one card. */
const OTHER_CARD = { card: 'other', icon: Truck, layout: 'grid-cols-2', tint: 'from-slate-700 to-slate-500' } as const;
const CARD_CATEGORIES = new Set<string>(CARDS.map((c) => c.category));

export function VehicleSelectionPanel({ onBook }: { onBook: (vehicle: Vehicle) => void }) {
  const { t } = useTranslation();
  const { data: vehicles, isPending } = useVehicles();
  if (isPending) {
    return (
      <div className="grid gap-4 md:grid-cols-3" aria-busy>
        {CARDS.map((c) => (
          <Skeleton key={c.category} className="h-72" />
        ))}
      </div>
    );
  }
  const others = (vehicles ?? []).filter((v) => !CARD_CATEGORIES.has(v.category));
  const cards = [
    ...CARDS.map((card) => ({ ...card, members: (vehicles ?? []).filter((v) => v.category === card.category) })),
    ...(others.length ? [{ ...OTHER_CARD, category: 'other', members: others }] : []),
  ];
  return (
    <section aria-label={t('vehicles.title')} className="grid gap-4 md:grid-cols-3">
      {cards.map((card) => {
        const members = card.members;
        const available = members.filter((v) => v.bookable && v.mayBook).length;
        const Icon = card.icon;
        const title = t(`vehicles.${card.card}.title`);
        return (
          <article key={card.category} className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm" aria-label={title}>
            <div className={cn('flex h-28 items-center justify-center bg-gradient-to-br text-white', card.tint)}>
              <Icon className="size-16" aria-hidden />
            </div>
            <div className="flex flex-1 flex-col gap-3 p-4">
              <div>
                <h3 className="font-extrabold tracking-tight">{title}</h3>
                <p className="text-sm text-slate-600">{t(`vehicles.${card.card}.subtitle`)}</p>
              </div>
              <ul className="flex flex-wrap gap-1.5 text-xs">
                {t(`vehicles.${card.card}.equipment`)
                  .split('|')
                  .map((e) => (
                    <li key={e} className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-700">
                      {e}
                    </li>
                  ))}
              </ul>
              <span
                className={cn(
                  'self-start rounded-full px-2.5 py-0.5 text-xs font-semibold',
                  available ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-200 text-slate-600',
                )}
              >
                {available ? t('vehicles.available', { count: available }) : t('vehicles.notAvailable')}
              </span>
              <div className={cn('mt-auto grid gap-2', card.layout)}>
                {members.map((v) => {
                  const open = v.bookable && v.mayBook;
                  return (
                    <button
                      key={v.id}
                      type="button"
                      disabled={!open}
                      onClick={() => onBook(v)}
                      title={v.bookable && !v.mayBook ? t('vehicles.notForYou', { types: userTypeNames(v.allowedUserTypes) }) : undefined}
                      className={cn(
                        'flex items-center justify-center gap-2 rounded-md px-3 py-2 text-sm font-semibold',
                        open ? 'bg-slate-900 text-white hover:bg-slate-700' : 'cursor-not-allowed bg-slate-100 text-slate-400',
                      )}
                    >
                      <span className={cn(!open && 'line-through')}>{t('vehicles.book', { vehicle: v.vehicleNumber })}</span>
                      {!v.bookable ? (
                        <span className="rounded bg-slate-300 px-1 text-[10px] uppercase text-slate-700">{t('vehicles.unavailable')}</span>
                      ) : (
                        !v.mayBook && (
                          <span className="rounded bg-slate-300 px-1 text-[10px] text-slate-700">
                            {t('vehicles.typesOnly', { types: userTypeNames(v.allowedUserTypes) })}
                          </span>
                        )
                      )}
                    </button>
                  );
                })}
              </div>
            </div>
          </article>
        );
      })}
    </section>
  );
}
