import { BadgeCheck, FileUp, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { useAddCredential, useCredentialTypes, useMyCredentials, useRemoveCredential, useSendCredentialScan, useUpdateCredential } from './use-credentials.ts';
import { credentialRequest, type Credential, type CredentialRequest } from '../../../contract/credentials.contract.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, IconCardTitle } from '../../components/ui/card.tsx';
import { FileButton } from '../../components/ui/file-button.tsx';
import { Field, Form, FormProblem, Input, Options, Select } from '../../components/ui/form.tsx';
import { ReadFailed } from '../../components/ui/read-failed.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { problemText } from '../../lib/api.ts';
import { cn } from '../../lib/cn.ts';
import { contractResolver, showServerErrors } from '../../lib/forms.ts';
import { currentLanguage, t } from '../../lib/i18n/index.ts';
import { calendarDate } from '../../lib/time.ts';
import { OpenSeatAlerts } from '../crew/index.ts';

export const STATE_STYLE: Record<Credential['state'], string> = {
  valid: 'bg-emerald-100 text-emerald-900',
  unverified: 'bg-amber-100 text-amber-900',
  expired: 'bg-red-100 text-red-900',
};

export const nameOf = (c: { typeName: string; typeNameHe: string }) => (currentLanguage() === 'he' ? c.typeNameHe : c.typeName);

/** My credentials beyond the licence (docs/decisions/028): each with where it stands, added, changed or removed here. */
export function MyCredentialsCard() {
  const { data, isError, refetch } = useMyCredentials();
  const [editing, setEditing] = useState<Credential | null>(null);
  return (
    <Card id="credentials" data-testid="profile-card-credentials">
      <CardHeader>
        <IconCardTitle icon={BadgeCheck}>{t('credentials.title')}</IconCardTitle>
        <p className="text-sm text-slate-600">{t('credentials.description')}</p>
      </CardHeader>
      <CardContent className="space-y-3">
        {isError ? (
          <ReadFailed text={t('credentials.loadFailed')} onRetry={refetch} />
        ) : !data ? (
          <Skeleton className="h-16" />
        ) : !data.length ? (
          <p className="text-sm text-slate-600">{t('credentials.none')}</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {data.map((c) => (
              <CredentialRow key={c.id} credential={c} onEdit={() => setEditing(c)} />
            ))}
          </ul>
        )}
        <CredentialForm key={editing?.id ?? 'new'} editing={editing} held={data ?? []} onDone={() => setEditing(null)} />
        <OpenSeatAlerts />
      </CardContent>
    </Card>
  );
}

function CredentialRow({ credential: c, onEdit }: { credential: Credential; onEdit: () => void }) {
  const remove = useRemoveCredential();
  const scan = useSendCredentialScan();
  const send = async (file: File | undefined) => {
    if (!file) return;
    try {
      await scan.mutateAsync({ id: c.id, file });
      toast.success(t('credentials.scanSent'), { description: t('credentials.scanSentText', { type: nameOf(c) }) });
    } catch (error) {
      toast.error(t('credentials.scanFailed'), { description: problemText(error, t('credentials.scanFailed')) });
    }
  };
  const drop = async () => {
    try {
      await remove.mutateAsync(c.id);
      toast.success(t('credentials.removed'), { description: nameOf(c) });
    } catch (error) {
      toast.error(t('credentials.removeFailed'), { description: problemText(error, t('credentials.removeFailed')) });
    }
  };
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2" data-testid="credential">
      <div className="min-w-0 text-sm">
        <p className="font-semibold">
          {nameOf(c)} <span className={cn('ms-1 rounded-full px-2 py-0.5 text-xs', STATE_STYLE[c.state])}>{t(`credentials.state.${c.state}`)}</span>
        </p>
        <p className="text-xs text-slate-600">
          {c.number && <bdi translate="no">{c.number}</bdi>}
          {c.number && ' · '}
          {c.expiresOn
            ? t(c.state === 'expired' ? 'credentials.expiredOn' : 'credentials.expires', { date: calendarDate(c.expiresOn) })
            : t('credentials.noExpiry')}
        </p>
      </div>
      <div className="flex gap-1">
        <FileButton
          accept="application/pdf,image/jpeg,image/png,image/webp"
          inputLabel={t('credentials.sendScan', { type: nameOf(c) })}
          title={t('credentials.sendScan', { type: nameOf(c) })}
          disabled={scan.isPending}
          onFiles={([file]) => void send(file)}
        >
          <FileUp className="size-4" aria-hidden />
        </FileButton>
        <Button size="sm" variant="secondary" onClick={onEdit} aria-label={t('credentials.edit', { type: nameOf(c) })}>
          <Pencil className="size-4" aria-hidden />
        </Button>
        <Button size="sm" variant="secondary" disabled={remove.isPending} onClick={() => void drop()} aria-label={t('credentials.remove', { type: nameOf(c) })}>
          <Trash2 className="size-4" aria-hidden />
        </Button>
      </div>
    </li>
  );
}

interface Values {
  typeId: string;
  number: string;
  issuedOn: string;
  expiresOn: string;
}

const toRequest = (v: Values) => ({
  typeId: v.typeId ? Number(v.typeId) : undefined,
  number: v.number.trim() || null,
  issuedOn: v.issuedOn || null,
  expiresOn: v.expiresOn || null,
});

/** Adds one (a type not held yet), or changes the one being edited; a changed credential that needs review waits for the admins again. */
function CredentialForm({ editing, held, onDone }: { editing: Credential | null; held: Credential[]; onDone: () => void }) {
  const { data: types } = useCredentialTypes();
  const add = useAddCredential();
  const update = useUpdateCredential();
  const form = useForm<Values, unknown, CredentialRequest>({
    resolver: contractResolver(credentialRequest, toRequest),
    defaultValues: {
      typeId: editing ? String(editing.typeId) : '',
      number: editing?.number ?? '',
      issuedOn: editing?.issuedOn ?? '',
      expiresOn: editing?.expiresOn ?? '',
    },
  });
  const { register } = form;
  const open = (types ?? []).filter((type) => editing?.typeId === type.id || !held.some((c) => c.typeId === type.id));
  const submit = async ({ typeId, ...dates }: CredentialRequest) => {
    try {
      const saved = editing ? await update.mutateAsync({ id: editing.id, ...dates }) : await add.mutateAsync({ typeId, ...dates });
      toast.success(t(editing ? 'credentials.saved' : 'credentials.added'), { description: nameOf(saved) });
      form.reset({ typeId: '', number: '', issuedOn: '', expiresOn: '' });
      onDone();
    } catch (error) {
      if (!showServerErrors(form, error)) form.setError('root', { message: problemText(error, t('credentials.saveFailed')) });
    }
  };
  if (!editing && types && !open.length) return null;
  return (
    <Form
      form={form}
      onSubmit={submit}
      className="grid gap-2 rounded-lg border border-slate-200 p-3 sm:grid-cols-2"
      label={t(editing ? 'credentials.change' : 'credentials.add')}
    >
      <FormProblem />
      <Field name="typeId" label={t('credentials.type')}>
        <Select disabled={!!editing} {...register('typeId')}>
          <option value="">{t('credentials.chooseType')}</option>
          <Options items={open} value={(type) => type.id} label={(type) => (currentLanguage() === 'he' ? type.nameHe : type.name)} />
        </Select>
      </Field>
      <Field name="number" label={t('credentials.number')}>
        <Input maxLength={100} {...register('number')} />
      </Field>
      <Field name="issuedOn" label={t('credentials.issuedOn')}>
        <Input type="date" {...register('issuedOn')} />
      </Field>
      <Field name="expiresOn" label={t('credentials.expiresOn')}>
        <Input type="date" {...register('expiresOn')} />
        <span className="mt-1 block text-xs font-normal text-slate-500">{t('credentials.expiresHint')}</span>
      </Field>
      <div className="flex justify-end gap-2 sm:col-span-2">
        {editing && (
          <Button variant="secondary" onClick={onDone}>
            {t('common.cancel')}
          </Button>
        )}
        <Button type="submit" disabled={add.isPending || update.isPending}>
          {!editing && <Plus className="size-4" aria-hidden />} {t(editing ? 'credentials.save' : 'credentials.add')}
        </Button>
      </div>
    </Form>
  );
}
