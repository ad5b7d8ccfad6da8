import { Settings2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { useSaveServiceSettings, useServiceSettings } from './use-settings.ts';
import { USER_TYPES, type UserType } from '../../../contract/constants.ts';
import { RESTRICTED_PERIOD_POLICIES, serviceSettings, type ServiceSettings } from '../../../contract/settings.contract.ts';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox, Field, Form, FormProblem, Input, Options, Select } from '../../components/ui/form.tsx';
import { IconHeading } from '../../components/ui/heading.tsx';
import { Panel } from '../../components/ui/panel.tsx';
import { ReadFailed } from '../../components/ui/read-failed.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { problemText } from '../../lib/api.ts';
import { contractResolver, showServerErrors } from '../../lib/forms.ts';
import { t, userTypeName } from '../../lib/i18n/index.ts';

/** Numbers are typed as text; the contract's schema judges what they become. */
type Values = Omit<
  ServiceSettings,
  | 'maxBookingHours'
  | 'maxAdvanceMonths'
  | 'monthlyHoursByRole'
  | 'restrictedHoursBefore'
  | 'restrictedHoursAfter'
  | 'movementCheckSeconds'
  | 'positionRetentionDays'
  | 'checkInGraceMinutes'
> & {
  maxBookingHours: string;
  maxAdvanceMonths: string;
  monthlyHoursByRole: Record<UserType, string>;
  restrictedHoursBefore: string;
  restrictedHoursAfter: string;
  movementCheckSeconds: string;
  positionRetentionDays: string;
  checkInGraceMinutes: string;
};

const number = (text: string) => (text.trim() === '' ? undefined : Number(text));
const toRequest = (v: Values) => ({
  ...v,
  maxBookingHours: number(v.maxBookingHours),
  maxAdvanceMonths: number(v.maxAdvanceMonths),
  monthlyHoursByRole: Object.fromEntries(USER_TYPES.map((type) => [type, number(v.monthlyHoursByRole[type])])),
  restrictedHoursBefore: number(v.restrictedHoursBefore),
  restrictedHoursAfter: number(v.restrictedHoursAfter),
  movementCheckSeconds: number(v.movementCheckSeconds),
  positionRetentionDays: number(v.positionRetentionDays),
  checkInGraceMinutes: number(v.checkInGraceMinutes),
});
const toValues = (s: ServiceSettings): Values => ({
  ...s,
  maxBookingHours: String(s.maxBookingHours),
  maxAdvanceMonths: String(s.maxAdvanceMonths),
  monthlyHoursByRole: Object.fromEntries(USER_TYPES.map((type) => [type, String(s.monthlyHoursByRole[type])])) as Record<UserType, string>,
  restrictedHoursBefore: String(s.restrictedHoursBefore),
  restrictedHoursAfter: String(s.restrictedHoursAfter),
  movementCheckSeconds: String(s.movementCheckSeconds),
  positionRetentionDays: String(s.positionRetentionDays),
  checkInGraceMinutes: String(s.checkInGraceMinutes),
});
/** Service settings (docs/decisions/017): kept in the database, in force on every server at once. */
export function ServiceSettingsPanel() {
  const { data, isError, refetch } = useServiceSettings();
  return (
    <Panel className="space-y-4" aria-label={t('serviceSettings.title')}>
      <IconHeading icon={Settings2}>{t('serviceSettings.title')}</IconHeading>
      {isError ? (
        <ReadFailed text={t('serviceSettings.failed')} onRetry={refetch} />
      ) : data ? (
        <SettingsForm key={JSON.stringify(data)} settings={data} />
      ) : (
        <Skeleton className="h-64" />
      )}
    </Panel>
  );
}

function SettingsForm({ settings }: { settings: ServiceSettings }) {
  const save = useSaveServiceSettings();
  const form = useForm<Values, unknown, ServiceSettings>({ resolver: contractResolver(serviceSettings, toRequest), defaultValues: toValues(settings) });
  const { register } = form;
  const submit = async (next: ServiceSettings) => {
    try {
      await save.mutateAsync(next);
      toast.success(t('serviceSettings.saved'), { description: t('serviceSettings.savedText') });
    } catch (error) {
      if (!showServerErrors(form, error)) form.setError('root', { message: problemText(error, t('serviceSettings.saveFailed')) });
    }
  };
  return (
    <Form form={form} onSubmit={submit} className="space-y-5" label={t('serviceSettings.title')}>
      <FormProblem />
      <fieldset className="grid gap-3 sm:grid-cols-3">
        <legend className="mb-1 text-sm font-semibold text-slate-700">{t('serviceSettings.service')}</legend>
        <Field name="serviceName" label={t('serviceSettings.name')}>
          <Input maxLength={100} {...register('serviceName')} />
        </Field>
        <Field name="dispatchPhone" label={t('serviceSettings.dispatch')}>
          <Input dir="ltr" maxLength={30} {...register('dispatchPhone')} />
        </Field>
        <Field name="donateUrl" label={t('serviceSettings.donate')}>
          <Input dir="ltr" type="url" maxLength={500} {...register('donateUrl')} />
        </Field>
      </fieldset>
      <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <legend className="mb-1 text-sm font-semibold text-slate-700">{t('serviceSettings.limits')}</legend>
        <Field name="maxBookingHours" label={t('serviceSettings.longest')}>
          <Input type="number" min={1} {...register('maxBookingHours')} />
        </Field>
        <Field name="maxAdvanceMonths" label={t('serviceSettings.ahead')}>
          <Input type="number" min={1} max={24} {...register('maxAdvanceMonths')} />
        </Field>
        <Field name="movementCheckSeconds" label={t('serviceSettings.interval')}>
          <Input type="number" min={5} max={3600} {...register('movementCheckSeconds')} />
        </Field>
        <Field name="positionRetentionDays" label={t('serviceSettings.retention')}>
          <Input type="number" min={1} max={3650} {...register('positionRetentionDays')} />
        </Field>
      </fieldset>
      <fieldset>
        <legend className="mb-1 text-sm font-semibold text-slate-700">{t('serviceSettings.hours')}</legend>
        <div className="grid gap-3 sm:grid-cols-6">
          {USER_TYPES.map((type) => (
            <Field key={type} name={`monthlyHoursByRole.${type}`} label={userTypeName(type)}>
              <Input type="number" min={0} max={744} {...register(`monthlyHoursByRole.${type}`)} />
            </Field>
          ))}
        </div>
      </fieldset>
      <fieldset className="grid gap-3 sm:grid-cols-3">
        <legend className="mb-1 text-sm font-semibold text-slate-700">{t('serviceSettings.shabbat')}</legend>
        <Field name="restrictedHoursBefore" label={t('serviceSettings.before')}>
          <Input type="number" step="0.5" min={0} max={12} {...register('restrictedHoursBefore')} />
        </Field>
        <Field name="restrictedHoursAfter" label={t('serviceSettings.after')}>
          <Input type="number" step="0.5" min={0} max={12} {...register('restrictedHoursAfter')} />
        </Field>
        <Field name="restrictedPeriodPolicy" label={t('serviceSettings.policy')}>
          <Select {...register('restrictedPeriodPolicy')}>
            <Options items={RESTRICTED_PERIOD_POLICIES} label={(p) => t(`serviceSettings.policy.${p}`)} />
          </Select>
        </Field>
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-semibold text-slate-700">{t('serviceSettings.rules')}</legend>
        <Checkbox label={t('serviceSettings.weekend')} {...register('weekendBookingsClosed')} />
        <Checkbox label={t('serviceSettings.verified')} {...register('requireVerifiedLicense')} />
        <Checkbox label={t('serviceSettings.codeNeedsCheck')} {...register('codeNeedsPassedCheck')} />
        <Checkbox label={t('serviceSettings.codeToWholeCrew')} {...register('codeToWholeCrew')} />
        <Checkbox label={t('serviceSettings.handoverNeedsApproval')} {...register('handoverNeedsApproval')} />
        <Checkbox label={t('serviceSettings.monthlyReportEmail')} {...register('monthlyReportEmail')} />
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-semibold text-slate-700">{t('serviceSettings.checkIn')}</legend>
        <Field name="checkInGraceMinutes" label={t('serviceSettings.checkInGrace')}>
          <Input type="number" min={5} max={720} className="max-w-32" {...register('checkInGraceMinutes')} />
        </Field>
        <Checkbox label={t('serviceSettings.checkInNear')} {...register('checkInNearVehicle')} />
      </fieldset>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" disabled={!form.formState.isDirty} onClick={() => form.reset()}>
          {t('settings.reset')}
        </Button>
        <Button type="submit" disabled={save.isPending || !form.formState.isDirty}>
          {save.isPending ? t('reschedule.saving') : t('serviceSettings.save')}
        </Button>
      </div>
    </Form>
  );
}
