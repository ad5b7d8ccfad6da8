import { useForm, useWatch } from 'react-hook-form';
import { immobilizerLabel, LABEL_TONES } from './immobilizer-labels.ts';
import { useSaveImmobilizerSettings } from './use-immobilizer.ts';
import { vehicleImmobilizerUpdate, type VehicleImmobilizerUpdate } from '../../../contract/immobilizer.contract.ts';
import type { Vehicle } from '../../../contract/vehicles.contract.ts';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox, Form, Input } from '../../components/ui/form.tsx';
import { cn } from '../../lib/cn.ts';
import { contractResolver } from '../../lib/forms.ts';
import { t } from '../../lib/i18n/index.ts';

interface SecurityValues {
  immobilizerEnabled: boolean;
  ituranCode: string;
  removeCode: boolean;
}

/**
 * What the form would send: only what changed. With the toggle on, a typed code replaces the stored
 * one and Remove clears it; with it off the stored code is kept for when it is switched on again.
 */
function changesOf(vehicle: Vehicle, { immobilizerEnabled: enabled, ituranCode: typedCode, removeCode }: SecurityValues): VehicleImmobilizerUpdate {
  const changes: VehicleImmobilizerUpdate = {};
  if (enabled !== vehicle.immobilizerEnabled) changes.immobilizerEnabled = enabled;
  if (enabled && typedCode.trim()) changes.ituranCode = typedCode;
  else if (enabled && removeCode) changes.ituranCode = '';
  return changes;
}

/**
 * The Security tab of the Manage Vehicle dialog (docs/spec/admin-app.md 2.12): the immobilizer toggle,
 * off for inactive vehicles, and the Ituran code, off while the toggle is off. The stored code is
 * never shown; typing one replaces it. The contract's schema judges the changes as they are typed.
 */
export function VehicleSecurityForm({ vehicle }: { vehicle: Vehicle }) {
  const { save, isPending } = useSaveImmobilizerSettings((v) => t('manageVehicle.updatedText', { vehicle: v.vehicleNumber }));
  const defaultValues = { immobilizerEnabled: vehicle.immobilizerEnabled, ituranCode: '', removeCode: false };
  const form = useForm<SecurityValues, unknown, VehicleImmobilizerUpdate>({
    mode: 'onChange',
    resolver: contractResolver(vehicleImmobilizerUpdate, (v: SecurityValues) => changesOf(vehicle, v)),
    defaultValues,
  });
  const values = useWatch({ control: form.control }) as SecurityValues;
  const changes = changesOf(vehicle, values);
  const codeProblem = form.formState.errors.ituranCode?.message;
  const enabled = values.immobilizerEnabled;
  const label = immobilizerLabel({
    isActive: vehicle.isActive,
    immobilizerEnabled: enabled,
    hasIturanCode: 'ituranCode' in changes ? !!values.ituranCode.trim() : vehicle.hasIturanCode,
  });

  const submit = async (update: VehicleImmobilizerUpdate) => {
    if (await save(vehicle, update)) form.reset({ ...defaultValues, immobilizerEnabled: enabled });
  };
  const { register } = form;
  const codeField = register('ituranCode');

  return (
    <Form form={form} onSubmit={submit} className="space-y-5" label={t('manageVehicle.tab.Security')}>
      <div className="flex items-start justify-between gap-4 rounded-lg border border-slate-200 p-4">
        <div>
          <p id="immobilizer-toggle-label" className="font-semibold">
            {t('immobilizerFleet.enabled')}
          </p>
          <p className="text-sm text-slate-600">{vehicle.isActive ? t('security.explain') : t('security.inactive')}</p>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={enabled}
          aria-labelledby="immobilizer-toggle-label"
          disabled={!vehicle.isActive}
          onClick={() => form.setValue('immobilizerEnabled', !enabled, { shouldValidate: true })}
          className={cn(
            'relative h-6 w-11 shrink-0 rounded-full transition-colors disabled:cursor-not-allowed disabled:opacity-50',
            enabled ? 'bg-emerald-600' : 'bg-slate-300',
          )}
        >
          <span
            className={cn('absolute top-0.5 start-0.5 size-5 rounded-full bg-white shadow transition-transform', enabled && 'translate-x-5 rtl:-translate-x-5')}
          />
        </button>
      </div>

      <div className="space-y-1">
        <label className="flex flex-col text-sm font-medium">
          {t('security.ituran')}
          <Input
            className="w-56 px-3 py-2 font-mono text-base uppercase placeholder:font-sans placeholder:normal-case disabled:text-slate-400"
            placeholder={vehicle.hasIturanCode && !values.removeCode ? t('security.set') : t('profile.notSet')}
            maxLength={6}
            autoComplete="off"
            disabled={!enabled}
            aria-invalid={!!codeProblem}
            aria-describedby="ituran-code-hint"
            {...codeField}
            onChange={(e) => {
              e.target.value = e.target.value.toUpperCase();
              void codeField.onChange(e);
            }}
          />
        </label>
        <p id="ituran-code-hint" className={cn('text-xs', codeProblem ? 'text-red-700' : 'text-slate-500')}>
          {codeProblem ?? t('security.codeHint')}
        </p>
        {enabled && vehicle.hasIturanCode && !values.ituranCode && (
          <Checkbox className="font-normal text-slate-700" label={t('security.remove')} {...register('removeCode')} />
        )}
      </div>

      <div className="flex items-center justify-between gap-3">
        <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', LABEL_TONES[label])} data-testid="security-label">
          {t(`immobilizerLabel.${label}`)}
        </span>
        <Button type="submit" disabled={Object.keys(changes).length === 0 || !!codeProblem || isPending}>
          {isPending ? t('reschedule.saving') : t('security.save')}
        </Button>
      </div>
    </Form>
  );
}
