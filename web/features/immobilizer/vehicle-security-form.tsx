import { useState, type FormEvent } from 'react';
import { vehicleImmobilizerUpdate } from '../../../contract/immobilizer.contract.ts';
import type { Vehicle } from '../../../contract/vehicles.contract.ts';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { immobilizerLabel, LABEL_TONES } from './immobilizer-labels.ts';
import { useSaveImmobilizerSettings } from './use-immobilizer.ts';

/**
 * What the form would send: only what changed. With the toggle on, a typed code replaces the stored
 * one and Remove clears it; with it off the stored code is kept for when it is switched on again.
 */
function changesOf(vehicle: Vehicle, enabled: boolean, typedCode: string, removeCode: boolean): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  if (enabled !== vehicle.immobilizerEnabled) changes.immobilizerEnabled = enabled;
  if (enabled && typedCode.trim()) changes.ituranCode = typedCode;
  else if (enabled && removeCode) changes.ituranCode = '';
  return changes;
}

/**
 * The Security tab of the Manage Vehicle dialog (spec/admin-app.md 2.12): the immobilizer toggle,
 * off for inactive vehicles, and the Ituran code, off while the toggle is off. The stored code is
 * never shown; typing one replaces it.
 */
export function VehicleSecurityForm({ vehicle }: { vehicle: Vehicle }) {
  const { save, isPending } = useSaveImmobilizerSettings((v) => `${v.vehicleNumber} has been updated successfully.`);
  const [enabled, setEnabled] = useState(vehicle.immobilizerEnabled);
  const [code, setCode] = useState('');
  const [removeCode, setRemoveCode] = useState(false);
  const changes = changesOf(vehicle, enabled, code, removeCode);
  const parsed = vehicleImmobilizerUpdate.safeParse(changes);
  const codeProblem = parsed.success ? undefined : parsed.error.issues[0]?.message;
  const label = immobilizerLabel({ isActive: vehicle.isActive, immobilizerEnabled: enabled, hasIturanCode: 'ituranCode' in changes ? !!code.trim() : vehicle.hasIturanCode });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!parsed.success) return;
    if (await save(vehicle, parsed.data)) {
      setCode('');
      setRemoveCode(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-5" noValidate aria-label="Security">
      <div className="flex items-start justify-between gap-4 rounded-lg border border-slate-200 p-4">
        <div>
          <p id="immobilizer-toggle-label" className="font-semibold">Immobilizer Enabled</p>
          <p className="text-sm text-slate-600">
            {vehicle.isActive ? 'The engine starts only after the member enters the code of their booking.' : 'This vehicle is inactive: activate it before enabling the immobilizer.'}
          </p>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={enabled}
          aria-labelledby="immobilizer-toggle-label"
          disabled={!vehicle.isActive}
          onClick={() => setEnabled(!enabled)}
          className={cn('relative h-6 w-11 shrink-0 rounded-full transition-colors disabled:cursor-not-allowed disabled:opacity-50', enabled ? 'bg-emerald-600' : 'bg-slate-300')}
        >
          <span className={cn('absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow transition-transform', enabled && 'translate-x-5')} />
        </button>
      </div>

      <div className="space-y-1">
        <label className="flex flex-col text-sm font-medium">
          Ituran Code
          <input
            className="mt-1 w-56 rounded-md border border-slate-300 px-3 py-2 font-mono uppercase placeholder:font-sans placeholder:normal-case disabled:bg-slate-100 disabled:text-slate-400"
            placeholder={vehicle.hasIturanCode && !removeCode ? 'Set (type to replace)' : 'Not set'}
            maxLength={6}
            autoComplete="off"
            value={code}
            disabled={!enabled}
            aria-invalid={!!codeProblem}
            aria-describedby="ituran-code-hint"
            onChange={(e) => setCode(e.target.value.toUpperCase())}
          />
        </label>
        <p id="ituran-code-hint" className={cn('text-xs', codeProblem ? 'text-red-700' : 'text-slate-500')}>
          {codeProblem ?? 'The Ituran code is needed for the immobilizer to work (4 to 6 letters or digits).'}
        </p>
        {enabled && vehicle.hasIturanCode && !code && (
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <input type="checkbox" checked={removeCode} onChange={(e) => setRemoveCode(e.target.checked)} /> Remove the stored code
          </label>
        )}
      </div>

      <div className="flex items-center justify-between gap-3">
        <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', LABEL_TONES[label])} data-testid="security-label">{label}</span>
        <Button type="submit" disabled={Object.keys(changes).length === 0 || !parsed.success || isPending}>
          {isPending ? 'Saving…' : 'Save Security Settings'}
        </Button>
      </div>
    </form>
  );
}
