import * as Tabs from '@radix-ui/react-tabs';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { immobilizerLabel, immobilizerSummary, LABEL_TONES } from './immobilizer-labels.ts';
import { useSaveImmobilizerSettings, useUpdateVehicleImmobilizer } from './use-immobilizer.ts';
import type { Vehicle } from '../../../contract/vehicles.contract.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, IconCardTitle } from '../../components/ui/card.tsx';
import { Figures } from '../../components/ui/figures.tsx';
import { Input } from '../../components/ui/form.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { TabList } from '../../components/ui/tab-list.tsx';
import { useVehicles } from '../../entities/vehicles.ts';
import { cn } from '../../lib/cn.ts';
import { t } from '../../lib/i18n/index.ts';

function LabelBadge({ vehicle }: { vehicle: Vehicle }) {
  const label = immobilizerLabel(vehicle);
  return <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', LABEL_TONES[label])}>{t(`immobilizerLabel.${label}`)}</span>;
}

/** The immobilizer fleet panel (docs/spec/admin-app.md 2.22). */
export function ImmobilizerFleetPanel() {
  const { data: vehicles, isPending } = useVehicles();
  const summary = immobilizerSummary(vehicles ?? []);
  return (
    <Card data-testid="immobilizer-fleet">
      <CardHeader>
        <IconCardTitle icon={ShieldCheck}>{t('immobilizerFleet.title')}</IconCardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {isPending || !vehicles ? (
          <Skeleton className="h-32" />
        ) : (
          <>
            <Figures
              items={[
                [t('fleet.vehicles'), summary.total],
                [t('immobilizerFleet.enabled'), summary.enabled],
                [t('immobilizerFleet.configured'), summary.configured],
                [t('immobilizerFleet.needsSetup'), summary.needsSetup],
              ]}
            />
            <Tabs.Root defaultValue="overview">
              <TabList
                spacing="mb-3"
                tabs={[
                  { value: 'overview', label: t('bookingDialog.tab.overview') },
                  { value: 'configure', label: t('immobilizerFleet.configure') },
                  { value: 'bulk', label: t('immobilizerFleet.bulk') },
                ]}
              />
              <Tabs.Content value="overview">
                <ul className="divide-y divide-slate-100">
                  {vehicles.map((v) => (
                    <li key={v.id} className="flex items-center justify-between gap-3 py-2 text-sm">
                      <span>
                        <span className="font-semibold">{v.vehicleNumber}</span>{' '}
                        <span className="text-slate-500" translate="no">
                          {v.make} {v.model}
                        </span>
                      </span>
                      <LabelBadge vehicle={v} />
                    </li>
                  ))}
                </ul>
              </Tabs.Content>
              <Tabs.Content value="configure">
                <ul className="divide-y divide-slate-100">
                  {vehicles.map((v) => (
                    <ConfigureRow key={`${v.id}-${v.immobilizerEnabled}-${v.hasIturanCode}`} vehicle={v} />
                  ))}
                </ul>
              </Tabs.Content>
              <Tabs.Content value="bulk">
                <BulkActions vehicles={vehicles} />
              </Tabs.Content>
            </Tabs.Root>
          </>
        )}
      </CardContent>
    </Card>
  );
}

function ConfigureRow({ vehicle }: { vehicle: Vehicle }) {
  const { save, isPending } = useSaveImmobilizerSettings(() => t('immobilizerFleet.saved'));
  const [enabled, setEnabled] = useState(vehicle.immobilizerEnabled);
  const [code, setCode] = useState('');
  const changed = enabled !== vehicle.immobilizerEnabled || code.trim() !== '';

  const submit = async () => {
    if (await save(vehicle, { immobilizerEnabled: enabled, ...(code.trim() ? { ituranCode: code.trim() } : {}) })) setCode('');
  };

  return (
    <li className="flex flex-wrap items-center gap-3 py-2 text-sm" data-testid="immobilizer-config-row">
      <span className="w-16 font-semibold">{vehicle.vehicleNumber}</span>
      <label className="flex items-center gap-2">
        <input type="checkbox" checked={enabled} disabled={!vehicle.isActive} onChange={(e) => setEnabled(e.target.checked)} /> {t('tracking.immobilizer')}
      </label>
      <Input
        className="mt-0 w-32 py-1 font-mono uppercase disabled:bg-slate-100"
        placeholder={vehicle.hasIturanCode ? t('immobilizerFleet.codeSet') : t('immobilizerFleet.ituran')}
        aria-label={t('immobilizerFleet.ituranOf', { vehicle: vehicle.vehicleNumber })}
        maxLength={6}
        value={code}
        disabled={!enabled}
        onChange={(e) => setCode(e.target.value.toUpperCase())}
      />
      <LabelBadge vehicle={vehicle} />
      <Button size="sm" variant="secondary" disabled={!changed || isPending} onClick={() => void submit()}>
        {t('profile.save')}
      </Button>
      {!vehicle.isActive && <span className="text-xs text-slate-500">{t('immobilizerFleet.activateFirst')}</span>}
    </li>
  );
}

function BulkActions({ vehicles }: { vehicles: Vehicle[] }) {
  const update = useUpdateVehicleImmobilizer();
  const active = vehicles.filter((v) => v.isActive);
  const setAll = async (immobilizerEnabled: boolean) => {
    const targets = active.filter((v) => v.immobilizerEnabled !== immobilizerEnabled);
    const results = await Promise.allSettled(targets.map((v) => update.mutateAsync({ vehicleId: v.id, immobilizerEnabled })));
    const failed = results.filter((r) => r.status === 'rejected').length;
    if (failed)
      toast.error(t('manageVehicle.updateFailed'), {
        description: t('manageVehicle.updateFailedText', { problem: t('immobilizerFleet.notSaved', { failed, total: targets.length }) }),
      });
    else toast.success(t('manageVehicle.updated'), { description: targets.length ? t('immobilizerFleet.saved') : t('immobilizerFleet.nothing') });
  };
  return (
    <div className="space-y-3 text-sm">
      <p className="text-slate-600">{t('immobilizerFleet.appliesTo', { n: active.length })}</p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" disabled={update.isPending} onClick={() => void setAll(true)}>
          {t('immobilizerFleet.enableAll')}
        </Button>
        <Button size="sm" variant="secondary" disabled={update.isPending} onClick={() => void setAll(false)}>
          {t('immobilizerFleet.disableAll')}
        </Button>
      </div>
    </div>
  );
}
