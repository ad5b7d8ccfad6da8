import * as Tabs from '@radix-ui/react-tabs';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { useCreateUser, useUpdateUser } from './use-users.ts';
import { MONTHLY_HOUR_LIMIT_MAX, NEW_USER_TYPES, USER_TYPES } from '../../../contract/constants.ts';
import {
  ADMIN_LICENSE_COUNTRIES,
  adminCountryChoice,
  adminUserCreate,
  adminUserUpdate,
  type AdminUserCreate,
  type AdminUserUpdate,
  type User,
} from '../../../contract/user.contract.ts';
import { Checkbox, Field, FieldError, Form, FormActions, FormProblem, Input, Options, Select, Textarea } from '../../components/ui/form.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { TabList } from '../../components/ui/tab-list.tsx';
import { problemText } from '../../lib/api.ts';
import { contractResolver, showServerErrors, textOrNull } from '../../lib/forms.ts';
import { countryName, personName, t, userTypeName } from '../../lib/i18n/index.ts';
import { NoShowsLine } from '../bookings/index.ts';
import { MemberCredentials } from '../credentials/index.ts';

const LICENCE_TEXTS = ['licenseNumber', 'licenseClass', 'licenseCountryOfIssue', 'licenseIssueDate', 'licenseExpiryDate'] as const;

interface UserValues extends Record<(typeof LICENCE_TEXTS)[number], string> {
  name: string;
  email: string;
  phone: string;
  address: string;
  userTypes: string[];
  monthlyHourLimit: string;
  isActive: boolean;
}

const valuesOf = (u: User | null): UserValues => ({
  name: u?.name ?? '',
  email: u?.email ?? '',
  phone: u?.phone ?? '',
  address: u?.address ?? '',
  userTypes: u?.userTypes ?? NEW_USER_TYPES,
  monthlyHourLimit: u?.monthlyHourLimit == null ? '' : String(u.monthlyHourLimit),
  isActive: u?.isActive ?? true,
  licenseNumber: u?.licenseNumber ?? '',
  licenseClass: u?.licenseClass ?? '',
  licenseCountryOfIssue: adminCountryChoice(u?.licenseCountryOfIssue ?? null) ?? '',
  licenseIssueDate: u?.licenseIssueDate ?? '',
  licenseExpiryDate: u?.licenseExpiryDate ?? '',
});

const toRequest = (v: UserValues) => ({
  name: v.name,
  email: v.email,
  phone: textOrNull(v.phone),
  address: textOrNull(v.address),
  userTypes: v.userTypes,
  monthlyHourLimit: v.monthlyHourLimit.trim() === '' ? null : Number(v.monthlyHourLimit),
  isActive: v.isActive,
  ...Object.fromEntries(LICENCE_TEXTS.map((key) => [key, textOrNull(v[key])])),
});

/**
 * Edit User (docs/spec/admin-app.md 2.8): Basic Info, Contact and License tabs; the contract's schema
 * judges what is sent. With no user it is Add user: the same form, for one person (docs/decisions/022).
 */
export function EditUserDialog({ user, adding = false, onClose }: { user: User | null; adding?: boolean; onClose: () => void }) {
  return (
    <Modal
      open={!!user || adding}
      onClose={onClose}
      title={user ? t('editUser.title') : t('addUser.title')}
      description={user ? `${personName(user.name)} · ${user.email}` : t('addUser.description')}
      width="w-[min(40rem,96vw)]"
    >
      {(user || adding) && <EditUserForm key={user?.id ?? 'new'} user={user} onDone={onClose} />}
    </Modal>
  );
}

function EditUserForm({ user, onDone }: { user: User | null; onDone: () => void }) {
  const update = useUpdateUser();
  const create = useCreateUser();
  const form = useForm<UserValues, unknown, AdminUserUpdate>({
    resolver: contractResolver(user ? adminUserUpdate : adminUserCreate, toRequest),
    defaultValues: valuesOf(user),
  });
  const { register } = form;

  const save = async (values: AdminUserUpdate) => {
    try {
      if (user) await update.mutateAsync({ id: user.id, ...values });
      else await create.mutateAsync(values as AdminUserCreate);
      toast.success(user ? t('editUser.saved') : t('addUser.added', { name: values.name ?? '' }));
      onDone();
    } catch (error) {
      if (!showServerErrors(form, error)) form.setError('root', { message: problemText(error, t('editUser.failedText')) });
      toast.error(user ? t('editUser.failed') : t('addUser.failed'), { description: problemText(error, t('editUser.failedText')) });
    }
  };
  const country = form.getValues('licenseCountryOfIssue');
  // A country stored from the profile ('Other') stays choosable: the select never drops a value unseen.
  const countries =
    country && !(ADMIN_LICENSE_COUNTRIES as readonly string[]).includes(country) ? [...ADMIN_LICENSE_COUNTRIES, country] : ADMIN_LICENSE_COUNTRIES;

  return (
    <Form form={form} onSubmit={save} className="space-y-4">
      <FormProblem />
      <Tabs.Root defaultValue="basic">
        <TabList
          tabs={[
            { value: 'basic', label: t('editUser.basic') },
            { value: 'contact', label: t('editUser.contact') },
            { value: 'license', label: t('editUser.licence') },
            !!user && { value: 'credentials', label: t('editUser.credentials') },
          ]}
        />
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
        <Tabs.Content value="license" forceMount className="space-y-3 data-[state=inactive]:hidden">
          <div className="grid gap-3 sm:grid-cols-2">
            <Field name="licenseNumber" label={t('scanner.licenseNumber')}>
              <Input dir="ltr" {...register('licenseNumber')} />
            </Field>
            <Field name="licenseClass" label={t('profile.field.licenseClass')}>
              <Input {...register('licenseClass')} />
            </Field>
            <Field name="licenseCountryOfIssue" label={t('profile.field.licenseCountryOfIssue')}>
              <Select {...register('licenseCountryOfIssue')}>
                <option value="">{t('profile.notSet')}</option>
                <Options items={countries} label={(c) => countryName(c)} />
              </Select>
            </Field>
            <Field name="licenseIssueDate" label={t('profile.field.licenseIssueDate')}>
              <Input type="date" {...register('licenseIssueDate')} />
            </Field>
            <Field name="licenseExpiryDate" label={t('profile.field.licenseExpiryDate')}>
              <Input type="date" {...register('licenseExpiryDate')} />
            </Field>
          </div>
          {user && (
            <p className="text-sm">
              {t('editUser.frontScan')}: {user.hasLicenceScan ? t('users.scanned') : t('editUser.notScanned')}
            </p>
          )}
        </Tabs.Content>
        {user && (
          <Tabs.Content value="credentials" className="space-y-3">
            <NoShowsLine userId={user.id} />
            <MemberCredentials userId={user.id} />
          </Tabs.Content>
        )}
      </Tabs.Root>
      <FormActions onBack={onDone} pending={update.isPending || create.isPending} submitLabel={user ? t('settings.save') : t('addUser.add')} />
    </Form>
  );
}
