import { Gauge } from 'lucide-react';
import { useFieldArray, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { useFleetMaintenance, useMaintenancePrograms, useSaveMaintenancePrograms } from './use-work-orders.ts';
import type { VehicleCategory } from '../../../contract/constants.ts';
import { maintenanceProgramsBody, type MaintenanceProgramsBody, type MaintenanceState } from '../../../contract/maintenance.contract.ts';
import { CategoryTabs } from '../../components/ui/category-tabs.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Field, Form, FormProblem, Input } from '../../components/ui/form.tsx';
import { IconHeading } from '../../components/ui/heading.tsx';
import { Panel } from '../../components/ui/panel.tsx';
import { ReadFailed } from '../../components/ui/read-failed.tsx';
import { AddRowAndSave, RemoveRowButton } from '../../components/ui/row-list.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { problemText } from '../../lib/api.ts';
import { contractResolver, showServerErrors } from '../../lib/forms.ts';
import { currentLanguage, t } from '../../lib/i18n/index.ts';
import { calendarDate } from '../../lib/time.ts';

const TONES: Record<MaintenanceState, string> = {
  ok: 'bg-emerald-100 text-emerald-900',
  due_soon: 'bg-amber-100 text-amber-900',
  overdue: 'bg-red-100 text-red-900',
};

/** Maintenance: every vehicle's next services by km or months with their forecast, and the programmes per category. */
export function MaintenancePanel() {
  const fleet = useFleetMaintenance();
  const programs = useMaintenancePrograms();
  const hebrew = currentLanguage() === 'he';
  return (
    <Panel aria-label={t('maintenance.title')}>
      <IconHeading icon={Gauge} className="mb-1">
        {t('maintenance.title')}
      </IconHeading>
      <p className="mb-3 text-sm text-slate-600">{t('maintenance.description')}</p>
      {fleet.isError ? (
        <ReadFailed text={t('maintenance.loadFailed')} onRetry={fleet.refetch} />
      ) : !fleet.data ? (
        <Skeleton className="h-24" />
      ) : !fleet.data.length ? (
        <EmptyState>{t('maintenance.none')}</EmptyState>
      ) : (
        <ul className="mb-4 divide-y divide-slate-200">
          {fleet.data.map((vehicle) => (
            <li key={vehicle.vehicleId} className="py-2" data-testid="vehicle-maintenance">
              <p className="font-semibold">
                {vehicle.vehicleNumber}{' '}
                <span className="text-sm font-normal text-slate-600">
                  {t('maintenance.odometer', { km: vehicle.odometer ?? '–', perDay: vehicle.kmPerDay })}
                </span>
              </p>
              <ul className="mt-1 flex flex-wrap gap-2">
                {vehicle.programs.map((p) => (
                  <li key={p.key} className={`rounded px-2 py-0.5 text-xs font-semibold ${TONES[p.state]}`}>
                    {hebrew ? p.nameHe : p.name}: {t(`maintenance.state.${p.state}`)}
                    {p.forecastDate ? ` · ${t('maintenance.forecast', { date: calendarDate(p.forecastDate) })}` : ''}
                    {p.kmLeft !== null ? ` · ${t('maintenance.kmLeft', { km: p.kmLeft })}` : ''}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
      <h3 className="mb-2 font-semibold">{t('maintenance.programs')}</h3>
      {programs.data ? (
        <CategoryTabs items={programs.data}>
          {(c) => <ProgramsEditor key={JSON.stringify(c.programs)} category={c.category} programs={c.programs} />}
        </CategoryTabs>
      ) : (
        <Skeleton className="h-24" />
      )}
    </Panel>
  );
}

interface ProgramValues {
  key: string;
  name: string;
  nameHe: string;
  everyKm: string;
  everyMonths: string;
  dueSoonKm: string;
  dueSoonDays: string;
}
const text = (n: number | null) => (n === null ? '' : String(n));
const number = (s: string) => (s.trim() === '' ? null : Number(s));
const EMPTY: ProgramValues = { key: '', name: '', nameHe: '', everyKm: '', everyMonths: '', dueSoonKm: '1000', dueSoonDays: '14' };

function ProgramsEditor({ category, programs }: { category: VehicleCategory; programs: MaintenanceProgramsBody['programs'] }) {
  const save = useSaveMaintenancePrograms();
  const form = useForm<{ programs: ProgramValues[] }, unknown, MaintenanceProgramsBody>({
    resolver: contractResolver(maintenanceProgramsBody, ({ programs: list }: { programs: ProgramValues[] }) => ({
      programs: list.map((p) => ({
        ...p,
        everyKm: number(p.everyKm),
        everyMonths: number(p.everyMonths),
        dueSoonKm: number(p.dueSoonKm) ?? undefined,
        dueSoonDays: number(p.dueSoonDays) ?? undefined,
      })),
    })),
    defaultValues: {
      programs: programs.map((p) => ({
        key: p.key,
        name: p.name,
        nameHe: p.nameHe,
        everyKm: text(p.everyKm ?? null),
        everyMonths: text(p.everyMonths ?? null),
        dueSoonKm: text(p.dueSoonKm ?? null),
        dueSoonDays: text(p.dueSoonDays ?? null),
      })),
    },
  });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'programs' });
  const { register } = form;
  const submit = async (body: MaintenanceProgramsBody) => {
    try {
      await save.mutateAsync({ category, body });
      toast.success(t('maintenance.saved'), { description: t(`category.${category}`) });
    } catch (error) {
      if (!showServerErrors(form, error)) form.setError('root', { message: problemText(error, t('maintenance.saveFailed')) });
    }
  };
  return (
    <Form form={form} onSubmit={submit} className="space-y-3" label={t('maintenance.programsOf', { category: t(`category.${category}`) })}>
      <FormProblem />
      {!fields.length && <p className="text-sm text-slate-600">{t('maintenance.noPrograms')}</p>}
      <ol className="space-y-3">
        {fields.map((field, i) => (
          <li key={field.id} className="grid gap-2 rounded-lg border border-slate-200 p-3 sm:grid-cols-4" data-testid="maintenance-program">
            <Field name={`programs.${i}.key`} label={t('maintenance.key')}>
              <Input dir="ltr" {...register(`programs.${i}.key`)} />
            </Field>
            <Field name={`programs.${i}.name`} label={t('maintenance.name')}>
              <Input dir="ltr" lang="en" {...register(`programs.${i}.name`)} />
            </Field>
            <Field name={`programs.${i}.nameHe`} label={t('maintenance.nameHe')} className="sm:col-span-2">
              <Input dir="rtl" lang="he" {...register(`programs.${i}.nameHe`)} />
            </Field>
            <Field name={`programs.${i}.everyKm`} label={t('maintenance.everyKm')}>
              <Input type="number" min={100} {...register(`programs.${i}.everyKm`)} />
            </Field>
            <Field name={`programs.${i}.everyMonths`} label={t('maintenance.everyMonths')}>
              <Input type="number" min={1} {...register(`programs.${i}.everyMonths`)} />
            </Field>
            <Field name={`programs.${i}.dueSoonKm`} label={t('maintenance.dueSoonKm')}>
              <Input type="number" min={0} {...register(`programs.${i}.dueSoonKm`)} />
            </Field>
            <Field name={`programs.${i}.dueSoonDays`} label={t('maintenance.dueSoonDays')}>
              <Input type="number" min={0} {...register(`programs.${i}.dueSoonDays`)} />
            </Field>
            <div className="flex justify-end sm:col-span-4">
              <RemoveRowButton label={t('maintenance.remove')} onClick={() => remove(i)} />
            </div>
          </li>
        ))}
      </ol>
      <AddRowAndSave addLabel={t('maintenance.add')} onAdd={() => append(EMPTY)} saveLabel={t('maintenance.save')} saving={save.isPending} />
    </Form>
  );
}
