import * as Tabs from '@radix-ui/react-tabs';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { MONTHLY_HOUR_LIMIT_MAX, USER_TYPES } from '../../../contract/constants.ts';
import { adminUserUpdate, type AdminUserUpdate, type User } from '../../../contract/user.contract.ts';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox, Field, FieldError, Form, FormProblem, Input, Textarea } from '../../components/ui/form.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { TAB_LIST, TAB_TRIGGER } from '../../components/ui/tabs.ts';
import { problemText } from '../../lib/api.ts';
import { contractResolver, showServerErrors, textOrNull } from '../../lib/forms.ts';
import { calendarDate } from '../../lib/time.ts';
import { useUpdateUser } from './use-users.ts';
import { t, userTypeName } from '../../lib/i18n/index.ts';

interface UserValues {
  name: string;
  email: string;
  phone: string;
  address: string;
  userTypes: string[];
  monthlyHourLimit: string;
  isActive: boolean;
}

const valuesOf = (u: User): UserValues => ({
  name: u.name,
  email: u.email,
  phone: u.phone ?? '',
  address: u.address ?? '',
  userTypes: u.userTypes,
  monthlyHourLimit: u.monthlyHourLimit === null ? '' : String(u.monthlyHourLimit),
  isActive: u.isActive,
});

const toRequest = (v: UserValues) => ({
  name: v.name,
  email: v.email,
  phone: textOrNull(v.phone),
  address: textOrNull(v.address),
  userTypes: v.userTypes,
  monthlyHourLimit: v.monthlyHourLimit.trim() === '' ? null : Number(v.monthlyHourLimit),
  isActive: v.isActive,
});

/** Edit User (spec/admin-app.md 2.8): Basic Info, Contact and License tabs; the contract's schema judges what is sent. */
export function EditUserDialog({ user, onClose }: { user: User | null; onClose: () => void }) {
  return (
    <Modal open={!!user} onClose={onClose} title={t('editUser.title')} description={user ? `${user.name} · ${user.email}` : ''} width="w-[min(40rem,96vw)]">
      {user && <EditUserForm key={user.id} user={user} onDone={onClose} />}
    </Modal>
  );
}

function EditUserForm({ user, onDone }: { user: User; onDone: () => void }) {
  const update = useUpdateUser();
  const form = useForm<UserValues, unknown, AdminUserUpdate>({ resolver: contractResolver(adminUserUpdate, toRequest), defaultValues: valuesOf(user) });
  const { register } = form;

  const save = async (changes: AdminUserUpdate) => {
    try {
      await update.mutateAsync({ id: user.id, ...changes });
      toast.success(t('editUser.saved'));
      onDone();
    } catch (error) {
      if (!showServerErrors(form, error)) form.setError('root', { message: problemText(error, t('editUser.failedText')) });
      toast.error(t('editUser.failed'), { description: problemText(error, t('editUser.failedText')) });
    }
  };

  return (
    <Form form={form} onSubmit={save} className="space-y-4">
      <FormProblem />
      <Tabs.Root defaultValue="basic">
        <Tabs.List className={`mb-4 ${TAB_LIST}`}>
          <Tabs.Trigger value="basic" className={TAB_TRIGGER}>{t('editUser.basic')}</Tabs.Trigger>
          <Tabs.Trigger value="contact" className={TAB_TRIGGER}>{t('editUser.contact')}</Tabs.Trigger>
          <Tabs.Trigger value="license" className={TAB_TRIGGER}>{t('editUser.licence')}</Tabs.Trigger>
        </Tabs.List>
        {/* Every tab stays mounted, so a field with a message is there to show it whichever tab is open. */}
        <Tabs.Content value="basic" forceMount className="space-y-3 data-[state=inactive]:hidden">
          <Field name="name" label={t('users.column.name')}>
            <Input {...register('name')} />
          </Field>
          <Field name="email" label={t('users.column.email')}>
            <Input type="email" {...register('email')} />
          </Field>
          <fieldset>
            <legend className="text-sm font-medium">{t('editUser.types')}</legend>
            <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
              {USER_TYPES.map((type) => (
                <Checkbox key={type} label={userTypeName(type)} value={type} className="font-normal" {...register('userTypes')} />
              ))}
            </div>
            <FieldError name="userTypes" />
          </fieldset>
          <Field name="monthlyHourLimit" label={t('editUser.hourLimit', { max: MONTHLY_HOUR_LIMIT_MAX })}>
            <Input type="number" min={0} max={MONTHLY_HOUR_LIMIT_MAX} className="block w-32" {...register('monthlyHourLimit')} />
          </Field>
          <Checkbox label={t('editUser.active')} {...register('isActive')} />
        </Tabs.Content>
        <Tabs.Content value="contact" forceMount className="space-y-3 data-[state=inactive]:hidden">
          <Field name="phone" label={t('users.column.phone')}>
            <Input type="tel" dir="ltr" placeholder="050-123-4567" {...register('phone')} />
          </Field>
          <Field name="address" label={t('scanner.address')}>
            <Textarea rows={2} {...register('address')} />
          </Field>
        </Tabs.Content>
        <Tabs.Content value="license" forceMount className="data-[state=inactive]:hidden">
          <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
            {[
              [t('scanner.licenseNumber'), user.licenseNumber],
              [t('profile.field.licenseClass'), user.licenseClass],
              [t('profile.field.licenseCountryOfIssue'), user.licenseCountryOfIssue],
              [t('profile.field.licenseExpiryDate'), user.licenseExpiryDate && calendarDate(user.licenseExpiryDate)],
              [t('editUser.frontScan'), user.hasLicenceScan ? t('users.scanned') : t('editUser.notScanned')],
            ].map(([label, value]) => (
              <div key={label}>
                <dt className="text-xs font-medium text-slate-500">{label}</dt>
                <dd>{value || '—'}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-3 text-xs text-slate-500">{t('editUser.membersKeep')}</p>
        </Tabs.Content>
      </Tabs.Root>
      <div className="flex justify-end gap-2 border-t border-slate-100 pt-3">
        <Button variant="secondary" onClick={onDone}>{t('common.cancel')}</Button>
        <Button type="submit" disabled={update.isPending}>{update.isPending ? t('reschedule.saving') : t('settings.save')}</Button>
      </div>
    </Form>
  );
}
