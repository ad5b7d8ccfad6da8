import { Car, Pencil, Plus, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { AddVehicleDialog } from './add-vehicle-dialog.tsx';
import { allowedUsersOf } from './allowed-users.ts';
import { ManageVehicleDialog } from './manage-vehicle-dialog.tsx';
import { isBookable, type Vehicle } from '../../../contract/vehicles.contract.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Figures } from '../../components/ui/figures.tsx';
import { IconHeading } from '../../components/ui/heading.tsx';
import { Panel } from '../../components/ui/panel.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useVehicles } from '../../entities/vehicles.ts';
import { cn } from '../../lib/cn.ts';
import { t, userTypeName, vehicleCategoryName } from '../../lib/i18n/index.ts';

/** The Vehicle Management tab (docs/spec/admin-app.md 2.12): counts, a card per vehicle, Edit opens Manage Vehicle. */
export function VehicleManagementTab() {
  const { data: vehicles, isPending, isError, refetch, isFetching } = useVehicles();
  const [editingId, setEditingId] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const editing = vehicles?.find((v) => v.id === editingId) ?? null;

  return (
    <section className="space-y-4" aria-label={t('vehicleMgmt.title')}>
      <Panel as="div">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
          <IconHeading icon={Car}>{t('vehicleMgmt.title')}</IconHeading>
          <Button onClick={() => setAdding(true)}>
            <Plus className="size-4" aria-hidden /> {t('addVehicle.title')}
          </Button>
        </div>
        <Figures
          className="grid-cols-3"
          items={[
            [t('vehicleMgmt.total'), vehicles?.length ?? '–'],
            [t('users.active'), vehicles?.filter((v) => v.isActive).length ?? '–'],
            [t('diary.available'), vehicles?.filter(isBookable).length ?? '–'],
          ]}
        />
      </Panel>

      {isError ? (
        <Alert>
          <div className="flex items-center justify-between gap-3">
            {t('vehicleMgmt.failed')}
            <Button size="sm" variant="secondary" disabled={isFetching} onClick={() => void refetch()}>
              <RefreshCw className="size-4" aria-hidden /> {t('common.retry')}
            </Button>
          </div>
        </Alert>
      ) : isPending ? (
        <Skeleton className="h-48" />
      ) : vehicles.length === 0 ? (
        <p className="rounded-xl bg-white p-8 text-center text-sm text-slate-600 ring-1 ring-slate-200">{t('vehicleMgmt.empty')}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {vehicles.map((v) => (
            <VehicleCard key={v.id} vehicle={v} onEdit={() => setEditingId(v.id)} />
          ))}
        </ul>
      )}
      <ManageVehicleDialog vehicle={editing} onClose={() => setEditingId(null)} />
      <AddVehicleDialog open={adding} onClose={() => setAdding(false)} onAdded={setEditingId} />
    </section>
  );
}

function VehicleCard({ vehicle, onEdit }: { vehicle: Vehicle; onEdit: () => void }) {
  return (
    <Panel as="li" className="flex flex-col gap-3" aria-label={t('vehicleMgmt.vehicle', { vehicle: vehicle.vehicleNumber })}>
      <div className="flex items-start justify-between gap-2">
        <div>
          <p className="text-lg font-bold">{vehicle.vehicleNumber}</p>
          <p className="text-sm text-slate-600">
            <span translate="no">
              {vehicle.make} {vehicle.model}
            </span>
            {vehicle.year ? ` · ${vehicle.year}` : ''}
          </p>
        </div>
        <span
          className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', vehicle.isActive ? 'bg-emerald-100 text-emerald-900' : 'bg-slate-200 text-slate-700')}
        >
          {vehicle.isActive ? t('users.active') : t('users.inactive')}
        </span>
      </div>
      <p className="text-sm font-medium">{vehicleCategoryName(vehicle.category)}</p>
      <ul className="flex flex-wrap gap-1" aria-label={t('vehicleMgmt.allowed')}>
        {allowedUsersOf(vehicle).map((type) => (
          <li key={type} className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700">
            {userTypeName(type)}
          </li>
        ))}
      </ul>
      {vehicle.description && (
        <p className="text-sm text-slate-600" translate="no">
          {vehicle.description}
        </p>
      )}
      <Button size="sm" variant="secondary" className="mt-auto self-start" onClick={onEdit} aria-label={t('users.edit', { name: vehicle.vehicleNumber })}>
        <Pencil className="size-4" aria-hidden /> {t('profile.edit')}
      </Button>
    </Panel>
  );
}
