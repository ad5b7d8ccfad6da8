import { Ambulance, Car, HeartPulse } from 'lucide-react';
import type { Vehicle } from '../../../contract/vehicles.contract.ts';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { cn } from '../../lib/cn.ts';
import { useVehicles } from '../vehicles/index.ts';

/** The three cards of spec/member-app.md 2, with their button layouts. */
const CARDS = [
  { category: 'Ambulances', title: 'AMBULANCE', subtitle: 'full ALS capability, A3 to A8', equipment: ['stretcher', 'defibrillator', 'emergency light'], icon: Ambulance, layout: 'grid-cols-2', tint: 'from-red-600 to-red-500' },
  { category: 'ALS Vehicle', title: 'PARAMEDIC (ALS) FLY CAR', subtitle: 'Advanced Life Support, ALS1', equipment: ['oxygen', 'monitor', 'emergency'], icon: HeartPulse, layout: 'grid-cols-1', tint: 'from-sky-700 to-sky-500' },
  { category: 'BLS Vehicles', title: 'BLS FLY CAR', subtitle: 'Basic Life Support, BLS1 and BLS2', equipment: ['siren', 'equipment', 'comm'], icon: Car, layout: 'grid-cols-2', tint: 'from-emerald-700 to-emerald-500' },
] as const;

export function VehicleSelectionPanel({ onBook }: { onBook: (vehicle: Vehicle) => void }) {
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
  return (
    <section aria-label="Vehicles" className="grid gap-4 md:grid-cols-3">
      {CARDS.map((card) => {
        const members = (vehicles ?? []).filter((v) => v.category === card.category);
        const available = members.filter((v) => v.bookable).length;
        const Icon = card.icon;
        return (
          <article key={card.category} className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm" aria-label={card.title}>
            <div className={cn('flex h-28 items-center justify-center bg-gradient-to-br text-white', card.tint)}>
              <Icon className="size-16" aria-hidden />
            </div>
            <div className="flex flex-1 flex-col gap-3 p-4">
              <div>
                <h3 className="font-extrabold tracking-tight">{card.title}</h3>
                <p className="text-sm text-slate-600">{card.subtitle}</p>
              </div>
              <ul className="flex flex-wrap gap-1.5 text-xs">
                {card.equipment.map((e) => (
                  <li key={e} className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-700">
                    {e}
                  </li>
                ))}
              </ul>
              <span className={cn('self-start rounded-full px-2.5 py-0.5 text-xs font-semibold', available ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-200 text-slate-600')}>
                {available ? `${available} Available` : 'Not Available'}
              </span>
              <div className={cn('mt-auto grid gap-2', card.layout)}>
                {members.map((v) => (
                  <button
                    key={v.id}
                    type="button"
                    disabled={!v.bookable}
                    onClick={() => onBook(v)}
                    className={cn(
                      'flex items-center justify-center gap-2 rounded-md px-3 py-2 text-sm font-semibold',
                      v.bookable ? 'bg-slate-900 text-white hover:bg-slate-700' : 'cursor-not-allowed bg-slate-100 text-slate-400',
                    )}
                  >
                    <span className={cn(!v.bookable && 'line-through')}>Book {v.vehicleNumber}</span>
                    {!v.bookable && <span className="rounded bg-slate-300 px-1 text-[10px] uppercase text-slate-700">Unavailable</span>}
                  </button>
                ))}
              </div>
            </div>
          </article>
        );
      })}
    </section>
  );
}
