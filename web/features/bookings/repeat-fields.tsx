import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  createSeriesRequest,
  SERIES_MAX_WEEKS,
  type CreateSeriesRequest,
  type RefusedOccurrence,
  type SeriesResult,
} from '../../../contract/booking-series.contract.ts';
import type { CreateBookingRequest } from '../../../contract/bookings.contract.ts';
import { Checkbox, Field, Input, Select } from '../../components/ui/form.tsx';
import { refusalText } from '../../lib/server-texts.ts';
import { bookingRange } from '../../lib/time.ts';

/** What the form holds of a series: on or off, the weekdays (0 Sunday … 6 Saturday), how many weeks, all or the ones that fit. */
export interface RepeatValues {
  repeat: boolean;
  repeatDays: string[];
  repeatWeeks: string;
  repeatMode: 'all' | 'fitting';
}

export const NO_REPEAT: RepeatValues = { repeat: false, repeatDays: [], repeatWeeks: '4', repeatMode: 'all' };

const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

/** The series of the booking the form describes, checked by the contract; its first problem otherwise. */
export function seriesRequestOf(booking: CreateBookingRequest, v: RepeatValues): { request: CreateSeriesRequest } | { problem: string } {
  const parsed = createSeriesRequest.safeParse({
    vehicleId: booking.vehicleId,
    startTime: booking.startTime,
    endTime: booking.endTime,
    notes: booking.notes,
    purpose: booking.purpose,
    repeat: { kind: 'weekly', days: v.repeatDays.map(Number) },
    weeks: Number(v.repeatWeeks),
    mode: v.repeatMode,
  });
  return parsed.success ? { request: parsed.data } : { problem: parsed.error.issues[0]!.message };
}

/** Repeat weekly: on which days, for how many weeks, and whether every occurrence must fit (docs/decisions/032). */
export function RepeatFields({ firstDay }: { firstDay: string }) {
  const { t } = useTranslation();
  const { register, control, getValues, setValue } = useFormContext<RepeatValues>();
  const repeat = useWatch({ control, name: 'repeat' });
  const chosenForThem = useRef<string | null>(null);
  // Repeating starts on the first booking's weekday and follows its date, until the member chooses days themselves.
  useEffect(() => {
    if (!repeat || !firstDay) return;
    const days = getValues('repeatDays');
    const untouched = !days.length || (days.length === 1 && days[0] === chosenForThem.current);
    if (!untouched) return;
    chosenForThem.current = String(new Date(`${firstDay}T12:00:00`).getDay());
    setValue('repeatDays', [chosenForThem.current]);
  }, [repeat, firstDay, getValues, setValue]);
  return (
    <fieldset className="space-y-3 rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-700">{t('repeat.title')}</legend>
      <Checkbox label={t('repeat.weekly')} {...register('repeat')} />
      {repeat && (
        <>
          <fieldset>
            <legend className="text-sm font-medium">{t('repeat.days')}</legend>
            <div className="flex flex-wrap gap-x-3">
              {WEEKDAYS.map((d) => (
                <Checkbox key={d} label={t(`repeat.day.${d}`)} value={String(d)} {...register('repeatDays')} />
              ))}
            </div>
          </fieldset>
          <div className="grid gap-3 sm:grid-cols-2">
            <Field name="repeatWeeks" label={t('repeat.weeks', { most: SERIES_MAX_WEEKS })}>
              <Input type="number" min={1} max={SERIES_MAX_WEEKS} className="max-w-32" {...register('repeatWeeks')} />
            </Field>
            <Field name="repeatMode" label={t('repeat.mode')}>
              <Select {...register('repeatMode')}>
                <option value="all">{t('repeat.mode.all')}</option>
                <option value="fitting">{t('repeat.mode.fitting')}</option>
              </Select>
            </Field>
          </div>
        </>
      )}
    </fieldset>
  );
}

/** What a series booked and what it could not, each refused occurrence with its reason in the language shown. */
export function SeriesOutcome({ created, refused }: Pick<SeriesResult, 'created' | 'refused'>) {
  const { t } = useTranslation();
  return (
    <div className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm" data-testid="series-outcome">
      <p className="font-semibold">{t('repeat.outcome', { booked: created.length, total: created.length + refused.length })}</p>
      <ul className="space-y-1">
        {refused.map((r: RefusedOccurrence) => (
          <li key={r.startTime}>
            <span className="font-medium">{bookingRange(r.startTime, r.endTime)}</span>: {refusalText(r.message, r.messageKey, r.params)}
          </li>
        ))}
      </ul>
    </div>
  );
}
