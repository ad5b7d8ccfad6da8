import { BellRing, Info } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { PushOptIn } from './push-opt-in.tsx';
import { useNotificationSettings, useSaveNotificationSettings } from './use-messaging.ts';
import { REMINDER_TIMINGS, WARNING_TIMINGS, type NotificationSettings } from '../../../contract/messaging.contract.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, IconCardTitle } from '../../components/ui/card.tsx';
import { Options, Select } from '../../components/ui/form.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { problemText } from '../../lib/api.ts';

type Flag = { [K in keyof NotificationSettings]: NotificationSettings[K] extends boolean ? K : never }[keyof NotificationSettings];

function Toggle({ label, hint, checked, onChange }: { label: string; hint?: string; checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <label className="flex min-h-11 items-start justify-between gap-3 py-2 text-sm">
      <span>
        <span className="font-medium">{label}</span>
        {hint && <span className="block text-xs text-slate-600">{hint}</span>}
      </span>
      <input type="checkbox" role="switch" className="mt-1 size-4" checked={checked} onChange={(e) => onChange(e.target.checked)} />
    </label>
  );
}

/** Notification Settings panel (docs/spec/admin-app.md 2.19): a local draft, saved or reset from the unsaved-changes bar. */
export function NotificationSettingsPanel() {
  const { t } = useTranslation();
  const { data, isPending, isError } = useNotificationSettings();
  const save = useSaveNotificationSettings();
  const [draft, setDraft] = useState<Partial<NotificationSettings>>({});
  // docs/spec/admin-app.md 8: the load failure is told once, then the panel says it is unavailable.
  useEffect(() => {
    if (isError) toast.error(t('settings.fetchFailed'));
  }, [isError, t]);
  if (isPending) return <Skeleton className="h-64" />;
  if (isError || !data) {
    return (
      <Card>
        <CardContent className="py-6 text-center text-sm">
          <p className="font-semibold">{t('settings.unavailable')}</p>
          <p className="text-slate-600">{t('settings.unavailableText')}</p>
        </CardContent>
      </Card>
    );
  }
  const shown = { ...data, ...draft };
  const dirty = Object.keys(draft).length > 0;
  const set = <K extends keyof NotificationSettings>(key: K, value: NotificationSettings[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const flag = (key: Flag) => ({ checked: shown[key], onChange: (on: boolean) => set(key, on) });
  const submit = async () => {
    try {
      await save.mutateAsync(shown);
      setDraft({});
      toast.success(t('settings.saved'), { description: t('settings.savedText') });
    } catch (error) {
      toast.error(t('settings.saveFailed'), { description: problemText(error, t('settings.saveFailedText')) });
    }
  };
  return (
    <Card>
      <CardHeader>
        <IconCardTitle icon={BellRing}>{t('settings.title')}</IconCardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <fieldset className="divide-y divide-slate-100">
          <legend className="text-sm font-semibold text-slate-700">{t('settings.channels')}</legend>
          <Toggle label={t('settings.email')} {...flag('emailNotifications')} />
          <Toggle label={t('settings.sms')} {...flag('smsNotifications')} />
          <Toggle label={t('settings.whatsapp')} {...flag('whatsappNotifications')} />
          <PushOptIn />
        </fieldset>
        <fieldset className="divide-y divide-slate-100">
          <legend className="text-sm font-semibold text-slate-700">{t('settings.what')}</legend>
          <Toggle label={t('settings.confirmations')} {...flag('bookingConfirmations')} />
          <div>
            <Toggle label={t('settings.reminders')} {...flag('bookingReminders')} />
            <label className="flex items-center justify-between gap-3 pb-2 text-sm">
              {t('settings.remindMe')}
              <Select
                className="mt-0 w-44"
                disabled={!shown.bookingReminders}
                value={shown.reminderTiming}
                onChange={(e) => set('reminderTiming', Number(e.target.value))}
              >
                <Options items={REMINDER_TIMINGS} label={(m) => (m < 60 ? t('settings.minutesBefore', { n: m }) : t('settings.hoursBefore', { n: m / 60 }))} />
              </Select>
            </label>
          </div>
          <Toggle label={t('settings.approvals')} {...flag('adminApprovalNotifications')} />
          <div>
            <Toggle label={t('settings.warnings')} {...flag('shabbatRestrictionWarnings')} />
            <label className="flex items-center justify-between gap-3 pb-2 text-sm">
              {t('settings.warnMe')}
              <Select
                className="mt-0 w-44"
                disabled={!shown.shabbatRestrictionWarnings}
                value={shown.restrictionWarningTiming}
                onChange={(e) => set('restrictionWarningTiming', Number(e.target.value))}
              >
                <Options items={WARNING_TIMINGS} label={(h) => t('settings.hoursBefore', { n: h })} />
              </Select>
            </label>
          </div>
        </fieldset>
        <ul className="space-y-1 rounded-lg bg-slate-50 p-3 text-xs text-slate-700" aria-label={t('settings.about')}>
          <li className="flex gap-2">
            <Info className="size-4 shrink-0" aria-hidden /> {t('settings.aboutEmail')}
          </li>
          <li className="flex gap-2">
            <Info className="size-4 shrink-0" aria-hidden /> {t('settings.aboutPhone')}
          </li>
          <li className="flex gap-2">
            <Info className="size-4 shrink-0" aria-hidden /> {t('settings.aboutTime')}
          </li>
        </ul>
        {dirty && (
          <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm" role="status">
            <span>{t('settings.unsaved')}</span>
            <span className="flex gap-2">
              <Button size="sm" variant="secondary" onClick={() => setDraft({})}>
                {t('settings.reset')}
              </Button>
              <Button size="sm" disabled={save.isPending} onClick={() => void submit()}>
                {t('settings.save')}
              </Button>
            </span>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
