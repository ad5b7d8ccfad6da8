import * as Dialog from '@radix-ui/react-dialog';
import * as Tabs from '@radix-ui/react-tabs';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { z } from 'zod';
import { BookForFields, bookForRequest, type BookForValues } from './book-for-fields.tsx';
import { AvailabilityTab, FleetOverviewTab } from './booking-dialog-tabs.tsx';
import { JoinWaitlist, type TakenSpan } from './join-waitlist.tsx';
import { NO_REPEAT, RepeatFields, seriesRequestOf, SeriesOutcome, type RepeatValues } from './repeat-fields.tsx';
import { useCreateBooking, useCreateSeries } from './use-bookings.ts';
import type { SeriesResult } from '../../../contract/booking-series.contract.ts';
import { createBookingRequest, type CreateBookingRequest } from '../../../contract/bookings.contract.ts';
import { BOOKING_PURPOSES, type BookingPurpose } from '../../../contract/constants.ts';
import type { Vehicle } from '../../../contract/vehicles.contract.ts';
import { Button } from '../../components/ui/button.tsx';
import { Field, Form, FormProblem, Input, Options, Select, Textarea } from '../../components/ui/form.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { TabList } from '../../components/ui/tab-list.tsx';
import { useVehicles } from '../../entities/vehicles.ts';
import { ApiError, problemText, type Alternative } from '../../lib/api.ts';
import { contractResolver, showServerErrors, textOrNull } from '../../lib/forms.ts';
import { isolated, t as text } from '../../lib/i18n/index.ts';
import { validationText } from '../../lib/server-texts.ts';
import { localDate, localIso, localTime } from '../../lib/time.ts';
import { useSignedInUser } from '../auth/index.ts';
import { RequestOverrideDialog, type RefusedBooking } from '../overrides/index.ts';

const QUICK_HOURS = [1, 2, 4, 6, 8, 12];
const addHours = (hhmm: string, hours: number) => {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return `${String((h + hours) % 24).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
};

/** 'Book Vehicle - Enhanced Planning View' (docs/spec/member-app.md 2). */
export function BookingDialog({ vehicle, onClose }: { vehicle: Vehicle | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={!!vehicle}
      onClose={onClose}
      title={t('bookingDialog.title')}
      description={t('bookingDialog.description')}
      descriptionHidden
      width="w-[min(46rem,96vw)]"
    >
      {vehicle && <BookingForm initialVehicleId={vehicle.id} onDone={onClose} />}
    </Modal>
  );
}

interface BookingValues extends BookForValues, RepeatValues {
  viewDate: string;
  vehicleId: string;
  startTime: string;
  endTime: string;
  notes: string;
  purpose: string;
  isEmergency: boolean;
}

/** What only the dialog asks: every required field filled, said once for the form. */
const bookingInputs = z
  .object({
    viewDate: z.string(),
    vehicleId: z.string(),
    startTime: z.string(),
    endTime: z.string(),
    notes: z.string(),
    purpose: z.string(),
    isEmergency: z.boolean(),
    forUserId: z.string(),
    waive: z.boolean(),
    waiverReason: z.string(),
    repeat: z.boolean(),
    repeatDays: z.array(z.string()),
    repeatWeeks: z.string(),
    repeatMode: z.enum(['all', 'fitting']),
  })
  // The spec's message when a required field is empty (docs/spec/member-app.md 7), in the language shown.
  .refine((v) => v.vehicleId && v.startTime && v.endTime, { error: () => text('common.requiredFields'), path: ['root'] });

/** An end at or before the start is on the next day (a night shift). */
const endsNextDay = (v: Pick<BookingValues, 'startTime' | 'endTime'>) => !!v.startTime && !!v.endTime && v.endTime <= v.startTime;

function toRequest(v: BookingValues) {
  const startTime = localIso(v.viewDate, v.startTime);
  const endDate = endsNextDay(v) && startTime ? localDate(new Date(Date.parse(startTime) + 86_400_000)) : v.viewDate;
  return {
    vehicleId: Number(v.vehicleId),
    startTime,
    endTime: localIso(endDate, v.endTime),
    notes: textOrNull(v.notes),
    purpose: (v.purpose || null) as BookingPurpose | null,
    isEmergency: v.isEmergency,
    ...bookForRequest(v),
  };
}

function BookingForm({ initialVehicleId, onDone }: { initialVehicleId: number; onDone: () => void }) {
  const { t } = useTranslation();
  const { data: vehicles = [] } = useVehicles();
  const create = useCreateBooking();
  const createSeries = useCreateSeries();
  const [outcome, setOutcome] = useState<Pick<SeriesResult, 'created' | 'refused'> | null>(null);
  const [alternatives, setAlternatives] = useState<Alternative[]>([]);
  const [taken, setTaken] = useState<TakenSpan | null>(null);
  const isAdmin = useSignedInUser().data?.isAdmin ?? false;
  const now = new Date();
  const form = useForm<BookingValues, unknown, CreateBookingRequest>({
    resolver: contractResolver(createBookingRequest, toRequest, bookingInputs),
    defaultValues: {
      viewDate: localDate(now),
      vehicleId: String(initialVehicleId),
      startTime: '',
      endTime: '',
      notes: '',
      purpose: '',
      isEmergency: false,
      forUserId: '',
      waive: false,
      waiverReason: '',
      ...NO_REPEAT,
    },
  });
  const { register } = form;
  const [viewDate, startTime, endTime, forUserId] = useWatch({ control: form.control, name: ['viewDate', 'startTime', 'endTime', 'forUserId'] });
  const endNextDay = endsNextDay({ startTime, endTime });
  const [refused, setRefused] = useState<RefusedBooking | null>(null);
  const [overrideOpen, setOverrideOpen] = useState(false);

  /** A weekly series of the booking: booked whole when every one fits, else it says which did not and why. */
  const submitSeries = async (request: CreateBookingRequest, vehicleNumber: string) => {
    const series = seriesRequestOf(request, form.getValues());
    if ('problem' in series) return form.setError('root', { message: validationText(series.problem) });
    try {
      const result = await createSeries.mutateAsync(series.request);
      toast.success(t('repeat.created', { n: result.created.length, vehicle: isolated(vehicleNumber) }));
      if (result.refused.length) return setOutcome(result);
      form.reset();
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.refused.length) setOutcome({ created: [], refused: error.refused });
      toast.error(t('bookingDialog.failed'), { description: problemText(error, t('bookingDialog.failedText')) });
    }
  };

  const submit = async (request: CreateBookingRequest) => {
    const vehicle = vehicles.find((v) => v.id === request.vehicleId);
    if (!vehicle) return form.setError('root', { message: t('bookingDialog.notFound') });
    setOutcome(null);
    setAlternatives([]);
    setTaken(null);
    if (form.getValues('repeat') && request.forUserId === undefined) return submitSeries(request, vehicle.vehicleNumber);
    try {
      const booking = await create.mutateAsync(request);
      toast.success(t('bookingDialog.created'), {
        description: `${t('bookingDialog.createdText', { vehicle: isolated(vehicle.vehicleNumber) })}${booking.status === 'pending' ? ` ${t('bookingDialog.waitsApproval')}` : ''}`,
      });
      form.reset();
      onDone();
    } catch (error) {
      showServerErrors(form, error);
      toast.error(t('bookingDialog.failed'), { description: problemText(error, t('bookingDialog.failedText')) });
      if (error instanceof ApiError) setAlternatives(error.alternatives);
      if (error instanceof ApiError && error.code === 'VEHICLE_TAKEN' && request.forUserId === undefined)
        setTaken({
          vehicleId: vehicle.id,
          vehicleNumber: vehicle.vehicleNumber,
          category: vehicle.category,
          startTime: request.startTime,
          endTime: request.endTime,
        });
      // A refusal an admin may override: the member can ask at once.
      if (error instanceof ApiError && error.overrideType && request.forUserId === undefined)
        setRefused({ request, overrideType: error.overrideType, refusal: problemText(error, ''), vehicleNumber: vehicle.vehicleNumber });
    }
  };

  return (
    <Tabs.Root defaultValue="details">
      <TabList
        tabs={[
          { value: 'details', label: t('bookingDialog.tab.details') },
          { value: 'availability', label: t('bookingDialog.tab.availability') },
          { value: 'overview', label: t('bookingDialog.tab.overview') },
        ]}
      />
      <Tabs.Content value="details">
        <Form form={form} onSubmit={submit} className="space-y-4">
          <FormProblem />
          {refused && (
            <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm">
              <span>{refused.refusal}</span>
              <Button size="sm" onClick={() => setOverrideOpen(true)}>
                {t('bookingDialog.requestOverride')}
              </Button>
            </div>
          )}
          <RequestOverrideDialog
            refused={overrideOpen ? refused : null}
            onClose={() => {
              setOverrideOpen(false);
              setRefused(null);
            }}
          />
          <div className="flex flex-wrap items-end gap-2">
            <Field name="viewDate" label={t('bookingDialog.viewDate')} className="w-44">
              <Input type="date" min={localDate(now)} {...register('viewDate')} />
            </Field>
            <Button variant="secondary" size="sm" onClick={() => form.setValue('viewDate', localDate(new Date()))}>
              {t('common.today')}
            </Button>
            <Button variant="secondary" size="sm" onClick={() => form.setValue('viewDate', localDate(new Date(Date.now() + 86_400_000)))}>
              {t('common.tomorrow')}
            </Button>
          </div>
          <Field name="vehicleId" label={t('bookingDialog.vehicle')}>
            <Select key={vehicles.length} {...register('vehicleId')}>
              {vehicles.map((v) => (
                <option key={v.id} value={v.id} disabled={!v.isActive}>
                  {v.vehicleNumber} — {v.make} {v.model}
                  {v.bookable ? '' : t('bookingDialog.unavailable')}
                </option>
              ))}
            </Select>
          </Field>
          <div className="grid grid-cols-2 gap-3">
            <Field name="startTime" label={t('bookingDialog.startTime')}>
              <Input type="time" min={viewDate === localDate(now) ? localTime(now) : undefined} {...register('startTime')} />
            </Field>
            <Field
              name="endTime"
              label={
                <>
                  {t('bookingDialog.endTime')}
                  {endNextDay && <span className="text-xs font-normal text-slate-500">{t('bookingDialog.nextDay')}</span>}
                </>
              }
            >
              <Input type="time" {...register('endTime')} />
            </Field>
          </div>
          <div className="flex flex-wrap gap-2" aria-label={t('bookingDialog.quickDurations')}>
            {QUICK_HOURS.map((h) => (
              <Button key={h} variant="secondary" size="sm" disabled={!startTime} onClick={() => form.setValue('endTime', addHours(startTime, h))}>
                {t('bookingDialog.hours', { n: h })}
              </Button>
            ))}
          </div>
          <div className="grid gap-3 sm:grid-cols-2">
            <Field name="purpose" label={t('bookingDialog.purpose')}>
              <Select {...register('purpose')}>
                <option value="">{t('bookingDialog.purposeNone')}</option>
                <Options items={BOOKING_PURPOSES} label={(p) => t(`purpose.${p}`)} />
              </Select>
            </Field>
            <label className="flex min-h-11 items-center gap-2 self-end text-sm font-medium text-slate-800">
              <input type="checkbox" className="size-5" {...register('isEmergency')} /> {t('bookingDialog.emergency')}
            </label>
          </div>
          <Field name="notes" label={t('bookingDialog.notes')}>
            <Textarea rows={2} maxLength={2000} {...register('notes')} />
          </Field>
          {alternatives.length > 0 && (
            <div className="flex flex-wrap items-center gap-2 rounded-lg border border-sky-300 bg-sky-50 p-3 text-sm" data-testid="alternatives">
              <span>{t('bookingDialog.alternatives')}</span>
              {alternatives.map((a) => (
                <Button
                  key={a.id}
                  size="sm"
                  onClick={() => {
                    form.setValue('vehicleId', String(a.id));
                    void form.handleSubmit(submit)();
                  }}
                >
                  {t('bookingDialog.bookInstead', { vehicle: a.vehicleNumber })}
                </Button>
              ))}
            </div>
          )}
          {taken && <JoinWaitlist taken={taken} onJoined={onDone} />}
          {!forUserId && <RepeatFields firstDay={viewDate} />}
          {outcome && <SeriesOutcome {...outcome} />}
          {isAdmin && <BookForFields />}
          <div className="flex justify-end gap-2">
            <Dialog.Close asChild>
              <Button variant="secondary">{t('common.cancel')}</Button>
            </Dialog.Close>
            <Button type="submit" disabled={create.isPending || createSeries.isPending}>
              {create.isPending || createSeries.isPending ? t('bookingDialog.creating') : t('bookingDialog.create')}
            </Button>
          </div>
        </Form>
      </Tabs.Content>
      <Tabs.Content value="availability">
        <AvailabilityTab date={viewDate} />
      </Tabs.Content>
      <Tabs.Content value="overview">
        <FleetOverviewTab date={viewDate} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
