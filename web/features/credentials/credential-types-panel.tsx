import { BadgeCheck, Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { useAllCredentialTypes, useSaveCredentialType } from './use-credentials.ts';
import { credentialTypeRequest, MAX_VALIDITY_MONTHS, type CredentialType, type CredentialTypeRequest } from '../../../contract/credentials.contract.ts';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox, Field, Form, FormProblem, Input } from '../../components/ui/form.tsx';
import { IconHeading } from '../../components/ui/heading.tsx';
import { Panel } from '../../components/ui/panel.tsx';
import { ReadFailed } from '../../components/ui/read-failed.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { problemText } from '../../lib/api.ts';
import { cn } from '../../lib/cn.ts';
import { contractResolver, showServerErrors } from '../../lib/forms.ts';
import { currentLanguage, t } from '../../lib/i18n/index.ts';

/** The credential types admins define (docs/decisions/028): names in both languages, validity, review, retired or not. */
export function CredentialTypesPanel() {
  const { data, isError, refetch } = useAllCredentialTypes();
  const [editing, setEditing] = useState<CredentialType | null>(null);
  return (
    <Panel aria-label={t('credentialTypes.title')}>
      <IconHeading icon={BadgeCheck} className="mb-1">
        {t('credentialTypes.title')}
      </IconHeading>
      <p className="mb-3 text-sm text-slate-600">{t('credentialTypes.description')}</p>
      {isError ? (
        <ReadFailed text={t('credentialTypes.loadFailed')} onRetry={refetch} />
      ) : !data ? (
        <Skeleton className="h-32" />
      ) : (
        <ul className="mb-3 divide-y divide-slate-100">
          {data.map((type) => (
            <TypeRow key={type.id} type={type} onEdit={() => setEditing(type)} />
          ))}
        </ul>
      )}
      <TypeForm key={editing?.id ?? 'new'} editing={editing} onDone={() => setEditing(null)} />
    </Panel>
  );
}

function TypeRow({ type, onEdit }: { type: CredentialType; onEdit: () => void }) {
  const name = currentLanguage() === 'he' ? type.nameHe : type.name;
  return (
    <li className={cn('flex flex-wrap items-center justify-between gap-2 py-2 text-sm', !type.active && 'text-slate-500')} data-testid="credential-type">
      <div className="min-w-0">
        <p className="font-semibold">
          {name}
          {!type.active && <span className="ms-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs">{t('credentialTypes.retired')}</span>}
        </p>
        <p className="text-xs text-slate-600">
          {type.validityMonths === null ? t('credentialTypes.noValidity') : t('credentialTypes.validity', { months: type.validityMonths })}
          {' · '}
          {type.needsReview ? t('credentialTypes.reviewed') : t('credentialTypes.notReviewed')}
        </p>
      </div>
      <Button size="sm" variant="secondary" onClick={onEdit} aria-label={t('credentialTypes.edit', { name })}>
        <Pencil className="size-4" aria-hidden />
      </Button>
    </li>
  );
}

interface Values {
  name: string;
  nameHe: string;
  validityMonths: string;
  needsReview: boolean;
  active: boolean;
}

const toRequest = (v: Values) => ({
  name: v.name,
  nameHe: v.nameHe,
  validityMonths: v.validityMonths.trim() === '' ? null : Number(v.validityMonths),
  needsReview: v.needsReview,
});

/** Adds a type, or changes (and retires or brings back) the one being edited. */
function TypeForm({ editing, onDone }: { editing: CredentialType | null; onDone: () => void }) {
  const save = useSaveCredentialType();
  const form = useForm<Values, unknown, CredentialTypeRequest>({
    resolver: contractResolver(credentialTypeRequest, toRequest),
    defaultValues: {
      name: editing?.name ?? '',
      nameHe: editing?.nameHe ?? '',
      validityMonths: editing?.validityMonths === null || !editing ? '' : String(editing.validityMonths),
      needsReview: editing?.needsReview ?? true,
      active: editing?.active ?? true,
    },
  });
  const { register } = form;
  const submit = async (body: CredentialTypeRequest) => {
    try {
      const saved = await save.mutateAsync({ id: editing?.id, body, active: form.getValues('active') });
      toast.success(t(editing ? 'credentialTypes.saved' : 'credentialTypes.added'), { description: saved.name });
      form.reset({ name: '', nameHe: '', validityMonths: '', needsReview: true, active: true });
      onDone();
    } catch (error) {
      if (!showServerErrors(form, error)) form.setError('root', { message: problemText(error, t('credentialTypes.saveFailed')) });
    }
  };
  return (
    <Form
      form={form}
      onSubmit={submit}
      className="grid gap-2 rounded-lg border border-slate-200 p-3 sm:grid-cols-3"
      label={t(editing ? 'credentialTypes.change' : 'credentialTypes.add')}
    >
      <FormProblem />
      <Field name="name" label={t('credentialTypes.name')}>
        <Input dir="ltr" lang="en" maxLength={100} {...register('name')} />
      </Field>
      <Field name="nameHe" label={t('credentialTypes.nameHe')}>
        <Input dir="rtl" lang="he" maxLength={100} {...register('nameHe')} />
      </Field>
      <Field name="validityMonths" label={t('credentialTypes.validityMonths')}>
        <Input type="number" min={1} max={MAX_VALIDITY_MONTHS} className="max-w-32" {...register('validityMonths')} />
      </Field>
      <div className="flex flex-wrap gap-x-4 sm:col-span-3">
        <Checkbox label={t('credentialTypes.needsReview')} {...register('needsReview')} />
        {editing && <Checkbox label={t('credentialTypes.active')} {...register('active')} />}
      </div>
      <div className="flex justify-end gap-2 sm:col-span-3">
        {editing && (
          <Button variant="secondary" onClick={onDone}>
            {t('common.cancel')}
          </Button>
        )}
        <Button type="submit" disabled={save.isPending}>
          {!editing && <Plus className="size-4" aria-hidden />} {t(editing ? 'credentialTypes.save' : 'credentialTypes.add')}
        </Button>
      </div>
    </Form>
  );
}
