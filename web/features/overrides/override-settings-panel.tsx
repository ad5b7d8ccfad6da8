import { ShieldQuestion } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { OVERRIDE_FLAGS, typeWord } from './override-words.ts';
import { useDecideOverride, useOverrideRequests, useOverrideSettings, useSaveOverrideSettings } from './use-overrides.ts';
import type { OverrideRequestView } from '../../../contract/overrides.contract.ts';
import type { OverrideSettings } from '../../../contract/settings.contract.ts';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Input } from '../../components/ui/form.tsx';
import { IconHeading } from '../../components/ui/heading.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { problemText } from '../../lib/api.ts';
import { personName, t } from '../../lib/i18n/index.ts';
import { bookingRange, formatNotificationTime } from '../../lib/time.ts';

/** Admin Override Settings (docs/spec/admin-app.md 2.18): the eight flags, and the requests waiting for a decision. */
export function OverrideSettingsPanel() {
  return (
    <section className="space-y-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200" aria-label={t('overrideSettings.title')}>
      <IconHeading icon={ShieldQuestion}>{t('overrideSettings.title')}</IconHeading>
      <Flags />
      <PendingRequests />
    </section>
  );
}

function Flags() {
  const { data } = useOverrideSettings();
  const [draft, setDraft] = useState<OverrideSettings | null>(null);
  const save = useSaveOverrideSettings();
  if (!data) return <Skeleton className="h-32" />;
  const shown = draft ?? data;
  const submit = async () => {
    try {
      await save.mutateAsync(shown);
      setDraft(null);
      toast.success(t('overrideSettings.saved'));
    } catch (error) {
      toast.error(t('overrideSettings.saveFailedTitle'), { description: problemText(error, t('overrideSettings.saveFailed')) });
    }
  };
  return (
    <div className="space-y-3">
      <div className="grid gap-2 sm:grid-cols-2">
        {OVERRIDE_FLAGS.map((flag) => (
          <label key={flag} className="flex items-start gap-2 rounded-lg border border-slate-200 p-2 text-sm">
            <input type="checkbox" className="mt-1" checked={shown[flag]} onChange={(e) => setDraft({ ...shown, [flag]: e.target.checked })} />
            <span>
              <span className="font-medium">{t(`overrideSettings.${flag}`)}</span>
              <span className="block text-xs text-slate-600">{t(`overrideSettings.${flag}.hint`)}</span>
            </span>
          </label>
        ))}
      </div>
      {draft && (
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setDraft(null)}>
            {t('settings.reset')}
          </Button>
          <Button disabled={save.isPending} onClick={() => void submit()}>
            {t('settings.save')}
          </Button>
        </div>
      )}
    </div>
  );
}

function PendingRequests() {
  const { data, isPending } = useOverrideRequests('pending');
  return (
    <div>
      <h3 className="mb-2 font-semibold">{t('overrideSettings.pending')}</h3>
      {isPending ? (
        <Skeleton className="h-20" />
      ) : !data?.length ? (
        <EmptyState>{t('overrideSettings.none')}</EmptyState>
      ) : (
        <ul className="divide-y divide-slate-100">
          {data.map((r) => (
            <RequestRow key={r.id} request={r} />
          ))}
        </ul>
      )}
    </div>
  );
}

function RequestRow({ request: r }: { request: OverrideRequestView }) {
  const decide = useDecideOverride();
  const [text, setText] = useState('');
  const act = async (decision: 'approve' | 'reject') => {
    if (decision === 'reject' && !text.trim())
      return toast.error(t('overrideSettings.reasonRequired'), { description: t('overrideSettings.reasonRequiredText') });
    try {
      await decide.mutateAsync({ id: r.id, decision, text: text.trim() || undefined });
      toast.success(decision === 'approve' ? t('override.approved') : t('overrideSettings.rejected'), {
        description: t('approvals.notified', { member: r.user.name }),
      });
    } catch (error) {
      toast.error(decision === 'approve' ? t('approvals.approveFailed') : t('approvals.rejectFailed'), {
        description: problemText(error, t('override.tryAgain')),
      });
    }
  };
  return (
    <li className="space-y-2 py-3" data-testid="override-request">
      <p className="font-semibold">
        {personName(r.user.name)} · {r.booking.vehicleNumber}{' '}
        <span className="ms-1 rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-900">{typeWord(r.overrideType)}</span>
      </p>
      <p className="text-sm">{bookingRange(r.booking.startTime, r.booking.endTime)}</p>
      <p className="text-xs text-slate-600">{t('overrideSettings.refused', { refusal: r.refusal })}</p>
      <p className="text-sm">{t('overrideSettings.reason', { reason: r.reason ?? '—' })}</p>
      <p className="text-xs text-slate-500">{t('overrideSettings.asked', { when: formatNotificationTime(r.requestedAt) })}</p>
      <div className="flex flex-wrap items-center gap-2">
        <Input
          className="mt-0 w-72"
          placeholder={t('overrideSettings.notePlaceholder')}
          aria-label={t('overrideSettings.noteFor', { member: r.user.name })}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <Button size="sm" disabled={decide.isPending} onClick={() => void act('approve')}>
          {t('approvals.approve')}
        </Button>
        <Button size="sm" variant="secondary" disabled={decide.isPending} onClick={() => void act('reject')}>
          {t('approvals.reject')}
        </Button>
      </div>
    </li>
  );
}
