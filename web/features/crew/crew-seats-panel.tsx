import { Users } from 'lucide-react';
import { useFieldArray, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { useAllCategorySeats, useCredentialTypesForSeats, useSaveCategorySeats } from './use-crew.ts';
import type { CredentialType } from '../../../contract/credentials.contract.ts';
import { categorySeatsRequest, type CategorySeats, type CategorySeatsRequest } from '../../../contract/crew.contract.ts';
import { CategoryTabs } from '../../components/ui/category-tabs.tsx';
import { Checkbox, Field, Form, FormProblem, Input } from '../../components/ui/form.tsx';
import { IconHeading } from '../../components/ui/heading.tsx';
import { Panel } from '../../components/ui/panel.tsx';
import { ReadFailed } from '../../components/ui/read-failed.tsx';
import { AddRowAndSave, RemoveRowButton } from '../../components/ui/row-list.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { problemText } from '../../lib/api.ts';
import { contractResolver, showServerErrors } from '../../lib/forms.ts';
import { currentLanguage, t } from '../../lib/i18n/index.ts';

/** What the inputs of a seat hold: the credential types as the ids of the boxes ticked, the licence classes as typed. */
interface SeatValues {
  key: string;
  label: string;
  labelHe: string;
  required: boolean;
  credentialTypeIds: string[];
  licenceClasses: string;
}

const toValues = ({ seats }: CategorySeats): SeatValues[] =>
  seats.map((s) => ({ ...s, credentialTypeIds: s.credentialTypeIds.map(String), licenceClasses: s.licenceClasses.join(', ') }));

const toBody = ({ seats }: { seats: SeatValues[] }): CategorySeatsRequest => ({
  seats: seats.map((s) => ({
    key: s.key.trim(),
    label: s.label,
    labelHe: s.labelHe,
    required: s.required,
    credentialTypeIds: s.credentialTypeIds.map(Number),
    licenceClasses: s.licenceClasses
      .split(',')
      .map((c) => c.trim())
      .filter(Boolean),
  })),
});

const EMPTY_SEAT: SeatValues = { key: '', label: '', labelHe: '', required: false, credentialTypeIds: [], licenceClasses: '' };

/** Crew seats: each vehicle category's seats and the credentials each needs (docs/decisions/031). */
export function CrewSeatsPanel() {
  const { data, isError } = useAllCategorySeats();
  const { data: types = [] } = useCredentialTypesForSeats();
  if (isError) return <ReadFailed text={t('crewSeats.loadFailed')} onRetry={() => window.location.reload()} />;
  if (!data) return <Skeleton className="h-64" />;
  return (
    <Panel aria-label={t('crewSeats.title')}>
      <IconHeading icon={Users} className="mb-1">
        {t('crewSeats.title')}
      </IconHeading>
      <p className="mb-3 text-sm text-slate-600">{t('crewSeats.description')}</p>
      <CategoryTabs items={data}>{(seats) => <SeatsEditor key={JSON.stringify(seats)} seats={seats} types={types} />}</CategoryTabs>
    </Panel>
  );
}

function SeatsEditor({ seats, types }: { seats: CategorySeats; types: CredentialType[] }) {
  const save = useSaveCategorySeats();
  const form = useForm<{ seats: SeatValues[] }, unknown, CategorySeatsRequest>({
    resolver: contractResolver(categorySeatsRequest, toBody),
    defaultValues: { seats: toValues(seats) },
  });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'seats' });
  const { register } = form;
  const typeName = (type: CredentialType) => (currentLanguage() === 'he' ? type.nameHe : type.name);
  const submit = async (body: CategorySeatsRequest) => {
    try {
      await save.mutateAsync({ category: seats.category, seats: body.seats });
      toast.success(t('crewSeats.saved'), { description: t('crewSeats.savedText', { category: t(`category.${seats.category}`) }) });
    } catch (error) {
      if (!showServerErrors(form, error)) form.setError('root', { message: problemText(error, t('crewSeats.saveFailed')) });
    }
  };
  return (
    <Form form={form} onSubmit={submit} className="space-y-3" label={t(`category.${seats.category}`)}>
      <FormProblem />
      {!seats.defined && <p className="text-sm text-slate-600">{t('crewSeats.default')}</p>}
      <ol className="space-y-3">
        {fields.map((field, i) => (
          <li key={field.id} className="grid gap-2 rounded-lg border border-slate-200 p-3 sm:grid-cols-4" data-testid="crew-seat">
            <Field name={`seats.${i}.key`} label={t('crewSeats.key')}>
              <Input dir="ltr" {...register(`seats.${i}.key`)} />
            </Field>
            <Field name={`seats.${i}.label`} label={t('crewSeats.label')}>
              <Input dir="ltr" lang="en" {...register(`seats.${i}.label`)} />
            </Field>
            <Field name={`seats.${i}.labelHe`} label={t('crewSeats.labelHe')}>
              <Input dir="rtl" lang="he" {...register(`seats.${i}.labelHe`)} />
            </Field>
            <Field name={`seats.${i}.licenceClasses`} label={t('crewSeats.licenceClasses')}>
              <Input dir="ltr" {...register(`seats.${i}.licenceClasses`)} />
            </Field>
            <fieldset className="sm:col-span-3">
              <legend className="text-sm font-medium">{t('crewSeats.credentials')}</legend>
              <div className="flex flex-wrap gap-x-4">
                {types.map((type) => (
                  <Checkbox key={type.id} label={typeName(type)} value={String(type.id)} {...register(`seats.${i}.credentialTypeIds`)} />
                ))}
              </div>
            </fieldset>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <Checkbox label={t('crewSeats.required')} {...register(`seats.${i}.required`)} />
              <RemoveRowButton label={t('crewSeats.remove')} onClick={() => remove(i)} />
            </div>
          </li>
        ))}
      </ol>
      <AddRowAndSave addLabel={t('crewSeats.add')} onAdd={() => append(EMPTY_SEAT)} saveLabel={t('crewSeats.save')} saving={save.isPending} />
    </Form>
  );
}
