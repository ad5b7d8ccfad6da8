import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { usersEndpoints } from '../../../contract/users.endpoints.ts';
import { Field, Input, Options, Select, Textarea } from '../../components/ui/form.tsx';
import { queryOf } from '../../lib/api.ts';

/** What the admin's part of the booking form holds: the member booked for, and the waiver's reason. */
export interface BookForValues {
  forUserId: string;
  waive: boolean;
  waiverReason: string;
}

/** The request's part of them: a member chosen, and a reason only when the waiver is ticked. */
export const bookForRequest = (v: BookForValues) => ({
  ...(v.forUserId && { forUserId: Number(v.forUserId) }),
  ...(v.forUserId && v.waive && { waiverReason: v.waiverReason }),
});

/**
 * An admin books for a member (docs/decisions/030): found by name, e-mail or phone among the active
 * members; their rules are checked, or waived with a reason the audit log keeps.
 */
export function BookForFields() {
  const { t } = useTranslation();
  const { register, control } = useFormContext<BookForValues>();
  const [search, setSearch] = useState('');
  const [forUserId, waive] = useWatch({ control, name: ['forUserId', 'waive'] });
  const { data: members = [] } = useQuery(queryOf(usersEndpoints.list, { query: { status: 'active', q: search.trim() || undefined, page: 1, pageSize: 50 } }));
  return (
    <fieldset className="space-y-3 rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-700">{t('bookFor.title')}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field name="bookForSearch" label={t('bookFor.search')}>
          <Input type="search" value={search} maxLength={200} onChange={(e) => setSearch(e.target.value)} />
        </Field>
        <Field name="forUserId" label={t('bookFor.member')}>
          <Select {...register('forUserId')}>
            <option value="">{t('bookFor.myself')}</option>
            <Options items={members} value={(m) => m.id} label={(m) => `${m.name} · ${m.email}`} />
          </Select>
        </Field>
      </div>
      {forUserId && (
        <>
          <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-slate-800">
            <input type="checkbox" className="size-5" {...register('waive')} /> {t('bookFor.waive')}
          </label>
          {waive && (
            <Field name="waiverReason" label={t('bookFor.reason')}>
              <Textarea rows={2} maxLength={500} {...register('waiverReason')} />
            </Field>
          )}
        </>
      )}
    </fieldset>
  );
}
