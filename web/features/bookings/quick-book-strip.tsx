import { Zap } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useCreateBooking } from './use-bookings.ts';
import { createBookingRequest } from '../../../contract/bookings.contract.ts';
import { Button } from '../../components/ui/button.tsx';
import { Field, Form, Input, Select } from '../../components/ui/form.tsx';
import { Panel } from '../../components/ui/panel.tsx';
import { useVehicles } from '../../entities/vehicles.ts';
import { ApiError, problemText } from '../../lib/api.ts';
import { cn } from '../../lib/cn.ts';
import { localDate, localIso } from '../../lib/time.ts';
import { RequestOverrideDialog, type RefusedBooking } from '../overrides/index.ts';

const STORAGE_KEY = 'quick_book';
interface QuickBook {
  vehicle: string;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
}
const DEFAULTS: QuickBook = { vehicle: '', startDate: '', startTime: '08:00', endDate: '', endTime: '12:00' };

function load(): QuickBook {
  try {
    return { ...DEFAULTS, ...(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as Partial<QuickBook>) };
  } catch {
    return DEFAULTS;
  }
}

/** Quick Book at the top of the dashboard; its entries are kept in this browser (docs/spec/member-app.md 5). */
/** The categories Quick Book names a group for; every other one is under "Other vehicles". */
const QUICK_BOOK_CATEGORIES = new Set(['ALS Vehicle', 'BLS Vehicles', 'Ambulances']);

export function QuickBookStrip() {
  const { t } = useTranslation();
  const { data: vehicles = [] } = useVehicles();
  const create = useCreateBooking();
  const form = useForm<QuickBook>({ defaultValues: load() });
  const entry = useWatch({ control: form.control }) as QuickBook;
  useEffect(() => localStorage.setItem(STORAGE_KEY, JSON.stringify(entry)), [entry]);
  const { register } = form;
  const today = localDate(new Date());
  const [refused, setRefused] = useState<RefusedBooking | null>(null);

  const group = (label: string, inGroup: (category: string) => boolean) => {
    const members = vehicles.filter((v) => inGroup(v.category));
    if (!members.length) return null;
    return (
      <optgroup label={label}>
        {members.map((v) => (
          <option key={v.id} value={v.vehicleNumber} disabled={!v.isActive || !v.mayBook}>
            {v.vehicleNumber}
          </option>
        ))}
      </optgroup>
    );
  };

  /** The spec's checks come as toasts, in its order; then the contract's schema judges the request. */
  const bookNow = async (values: QuickBook) => {
    if (!values.vehicle) return toast.error(t('quickBook.vehicleRequired'), { description: t('quickBook.vehicleRequiredText') });
    if (!values.startDate || !values.startTime) return toast.error(t('quickBook.pickUpRequired'), { description: t('quickBook.pickUpRequiredText') });
    if (!values.endDate || !values.endTime) return toast.error(t('quickBook.dropOffRequired'), { description: t('quickBook.dropOffRequiredText') });
    const vehicle = vehicles.find((v) => v.vehicleNumber === values.vehicle);
    if (!vehicle) return toast.error(t('quickBook.failed'), { description: t('quickBook.notFound') });
    const request = createBookingRequest.safeParse({
      vehicleId: vehicle.id,
      startTime: localIso(values.startDate, values.startTime),
      endTime: localIso(values.endDate, values.endTime),
      notes: null,
    });
    if (!request.success) return toast.error(t('quickBook.failed'), { description: request.error.issues[0]?.message });
    try {
      await create.mutateAsync(request.data);
      toast.success(t('quickBook.created'), { description: t('quickBook.createdText', { vehicle: vehicle.vehicleNumber }) });
    } catch (error) {
      const overridable =
        error instanceof ApiError && error.overrideType
          ? { request: request.data, overrideType: error.overrideType, refusal: problemText(error, ''), vehicleNumber: vehicle.vehicleNumber }
          : undefined;
      toast.error(t('quickBook.failed'), {
        description: problemText(error, t('quickBook.failedText')),
        ...(overridable ? { action: { label: t('quickBook.requestOverride'), onClick: () => setRefused(overridable) }, duration: 15_000 } : {}),
      });
    }
  };

  const label = 'text-xs font-semibold text-slate-700';
  return (
    <Panel aria-label={t('quickBook.title')}>
      <RequestOverrideDialog refused={refused} onClose={() => setRefused(null)} />
      {/* As many columns as fit 8rem fields: eight on a desktop, two on a phone, fewer when the text is enlarged (WCAG 1.4.4). */}
      <Form form={form} onSubmit={bookNow} className="grid grid-cols-[repeat(auto-fit,minmax(8rem,1fr))] items-end gap-3">
        {/* On a phone the vehicle and the place take a row each: the station's name is not cut off at 360 px. */}
        <Field name="vehicle" label={t('quickBook.vehicle')} className={cn(label, 'max-sm:col-span-full')}>
          {/* Mounted again when the vehicles arrive, so the kept choice shows among the options. */}
          <Select key={vehicles.length} {...register('vehicle')}>
            <option value="">{t('quickBook.select')}</option>
            {group(t('quickBook.paramedic'), (c) => c === 'ALS Vehicle')}
            {group(t('quickBook.bls'), (c) => c === 'BLS Vehicles')}
            {group(t('quickBook.ambulances'), (c) => c === 'Ambulances')}
            {group(t('quickBook.other'), (c) => !QUICK_BOOK_CATEGORIES.has(c))}
          </Select>
        </Field>
        <label className={cn(label, 'max-sm:col-span-full xl:col-span-2')}>
          {t('quickBook.location')}
          <Input className="bg-slate-100" value={t('quickBook.station')} readOnly />
        </label>
        <Field name="startDate" label={t('quickBook.startDate')} className={label}>
          <Input type="date" min={today} {...register('startDate')} />
        </Field>
        <Field name="startTime" label={t('quickBook.startTime')} className={label}>
          <Input type="time" {...register('startTime')} />
        </Field>
        <Field name="endDate" label={t('quickBook.endDate')} className={label}>
          <Input type="date" min={today} {...register('endDate')} />
        </Field>
        <Field name="endTime" label={t('quickBook.endTime')} className={label}>
          <Input type="time" {...register('endTime')} />
        </Field>
        <Button type="submit" className="max-md:col-span-full" disabled={create.isPending}>
          <Zap className="size-4" aria-hidden /> {create.isPending ? t('quickBook.booking') : t('quickBook.book')}
        </Button>
      </Form>
    </Panel>
  );
}
