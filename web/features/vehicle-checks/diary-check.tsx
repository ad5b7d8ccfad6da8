import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { useWaiveCheck } from './use-vehicle-checks.ts';
import type { BookingStatus } from '../../../contract/constants.ts';
import { waiveCheckRequest, type CheckState } from '../../../contract/vehicle-checks.contract.ts';
import { Button } from '../../components/ui/button.tsx';
import { Field, Form, FormProblem, Input } from '../../components/ui/form.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { problemText } from '../../lib/api.ts';
import { contractResolver, showServerErrors } from '../../lib/forms.ts';
import { isolated, t } from '../../lib/i18n/index.ts';

const TONES: Record<CheckState, string> = {
  passed: 'bg-emerald-100 text-emerald-900',
  failed: 'bg-red-100 text-red-900',
  waived: 'bg-slate-200 text-slate-900',
  not_yet: 'bg-amber-100 text-amber-900',
};

/** The Reservations Diary's word on a booking's start-of-shift check, and the admin's waiver of one not passed. */
export function DiaryCheck({
  bookingId,
  state,
  status,
  vehicleNumber,
}: {
  bookingId: number;
  state: CheckState;
  status: BookingStatus;
  vehicleNumber: string;
}) {
  const [waiving, setWaiving] = useState(false);
  const held = status === 'confirmed' || status === 'active';
  return (
    <span className="flex flex-wrap items-center gap-2">
      <span className={`rounded px-2 py-0.5 text-xs font-semibold ${TONES[state]}`} data-testid="diary-check">
        {t(`diaryCheck.${state}`)}
      </span>
      {held && state !== 'passed' && state !== 'waived' && (
        <Button size="sm" variant="secondary" onClick={() => setWaiving(true)}>
          {t('diaryCheck.waive')}
        </Button>
      )}
      <Modal
        open={waiving}
        onClose={() => setWaiving(false)}
        title={t('diaryCheck.waiveTitle')}
        description={t('diaryCheck.waiveText', { vehicle: isolated(vehicleNumber) })}
      >
        <WaiverForm bookingId={bookingId} onDone={() => setWaiving(false)} />
      </Modal>
    </span>
  );
}

function WaiverForm({ bookingId, onDone }: { bookingId: number; onDone: () => void }) {
  const waive = useWaiveCheck();
  const form = useForm<{ reason: string }, unknown, { reason: string }>({
    resolver: contractResolver(waiveCheckRequest, (v: { reason: string }) => v),
    defaultValues: { reason: '' },
  });
  const submit = async ({ reason }: { reason: string }) => {
    try {
      await waive.mutateAsync({ bookingId, reason });
      toast.success(t('diaryCheck.waived'));
      onDone();
    } catch (error) {
      if (!showServerErrors(form, error)) form.setError('root', { message: problemText(error, t('diaryCheck.waiveFailed')) });
    }
  };
  return (
    <Form form={form} onSubmit={submit} className="space-y-3" label={t('diaryCheck.waiveTitle')}>
      <FormProblem />
      <Field name="reason" label={t('diaryCheck.reason')}>
        <Input maxLength={500} {...form.register('reason')} />
      </Field>
      <div className="flex justify-end">
        <Button type="submit" disabled={waive.isPending}>
          {t('diaryCheck.waive')}
        </Button>
      </div>
    </Form>
  );
}
