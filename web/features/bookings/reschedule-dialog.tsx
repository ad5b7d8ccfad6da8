import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { z } from 'zod';
import { useRescheduleBooking } from './use-bookings.ts';
import { rescheduleBookingRequest, type Booking, type RescheduleBookingRequest } from '../../../contract/bookings.contract.ts';
import { Button } from '../../components/ui/button.tsx';
import { Field, Form, FormProblem, Input } from '../../components/ui/form.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { problemText } from '../../lib/api.ts';
import { contractResolver, showServerErrors } from '../../lib/forms.ts';
import { isolated, t as text } from '../../lib/i18n/index.ts';
import { bookingRange, localDate, localIso, localTime } from '../../lib/time.ts';

/** A new window for a pending or confirmed booking; the server checks it like a new booking. */
export function RescheduleDialog({ booking, onClose }: { booking: Booking | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={!!booking}
      onClose={onClose}
      title={t('reschedule.title')}
      description={booking ? t('reschedule.now', { vehicle: isolated(booking.vehicleNumber), range: bookingRange(booking.startTime, booking.endTime) }) : ''}
    >
      {booking && <RescheduleForm key={booking.id} booking={booking} onDone={onClose} />}
    </Modal>
  );
}

interface RescheduleValues {
  date: string;
  startTime: string;
  endDate: string;
  endTime: string;
}

/** What only the dialog asks: all four filled. */
const rescheduleInputs = z
  .object({ date: z.string(), startTime: z.string(), endDate: z.string(), endTime: z.string() })
  .refine((v) => v.date && v.startTime && v.endDate && v.endTime, { error: () => text('common.requiredFields'), path: ['root'] });

const toRequest = (v: RescheduleValues) => ({ startTime: localIso(v.date, v.startTime), endTime: localIso(v.endDate, v.endTime) });

function RescheduleForm({ booking, onDone }: { booking: Booking; onDone: () => void }) {
  const { t } = useTranslation();
  const reschedule = useRescheduleBooking();
  const start = new Date(booking.startTime);
  const end = new Date(booking.endTime);
  const form = useForm<RescheduleValues, unknown, RescheduleBookingRequest>({
    resolver: contractResolver(rescheduleBookingRequest, toRequest, rescheduleInputs),
    defaultValues: { date: localDate(start), startTime: localTime(start), endDate: localDate(end), endTime: localTime(end) },
  });
  const { register } = form;
  const startDate = useWatch({ control: form.control, name: 'date' });

  const submit = async (window: RescheduleBookingRequest) => {
    try {
      const updated = await reschedule.mutateAsync({ id: booking.id, ...window });
      toast.success(t('reschedule.done'), {
        description: `${isolated(updated.vehicleNumber)}, ${bookingRange(updated.startTime, updated.endTime)}.${updated.status === 'pending' ? ` ${t('bookingDialog.waitsApproval')}` : ''}`,
      });
      onDone();
    } catch (error) {
      const message = problemText(error, t('reschedule.failedText'));
      if (!showServerErrors(form, error)) form.setError('root', { message });
      toast.error(t('reschedule.failed'), { description: message });
    }
  };

  return (
    <Form form={form} onSubmit={submit} className="space-y-4">
      <FormProblem />
      <div className="grid grid-cols-2 gap-3">
        <Field name="date" label={t('reschedule.startDate')}>
          <Input type="date" min={localDate(new Date())} {...register('date')} />
        </Field>
        <Field name="startTime" label={t('bookingDialog.startTime')}>
          <Input type="time" {...register('startTime')} />
        </Field>
        <Field name="endDate" label={t('reschedule.endDate')}>
          <Input type="date" min={startDate} {...register('endDate')} />
        </Field>
        <Field name="endTime" label={t('bookingDialog.endTime')}>
          <Input type="time" {...register('endTime')} />
        </Field>
      </div>
      <p className="text-xs text-slate-500">{t('reschedule.hint')}</p>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          {t('reschedule.keep')}
        </Button>
        <Button type="submit" disabled={reschedule.isPending}>
          {reschedule.isPending ? t('reschedule.saving') : t('reschedule.submit')}
        </Button>
      </div>
    </Form>
  );
}
