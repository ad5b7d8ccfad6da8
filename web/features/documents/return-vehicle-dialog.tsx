import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useChecklistTemplate, useReturnVehicle } from './use-documents.ts';
import { CLEANLINESS, FUEL_LEVELS, returnChecklistRequest, type ReturnChecklistRequest } from '../../../contract/documents.contract.ts';
import { templateTextIn, type TemplateView } from '../../../contract/templates.contract.ts';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox, Field, Form, FormProblem, Input, Options, Select, Textarea } from '../../components/ui/form.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useVehicles } from '../../entities/vehicles.ts';
import { problemText } from '../../lib/api.ts';
import { readAsDataUrl } from '../../lib/files.ts';
import { contractResolver, showServerErrors } from '../../lib/forms.ts';
import { currentLanguage, equipmentName, isolated } from '../../lib/i18n/index.ts';

export interface ReturnTarget {
  bookingId: number;
  vehicleId: number;
  vehicleNumber: string;
}

interface Values {
  fuelLevel: string;
  mileage: string;
  cleanliness: string;
  damageSeen: boolean;
  damageDescription: string;
  /** One per equipment item of the vehicle, in its order. */
  present: boolean[];
  /** One per item of the checklist template, in its order (item texts may hold dots, so not as names). */
  checked: boolean[];
  notes: string;
  /** A fill during the booking, told with the return (a fuel entry at the return's mileage). */
  refuel: { given: boolean; litres: string; cost: string; station: string; receipt: string };
}

const numberOrText = (text: string) => (text.trim() === '' ? undefined : Number(text));

const toRequest = (equipment: string[], template: TemplateView) => (v: Values) => ({
  fuelLevel: v.fuelLevel || undefined,
  mileage: v.mileage.trim() === '' ? undefined : Number(v.mileage),
  cleanliness: v.cleanliness || undefined,
  damageSeen: v.damageSeen,
  damageDescription: v.damageDescription.trim() || undefined,
  equipmentPresent: equipment.filter((_, i) => v.present[i]),
  equipmentMissing: equipment.filter((_, i) => !v.present[i]),
  items: Object.fromEntries(template.items.map((item, i) => [item, !!v.checked[i]])),
  notes: v.notes.trim() || undefined,
  refuel: v.refuel.given
    ? {
        litres: numberOrText(v.refuel.litres),
        cost: numberOrText(v.refuel.cost),
        station: v.refuel.station.trim() || undefined,
        receiptPhoto: v.refuel.receipt || undefined,
      }
    : undefined,
});

/** Return Vehicle: the return checklist of the current template, handed in once at the end of a booking (docs/decisions/017). */
export function ReturnVehicleDialog({ target, onClose }: { target: ReturnTarget | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { data: template } = useChecklistTemplate(!!target);
  const { data: vehicles } = useVehicles();
  const equipment = vehicles?.find((v) => v.id === target?.vehicleId)?.equipment ?? [];
  return (
    <Modal
      open={!!target}
      onClose={onClose}
      title={t('return.title')}
      description={target ? t('return.description', { vehicle: isolated(target.vehicleNumber) }) : ''}
    >
      {target && template ? (
        <ChecklistForm key={target.bookingId} target={target} template={template} equipment={equipment} onDone={onClose} />
      ) : (
        <Skeleton className="h-64" />
      )}
    </Modal>
  );
}

function ChecklistForm({ target, template, equipment, onDone }: { target: ReturnTarget; template: TemplateView; equipment: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const send = useReturnVehicle(target.bookingId);
  const form = useForm<Values, unknown, ReturnChecklistRequest>({
    resolver: contractResolver(returnChecklistRequest, toRequest(equipment, template)),
    defaultValues: {
      fuelLevel: '',
      mileage: '',
      cleanliness: '',
      damageSeen: false,
      damageDescription: '',
      present: equipment.map(() => true),
      checked: template.items.map(() => false),
      notes: '',
      refuel: { given: false, litres: '', cost: '', station: '', receipt: '' },
    },
  });
  const damageSeen = useWatch({ control: form.control, name: 'damageSeen' });
  const refuelled = useWatch({ control: form.control, name: 'refuel.given' });
  // Answered by the English items (the template's keys), shown in the app's language when the template has it.
  const shown = templateTextIn(template, currentLanguage());
  const { register } = form;
  const submit = async (checklist: ReturnChecklistRequest) => {
    try {
      await send.mutateAsync(checklist);
      toast.success(t('return.done'), { description: t('return.doneText', { vehicle: isolated(target.vehicleNumber) }) });
      onDone();
    } catch (error) {
      if (!showServerErrors(form, error)) form.setError('root', { message: problemText(error, t('return.failedText')) });
    }
  };
  return (
    <Form form={form} onSubmit={submit} className="space-y-3" label={t('return.form')}>
      <FormProblem />
      <p className="text-sm font-semibold">{shown.title}</p>
      <div className="grid gap-3 sm:grid-cols-3">
        <Field name="fuelLevel" label={t('return.fuel')}>
          <Select {...register('fuelLevel')}>
            <option value="">{t('return.choose')}</option>
            <Options items={FUEL_LEVELS} label={(f) => t(`fuel.${f}`)} />
          </Select>
        </Field>
        <Field name="mileage" label={t('return.mileage')}>
          <Input type="number" inputMode="numeric" min={0} {...register('mileage')} />
        </Field>
        <Field name="cleanliness" label={t('return.cleanliness')}>
          <Select {...register('cleanliness')}>
            <option value="">{t('return.choose')}</option>
            <Options items={CLEANLINESS} label={(c) => t(`cleanliness.${c}`)} />
          </Select>
        </Field>
      </div>
      {equipment.length > 0 && (
        <fieldset>
          <legend className="text-sm font-medium">{t('return.equipment')}</legend>
          <div className="mt-1 grid gap-1 sm:grid-cols-2">
            {equipment.map((item, i) => (
              <Checkbox key={item} label={equipmentName(item)} {...register(`present.${i}`)} />
            ))}
          </div>
        </fieldset>
      )}
      <fieldset>
        <legend className="text-sm font-medium">{t('return.checks')}</legend>
        <div className="mt-1 space-y-1">
          {template.items.map((item, i) => (
            <Checkbox key={item} label={shown.items[i]} {...register(`checked.${i}`)} />
          ))}
        </div>
      </fieldset>
      <Checkbox label={t('return.damageSeen')} {...register('damageSeen')} />
      {damageSeen && (
        <Field name="damageDescription" label={t('return.damage')}>
          <Textarea rows={3} maxLength={2000} {...register('damageDescription')} />
        </Field>
      )}
      <Checkbox label={t('return.refuelled')} {...register('refuel.given')} />
      {refuelled && <RefuelFields form={form} />}
      <Field name="notes" label={t('bookingDialog.notes')}>
        <Textarea rows={2} maxLength={2000} {...register('notes')} />
      </Field>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? t('return.sending') : t('return.title')}
        </Button>
      </div>
    </Form>
  );
}

/** The fill told with the return: litres, cost, station and the receipt's photo. */
function RefuelFields({ form }: { form: UseFormReturn<Values, unknown, ReturnChecklistRequest> }) {
  const { t } = useTranslation();
  const { register, setValue } = form;
  const receipt = useWatch({ control: form.control, name: 'refuel.receipt' });
  const take = async (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) return void toast.error(t('return.receiptNotImage'));
    setValue('refuel.receipt', await readAsDataUrl(file));
  };
  return (
    <fieldset className="grid gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-3">
      <legend className="px-1 text-sm font-medium">{t('return.refuel')}</legend>
      <Field name="refuel.litres" label={t('return.litres')}>
        <Input type="number" inputMode="decimal" min={0} step="0.01" {...register('refuel.litres')} />
      </Field>
      <Field name="refuel.cost" label={t('return.cost')}>
        <Input type="number" inputMode="decimal" min={0} step="0.01" {...register('refuel.cost')} />
      </Field>
      <Field name="refuel.station" label={t('return.station')}>
        <Input maxLength={200} {...register('refuel.station')} />
      </Field>
      <label className="text-sm sm:col-span-3">
        <span className="font-medium">{t('return.receipt')}</span>
        <input type="file" accept="image/*" capture="environment" className="mt-1 block w-full text-sm" onChange={(e) => void take(e.target.files?.[0])} />
      </label>
      {receipt && <img src={receipt} alt={t('return.receipt')} className="max-h-32 rounded-md object-contain ring-1 ring-slate-200 sm:col-span-3" />}
    </fieldset>
  );
}
