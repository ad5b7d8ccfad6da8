import { Lock, LockOpen } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { useHoldPositions, usePositionHolds, useReleasePositions } from './use-position-holds.ts';
import { positionHoldForm, type PositionHold, type PositionHoldForm } from '../../../contract/tracking.contract.ts';
import { Button } from '../../components/ui/button.tsx';
import { Field, Form, FormProblem, Input } from '../../components/ui/form.tsx';
import { IconHeading } from '../../components/ui/heading.tsx';
import { Panel } from '../../components/ui/panel.tsx';
import { ReadFailed } from '../../components/ui/read-failed.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { problemText } from '../../lib/api.ts';
import { contractResolver, showServerErrors } from '../../lib/forms.ts';
import { t } from '../../lib/i18n/index.ts';
import { formatEventTime } from '../../lib/time.ts';

interface Values {
  bookingId: string;
  reason: string;
}
const toRequest = (v: Values) => ({ bookingId: v.bookingId.trim() === '' ? undefined : Number(v.bookingId), reason: v.reason });

/** Held positions (docs/decisions/024): bookings whose positions outlive the retention setting until released. */
export function PositionHoldsPanel() {
  const { data, isError, refetch } = usePositionHolds();
  return (
    <Panel className="space-y-3" aria-label={t('holds.title')}>
      <IconHeading icon={Lock}>{t('holds.title')}</IconHeading>
      <p className="text-sm text-slate-600">{t('holds.explained')}</p>
      <HoldForm />
      {isError ? (
        <ReadFailed text={t('holds.failed')} onRetry={refetch} />
      ) : !data ? (
        <Skeleton className="h-16" />
      ) : data.length === 0 ? (
        <p className="text-sm text-slate-500">{t('holds.none')}</p>
      ) : (
        <ul className="divide-y divide-slate-100 text-sm" aria-label={t('holds.list')}>
          {data.map((hold) => (
            <HeldBooking key={hold.bookingId} hold={hold} />
          ))}
        </ul>
      )}
    </Panel>
  );
}

function HoldForm() {
  const hold = useHoldPositions();
  const form = useForm<Values, unknown, PositionHoldForm>({
    resolver: contractResolver(positionHoldForm, toRequest),
    defaultValues: { bookingId: '', reason: '' },
  });
  const submit = async (request: PositionHoldForm) => {
    try {
      await hold.mutateAsync(request);
      toast.success(t('holds.held', { booking: request.bookingId }));
      form.reset();
    } catch (error) {
      if (!showServerErrors(form, error)) form.setError('root', { message: problemText(error, t('holds.holdFailed')) });
    }
  };
  return (
    <Form form={form} onSubmit={submit} className="grid items-end gap-3 sm:grid-cols-[10rem_1fr_auto]" label={t('holds.form')}>
      <FormProblem />
      <Field name="bookingId" label={t('holds.booking')}>
        <Input inputMode="numeric" {...form.register('bookingId')} />
      </Field>
      <Field name="reason" label={t('holds.reason')}>
        <Input maxLength={500} {...form.register('reason')} />
      </Field>
      <Button type="submit" disabled={hold.isPending} aria-busy={hold.isPending}>
        <Lock className="size-4" aria-hidden /> {t('holds.hold')}
      </Button>
    </Form>
  );
}

function HeldBooking({ hold }: { hold: PositionHold }) {
  const release = useReleasePositions();
  const releaseNow = () =>
    release.mutate(hold.bookingId, {
      onSuccess: () => toast.success(t('holds.released', { booking: hold.bookingId })),
      onError: (error) => toast.error(problemText(error, t('holds.releaseFailed'))),
    });
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2">
      <span>
        <span className="font-medium">{t('holds.line', { booking: hold.bookingId, vehicle: hold.vehicleNumber, member: hold.memberName })}</span>
        <span className="block text-slate-600">
          {t('holds.when', { from: formatEventTime(hold.startTime), until: formatEventTime(hold.endTime) })} · {hold.reason} ·{' '}
          {hold.heldBy === null ? t('holds.byReport') : t('holds.byAdmin', { admin: hold.heldBy })}
        </span>
      </span>
      <Button size="sm" variant="secondary" onClick={releaseNow} disabled={release.isPending}>
        <LockOpen className="size-4" aria-hidden /> {t('holds.release')}
      </Button>
    </li>
  );
}
