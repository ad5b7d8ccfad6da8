import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { FUEL_TYPES, USER_TYPES, VEHICLE_CATEGORIES, VEHICLE_STATUSES } from '../../../contract/constants.ts';
import { EQUIPMENT_OPTIONS, type Vehicle } from '../../../contract/vehicles.contract.ts';
import { Checkbox, Field, FieldError, Input, Options, Select, Textarea } from '../../components/ui/form.tsx';
import { equipmentName, fuelTypeName, t, userTypeName, vehicleCategoryName, vehicleStatusName } from '../../lib/i18n/index.ts';

/** What the Manage Vehicle inputs hold: numbers and dates as typed, lists as ticked. */
export interface VehicleValues {
  vehicleNumber: string;
  make: string;
  model: string;
  year: string;
  category: string;
  description: string;
  fuelType: string;
  mileage: string;
  vin: string;
  engineNumber: string;
  isActive: boolean;
  status: string;
  allowedUserTypes: string[];
  maintenanceNotes: string;
  lastServiceDate: string;
  nextServiceDate: string;
  nextServiceMileage: string;
  registrationDate: string;
  insuranceRenewalDate: string;
  taxRenewalDate: string;
  motTestDate: string;
  motExpiryDate: string;
  insuranceProvider: string;
  insurancePolicyNumber: string;
  equipment: string[];
}

const DATES = ['lastServiceDate', 'nextServiceDate', 'registrationDate', 'insuranceRenewalDate', 'taxRenewalDate', 'motTestDate', 'motExpiryDate'] as const;
const TEXTS = ['description', 'vin', 'engineNumber', 'maintenanceNotes', 'insuranceProvider', 'insurancePolicyNumber'] as const;

export const NEW_VEHICLE: VehicleValues = {
  vehicleNumber: '',
  make: '',
  model: '',
  year: '',
  category: 'Ambulances',
  description: '',
  fuelType: 'petrol',
  mileage: '',
  vin: '',
  engineNumber: '',
  isActive: true,
  status: 'available',
  allowedUserTypes: [],
  maintenanceNotes: '',
  ...(Object.fromEntries(DATES.map((d) => [d, ''])) as Record<(typeof DATES)[number], string>),
  nextServiceMileage: '',
  insuranceProvider: '',
  insurancePolicyNumber: '',
  equipment: [],
};

export const valuesOfVehicle = (v: Vehicle): VehicleValues => ({
  ...NEW_VEHICLE,
  ...Object.fromEntries(TEXTS.map((k) => [k, v[k] ?? ''])),
  ...Object.fromEntries(DATES.map((k) => [k, v[k] ?? ''])),
  vehicleNumber: v.vehicleNumber,
  make: v.make,
  model: v.model,
  year: v.year === null ? '' : String(v.year),
  category: v.category,
  fuelType: v.fuelType,
  mileage: v.mileage === null ? '' : String(v.mileage),
  isActive: v.isActive,
  status: v.status,
  allowedUserTypes: v.allowedUserTypes,
  nextServiceMileage: v.nextServiceMileage === null ? '' : String(v.nextServiceMileage),
  equipment: v.equipment,
});

const number = (text: string) => (text.trim() === '' ? null : Number(text));

/** The inputs as the contract's request: empty numbers null, numbers as numbers; the schema does the rest. */
export const vehicleRequestOf = (v: VehicleValues) => ({
  ...v,
  year: number(v.year),
  mileage: number(v.mileage),
  nextServiceMileage: number(v.nextServiceMileage),
});

const Grid = ({ children }: { children: ReactNode }) => <div className="grid gap-3 sm:grid-cols-2">{children}</div>;

/** Details: what the vehicle is and whether it can be booked. */
export function VehicleDetailsFields() {
  const { register } = useFormContext<VehicleValues>();
  return (
    <Grid>
      <Field name="vehicleNumber" label={t('vehicleForm.number')}>
        <Input dir="ltr" {...register('vehicleNumber')} />
      </Field>
      <Field name="category" label={t('vehicleForm.category')}>
        <Select {...register('category')}>
          <Options items={VEHICLE_CATEGORIES} label={(c) => vehicleCategoryName(c)} />
        </Select>
      </Field>
      <Field name="make" label={t('vehicleForm.make')}>
        <Input {...register('make')} />
      </Field>
      <Field name="model" label={t('vehicleForm.model')}>
        <Input {...register('model')} />
      </Field>
      <Field name="year" label={t('vehicleForm.year')}>
        <Input type="number" inputMode="numeric" {...register('year')} />
      </Field>
      <Field name="fuelType" label={t('vehicleForm.fuel')}>
        <Select {...register('fuelType')}>
          <Options items={FUEL_TYPES} label={(f) => fuelTypeName(f)} />
        </Select>
      </Field>
      <Field name="mileage" label={t('return.mileage')}>
        <Input type="number" inputMode="numeric" {...register('mileage')} />
      </Field>
      <Field name="status" label={t('users.status')}>
        <Select {...register('status')}>
          <Options items={VEHICLE_STATUSES} label={(s) => vehicleStatusName(s)} />
        </Select>
      </Field>
      <Field name="vin" label={t('vehicleForm.vin')}>
        <Input dir="ltr" {...register('vin')} />
      </Field>
      <Field name="engineNumber" label={t('vehicleForm.engine')}>
        <Input dir="ltr" {...register('engineNumber')} />
      </Field>
      <Field name="description" label={t('damage.what')} className="sm:col-span-2">
        <Textarea rows={2} {...register('description')} />
      </Field>
      <Checkbox label={t('vehicleForm.active')} {...register('isActive')} />
    </Grid>
  );
}

/** Permissions: who may book it (docs/spec/admin-app.md 4). */
export function VehiclePermissionsFields() {
  const { register } = useFormContext<VehicleValues>();
  return (
    <fieldset>
      <legend className="text-sm font-medium">{t('vehicleForm.allowed')}</legend>
      <p className="text-xs text-slate-600">{t('vehicleForm.allowedHint')}</p>
      <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
        {USER_TYPES.map((type) => (
          <Checkbox key={type} label={userTypeName(type)} value={type} className="font-normal" {...register('allowedUserTypes')} />
        ))}
      </div>
      <FieldError name="allowedUserTypes" />
    </fieldset>
  );
}

/** Maintenance: service, registration, insurance and MOT. */
export function VehicleMaintenanceFields() {
  const { register } = useFormContext<VehicleValues>();
  return (
    <Grid>
      {DATES.map((d) => (
        <Field key={d} name={d} label={t(`vehicleForm.date.${d}`)}>
          <Input type="date" {...register(d)} />
        </Field>
      ))}
      <Field name="nextServiceMileage" label={t('vehicleForm.nextServiceKm')}>
        <Input type="number" inputMode="numeric" {...register('nextServiceMileage')} />
      </Field>
      <Field name="insuranceProvider" label={t('vehicleForm.insurer')}>
        <Input {...register('insuranceProvider')} />
      </Field>
      <Field name="insurancePolicyNumber" label={t('vehicleForm.policy')}>
        <Input dir="ltr" {...register('insurancePolicyNumber')} />
      </Field>
      <Field name="maintenanceNotes" label={t('vehicleForm.maintenanceNotes')} className="sm:col-span-2">
        <Textarea rows={2} {...register('maintenanceNotes')} />
      </Field>
    </Grid>
  );
}

/** Equipment: what it carries, from the spec's list. */
export function VehicleEquipmentFields() {
  const { register } = useFormContext<VehicleValues>();
  return (
    <fieldset>
      <legend className="text-sm font-medium">{t('vehicleForm.equipment')}</legend>
      <div className="mt-2 grid gap-1 sm:grid-cols-3">
        {EQUIPMENT_OPTIONS.map((e) => (
          <Checkbox key={e} label={equipmentName(e)} value={e} className="font-normal" {...register('equipment')} />
        ))}
      </div>
      <FieldError name="equipment" />
    </fieldset>
  );
}
