import { ClipboardCheck } from 'lucide-react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { useCheckTemplates, useSaveCheckTemplate } from './use-vehicle-checks.ts';
import { CHECK_ITEM_KINDS, checkTemplateBody, type CheckItemKind, type CheckTemplateBody } from '../../../contract/vehicle-checks.contract.ts';
import type { CheckTemplateSummary } from '../../../contract/vehicle-checks.endpoints.ts';
import { CategoryTabs } from '../../components/ui/category-tabs.tsx';
import { Checkbox, Field, Form, FormProblem, Input, Options, Select, Textarea } from '../../components/ui/form.tsx';
import { IconHeading } from '../../components/ui/heading.tsx';
import { Panel } from '../../components/ui/panel.tsx';
import { ReadFailed } from '../../components/ui/read-failed.tsx';
import { AddRowAndSave, RemoveRowButton } from '../../components/ui/row-list.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { problemText } from '../../lib/api.ts';
import { contractResolver, showServerErrors } from '../../lib/forms.ts';
import { isolated, t } from '../../lib/i18n/index.ts';
import { formatNotificationTime } from '../../lib/time.ts';

/** What the inputs of an item hold. */
interface ItemValues {
  key: string;
  kind: CheckItemKind;
  label: string;
  labelHe: string;
  critical: boolean;
  minimum: string;
  unit: string;
}

const toValues = (summary: CheckTemplateSummary): ItemValues[] =>
  (summary.current?.items ?? []).map((i) => ({
    key: i.key,
    kind: i.kind,
    label: i.label,
    labelHe: i.labelHe,
    critical: i.critical,
    minimum: i.minimum === null || i.minimum === undefined ? '' : String(i.minimum),
    unit: i.unit ?? '',
  }));

const toBody = ({ items }: { items: ItemValues[] }): CheckTemplateBody => ({
  items: items.map((i) => ({
    key: i.key.trim(),
    kind: i.kind,
    label: i.label,
    labelHe: i.labelHe,
    critical: i.critical,
    minimum: i.kind === 'number' && i.minimum.trim() !== '' ? Number(i.minimum) : null,
    unit: i.unit.trim() || null,
  })),
});

/** Check Templates: each vehicle category's start-of-shift check, English and Hebrew item for item; saving makes a new version. */
export function CheckTemplatesPanel() {
  const { data, isError, refetch } = useCheckTemplates();
  if (isError) return <ReadFailed text={t('checkTemplates.loadFailed')} onRetry={refetch} />;
  if (!data) return <Skeleton className="h-64" />;
  return (
    <Panel aria-label={t('checkTemplates.title')}>
      <IconHeading icon={ClipboardCheck} className="mb-1">
        {t('checkTemplates.title')}
      </IconHeading>
      <p className="mb-3 text-sm text-slate-600">{t('checkTemplates.description')}</p>
      <CategoryTabs items={data}>{(summary) => <CategoryEditor key={`${summary.category}-${summary.current?.version ?? 0}`} summary={summary} />}</CategoryTabs>
    </Panel>
  );
}

const EMPTY_ITEM: ItemValues = { key: '', kind: 'presence', label: '', labelHe: '', critical: false, minimum: '', unit: '' };

function CategoryEditor({ summary }: { summary: CheckTemplateSummary }) {
  const save = useSaveCheckTemplate();
  const form = useForm<{ items: ItemValues[] }, unknown, CheckTemplateBody>({
    resolver: contractResolver(checkTemplateBody, toBody),
    defaultValues: { items: toValues(summary) },
  });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'items' });
  const kinds = useWatch({ control: form.control, name: 'items' });
  const { register } = form;
  const submit = async (body: CheckTemplateBody) => {
    try {
      const saved = await save.mutateAsync({ category: summary.category, body });
      toast.success(t('checkTemplates.saved'), {
        description: t('checkTemplates.savedText', { category: t(`category.${saved.category}`), version: saved.version }),
      });
    } catch (error) {
      if (!showServerErrors(form, error)) form.setError('root', { message: problemText(error, t('checkTemplates.saveFailed')) });
    }
  };
  const current = summary.current;
  return (
    <Form form={form} onSubmit={submit} className="space-y-3" label={t(`category.${summary.category}`)}>
      <FormProblem />
      <p className="text-sm text-slate-600">
        {current
          ? t('checkTemplates.version', {
              version: current.version,
              when: formatNotificationTime(current.createdAt),
              by: current.createdBy ? isolated(current.createdBy) : 'none',
            })
          : t('checkTemplates.none')}
      </p>
      <ol className="space-y-3">
        {fields.map((field, i) => (
          <li key={field.id} className="grid gap-2 rounded-lg border border-slate-200 p-3 sm:grid-cols-6" data-testid="check-template-item">
            <Field name={`items.${i}.key`} label={t('checkTemplates.key')}>
              <Input dir="ltr" {...register(`items.${i}.key`)} />
            </Field>
            <Field name={`items.${i}.kind`} label={t('checkTemplates.kind')}>
              <Select {...register(`items.${i}.kind`)}>
                <Options items={CHECK_ITEM_KINDS} label={(kind) => t(`checkTemplates.kind.${kind}`)} />
              </Select>
            </Field>
            <Field name={`items.${i}.label`} label={t('checkTemplates.label')} className="sm:col-span-2">
              <Textarea rows={2} dir="ltr" lang="en" {...register(`items.${i}.label`)} />
            </Field>
            <Field name={`items.${i}.labelHe`} label={t('checkTemplates.labelHe')} className="sm:col-span-2">
              <Textarea rows={2} dir="rtl" lang="he" {...register(`items.${i}.labelHe`)} />
            </Field>
            {kinds[i]?.kind === 'number' && (
              <>
                <Field name={`items.${i}.minimum`} label={t('checkTemplates.minimum')}>
                  <Input type="number" step="any" {...register(`items.${i}.minimum`)} />
                </Field>
                <Field name={`items.${i}.unit`} label={t('checkTemplates.unit')}>
                  <Input {...register(`items.${i}.unit`)} />
                </Field>
              </>
            )}
            <Checkbox label={t('checkTemplates.critical')} className="sm:col-span-3" {...register(`items.${i}.critical`)} />
            <div className="flex justify-end sm:col-span-1">
              <RemoveRowButton label={t('checkTemplates.remove')} onClick={() => remove(i)} />
            </div>
          </li>
        ))}
      </ol>
      <AddRowAndSave addLabel={t('checkTemplates.add')} onAdd={() => append(EMPTY_ITEM)} saveLabel={t('checkTemplates.save')} saving={save.isPending} />
    </Form>
  );
}
