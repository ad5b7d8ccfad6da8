import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { PhotoPicker, type PickedPhoto } from './photo-picker.tsx';
import { useSubmitDamageReport, type DamageReportFields } from './use-damage-reports.ts';
import { createDamageReportRequest } from '../../../contract/damage-reports.contract.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox, Field, Form, Input, Options, Select, Textarea } from '../../components/ui/form.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { useVehicles } from '../../entities/vehicles.ts';
import { problemText } from '../../lib/api.ts';
import { contractResolver, showServerErrors, textOrNull } from '../../lib/forms.ts';
import { dateTimeInputOf, isoOfDateTimeInput, localDate, localTime } from '../../lib/time.ts';
import { useActiveBookings } from '../bookings/index.ts';

/** What opens the modal: a booking's Report Issue gives its vehicle and booking. */
export interface DamageReportTarget {
  vehicleId?: number;
  bookingId?: number;
}

/** Vehicle Damage Report (docs/spec/admin-app.md 2.14); a submitted report cannot be edited. */
export function DamageReportModal({ target, onClose }: { target: DamageReportTarget | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open={!!target} onClose={onClose} title={t('damage.title')} description={t('damage.description')} width="w-[min(42rem,96vw)]">
      {target && <DamageReportForm target={target} onDone={onClose} />}
    </Modal>
  );
}

/** What the inputs hold: selects and the local date-time as text. */
interface DamageReportValues {
  vehicleId: string;
  bookingId: string;
  incidentDate: string;
  location: string;
  description: string;
  injuries: boolean;
  policeNotified: boolean;
  otherParties: string;
  witnesses: string;
  additionalComments: string;
}

/** The inputs as the contract's request; an empty date stays empty for the schema's own message. */
function toRequest(v: DamageReportValues): Record<keyof DamageReportValues, unknown> {
  return {
    vehicleId: v.vehicleId ? Number(v.vehicleId) : undefined,
    bookingId: v.bookingId ? Number(v.bookingId) : null,
    incidentDate: isoOfDateTimeInput(v.incidentDate),
    location: v.location,
    description: v.description,
    injuries: v.injuries,
    policeNotified: v.policeNotified,
    otherParties: textOrNull(v.otherParties),
    witnesses: textOrNull(v.witnesses),
    additionalComments: textOrNull(v.additionalComments),
  };
}

/** The contract's schema less the photos, which go beside the fields as files. */
const reportFields = createDamageReportRequest.omit({ photos: true });

function DamageReportForm({ target, onDone }: { target: DamageReportTarget; onDone: () => void }) {
  const { t } = useTranslation();
  const { data: vehicles = [] } = useVehicles();
  const { data: bookings = [] } = useActiveBookings();
  const submit = useSubmitDamageReport();
  const now = new Date();
  // Field messages appear after the first try and then follow the fields as they are fixed (react-hook-form's default).
  const form = useForm<DamageReportValues, unknown, DamageReportFields>({
    resolver: contractResolver(reportFields, toRequest),
    defaultValues: {
      vehicleId: target.vehicleId ? String(target.vehicleId) : '',
      bookingId: target.bookingId ? String(target.bookingId) : '',
      incidentDate: dateTimeInputOf(now),
      location: '',
      description: '',
      injuries: false,
      policeNotified: false,
      otherParties: '',
      witnesses: '',
      additionalComments: '',
    },
  });
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const [problem, setProblem] = useState<string>();
  const vehicleId = useWatch({ control: form.control, name: 'vehicleId' });
  const vehicleBookings = bookings.filter((b) => String(b.vehicleId) === vehicleId);

  const send = async (fields: DamageReportFields) => {
    setProblem(undefined);
    try {
      await submit.mutateAsync({ fields, photos: photos.map((p) => p.file) });
      toast.success(t('damage.submitted'), { description: t('damage.submittedText') });
      onDone();
    } catch (error) {
      const message = problemText(error, t('damage.failedText'));
      if (!showServerErrors(form, error)) setProblem(message);
      toast.error(t('damage.failed'), { description: message });
    }
  };
  const { register } = form;

  return (
    <Form form={form} onSubmit={send} className="space-y-3">
      {problem && <Alert>{problem}</Alert>}
      <div className="grid gap-3 sm:grid-cols-2">
        <Field name="vehicleId" label={t('damage.vehicle')}>
          <Select key={vehicles.length} {...register('vehicleId', { onChange: () => form.setValue('bookingId', '') })}>
            <option value="">{t('damage.selectVehicle')}</option>
            <Options items={vehicles} value={(v) => v.id} label={(v) => `${v.vehicleNumber} — ${v.make} ${v.model}`} />
          </Select>
        </Field>
        <Field name="bookingId" label={t('damage.booking')}>
          <Select key={vehicleBookings.length} {...register('bookingId')} disabled={!vehicleBookings.length}>
            <option value="">{t('damage.noBooking')}</option>
            <Options
              items={vehicleBookings}
              value={(b) => b.id}
              label={(b) => `#${b.id}, ${localDate(new Date(b.startTime))} ${localTime(new Date(b.startTime))}`}
            />
          </Select>
        </Field>
        <Field name="incidentDate" label={t('damage.incidentDate')}>
          <Input type="datetime-local" max={`${localDate(now)}T23:59`} {...register('incidentDate')} />
        </Field>
        <Field name="location" label={t('damage.location')}>
          <Input maxLength={500} placeholder={t('damage.locationHint')} {...register('location')} />
        </Field>
      </div>
      <Field name="description" label={t('damage.what')}>
        <Textarea rows={3} maxLength={5000} placeholder={t('damage.whatHint')} {...register('description')} />
      </Field>
      <div className="flex flex-wrap gap-6">
        <Checkbox label={t('damage.injuries')} {...register('injuries')} />
        <Checkbox label={t('damage.police')} {...register('policeNotified')} />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field name="otherParties" label={t('damage.otherParties')}>
          <Input maxLength={2000} placeholder={t('damage.otherPartiesHint')} {...register('otherParties')} />
        </Field>
        <Field name="witnesses" label={t('damage.witnesses')}>
          <Input maxLength={2000} placeholder={t('damage.witnessesHint')} {...register('witnesses')} />
        </Field>
      </div>
      <Field name="additionalComments" label={t('damage.comments')}>
        <Textarea rows={2} maxLength={2000} {...register('additionalComments')} />
      </Field>
      <PhotoPicker photos={photos} onChange={setPhotos} onProblem={setProblem} />
      <div className="flex justify-end gap-2 border-t border-slate-100 pt-3">
        <Button variant="secondary" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={submit.isPending}>
          {submit.isPending ? (
            <>
              <Loader2 className="size-4 animate-spin" aria-hidden /> {t('damage.submitting')}
            </>
          ) : (
            t('damage.submit')
          )}
        </Button>
      </div>
    </Form>
  );
}
