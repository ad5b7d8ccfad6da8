import { useFormContext } from 'react-hook-form';
import { Field, Options, Select } from '../../components/ui/form.tsx';
import { useVehicles } from '../../entities/vehicles.ts';
import { t } from '../../lib/i18n/index.ts';

/** The vehicle an event or rule is for, or every vehicle (''). */
export function VehicleScopeSelect() {
  const { data: vehicles = [] } = useVehicles();
  const { register } = useFormContext<{ vehicleId: string }>();
  return (
    <Field name="vehicleId" label={t('diary.vehicle')}>
      {/* Mounted again when the vehicles arrive, so the kept choice shows among the options. */}
      <Select key={vehicles.length} {...register('vehicleId')}>
        <option value="">{t('diary.allVehicles')}</option>
        <Options items={vehicles} value={(v) => v.id} label={(v) => v.vehicleNumber} />
      </Select>
    </Field>
  );
}
