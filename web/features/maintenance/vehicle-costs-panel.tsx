import { Coins } from 'lucide-react';
import { useState } from 'react';
import { useVehicleCosts } from './use-work-orders.ts';
import type { VehicleCosts } from '../../../contract/fuel.contract.ts';
import { CARD_CELL, CARD_ROW, CARD_TABLE, CARD_TABLE_BODY, CARD_TABLE_HEAD } from '../../components/ui/card-table.ts';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Input } from '../../components/ui/form.tsx';
import { IconHeading } from '../../components/ui/heading.tsx';
import { Panel } from '../../components/ui/panel.tsx';
import { ReadFailed } from '../../components/ui/read-failed.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { cn } from '../../lib/cn.ts';
import { currentLocale, t } from '../../lib/i18n/index.ts';
import { formatNotificationTime, localDate } from '../../lib/time.ts';

type CostRow = VehicleCosts['vehicles'][number];

const money = (n: number) => n.toLocaleString(currentLocale(), { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Fleet Control's cost of the month per vehicle (docs/decisions/027): fuel and work orders as bars, km and cost per km, and the fills to look at. */
export function VehicleCostsPanel() {
  const [month, setMonth] = useState(localDate(new Date()).slice(0, 7));
  const costs = useVehicleCosts(month);
  const rows = costs.data?.vehicles.filter((v) => v.totalCost > 0 || v.km > 0 || v.unrecordedFills.length) ?? [];
  return (
    <Panel aria-label={t('costs.title')}>
      <div className="mb-3 flex flex-wrap items-end justify-between gap-2">
        <div>
          <IconHeading icon={Coins}>{t('costs.title')}</IconHeading>
          <p className="text-sm text-slate-600">{t('costs.description')}</p>
        </div>
        <Input
          type="month"
          aria-label={t('costs.month')}
          className="mt-0 w-auto py-1"
          value={month}
          onChange={(e) => /^\d{4}-\d{2}$/.test(e.target.value) && setMonth(e.target.value)}
        />
      </div>
      {costs.isError ? (
        <ReadFailed text={t('costs.loadFailed')} onRetry={costs.refetch} />
      ) : !costs.data ? (
        <Skeleton className="h-32" />
      ) : !rows.length ? (
        <EmptyState>{t('costs.none')}</EmptyState>
      ) : (
        <>
          <CostBars rows={rows} />
          <CostTable rows={rows} />
        </>
      )}
    </Panel>
  );
}

/** One bar per vehicle, its fuel and its work orders side by side in one length (the longest is the month's dearest vehicle). */
function CostBars({ rows }: { rows: CostRow[] }) {
  const top = Math.max(1, ...rows.map((r) => r.totalCost));
  const summary = rows.map((r) => t('costs.barLabel', { vehicle: r.vehicleNumber, fuel: money(r.fuelCost), work: money(r.workOrderCost) })).join('; ');
  return (
    <div className="mb-4 space-y-1.5" role="img" aria-label={summary}>
      {rows.map((r) => (
        <div key={r.vehicleId} className="flex items-center gap-2 text-xs">
          <bdi translate="no" className="w-14 shrink-0 font-semibold">
            {r.vehicleNumber}
          </bdi>
          <div className="flex h-4 flex-1 overflow-hidden rounded bg-slate-100">
            <div className="bg-sky-600" style={{ width: `${(r.fuelCost / top) * 100}%` }} />
            <div className="bg-amber-500" style={{ width: `${(r.workOrderCost / top) * 100}%` }} />
          </div>
          <span className="w-20 shrink-0 text-end tabular-nums">₪{money(r.totalCost)}</span>
        </div>
      ))}
      <p className="flex gap-4 pt-1 text-xs text-slate-600" aria-hidden>
        <span className="flex items-center gap-1">
          <span className="size-3 rounded-sm bg-sky-600" /> {t('costs.fuel')}
        </span>
        <span className="flex items-center gap-1">
          <span className="size-3 rounded-sm bg-amber-500" /> {t('costs.workOrders')}
        </span>
      </p>
    </div>
  );
}

function CostTable({ rows }: { rows: CostRow[] }) {
  const columns = [t('costs.vehicle'), t('costs.km'), t('costs.litres'), t('costs.fuel'), t('costs.workOrders'), t('costs.perKm'), t('costs.toLookAt')];
  const figure = cn(CARD_CELL, 'tabular-nums sm:text-end');
  return (
    <table className={cn(CARD_TABLE, 'text-sm')}>
      <thead className={cn(CARD_TABLE_HEAD, 'text-xs text-slate-600')}>
        <tr>
          {columns.map((column, i) => (
            <th key={column} className={cn('py-1', i === 0 || i === columns.length - 1 ? 'text-start' : 'text-end', i === columns.length - 1 && 'ps-3')}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className={cn(CARD_TABLE_BODY, 'sm:divide-y sm:divide-slate-100')}>
        {rows.map((r) => (
          <tr key={r.vehicleId} data-testid="vehicle-cost" className={CARD_ROW}>
            <td data-label={columns[0]} className={cn(CARD_CELL, 'py-1 font-semibold')}>
              <bdi translate="no">{r.vehicleNumber}</bdi>
            </td>
            <td data-label={columns[1]} className={figure}>
              {Math.round(r.km)}
            </td>
            <td data-label={columns[2]} className={figure}>
              {r.fuelLitres}
            </td>
            <td data-label={columns[3]} className={figure}>
              ₪{money(r.fuelCost)}
            </td>
            <td data-label={columns[4]} className={figure}>
              ₪{money(r.workOrderCost)}
            </td>
            <td data-label={columns[5]} className={figure}>
              {r.costPerKm === null ? '–' : `₪${money(r.costPerKm)}`}
            </td>
            <td data-label={columns[6]} className={cn(CARD_CELL, 'text-xs sm:ps-3')}>
              <FillsToLookAt row={r} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Fills the tracker did not see, and rises it saw that nobody recorded. */
function FillsToLookAt({ row }: { row: CostRow }) {
  if (!row.flaggedFills && !row.unrecordedFills.length) return <span className="text-slate-500">{t('costs.nothingToLookAt')}</span>;
  return (
    <ul className="space-y-0.5 text-amber-900">
      {row.flaggedFills > 0 && <li>{t('costs.flagged', { n: row.flaggedFills })}</li>}
      {row.unrecordedFills.map((fill) => (
        <li key={fill.at}>{t('costs.unrecorded', { rise: fill.rise, at: formatNotificationTime(fill.at) })}</li>
      ))}
    </ul>
  );
}
