import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBookingDiary } from './use-diary.ts';
import type { BookingDiary } from '../../../contract/availability.contract.ts';
import { Input, Options, Select } from '../../components/ui/form.tsx';
import { Panel } from '../../components/ui/panel.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useVehicles } from '../../entities/vehicles.ts';
import { cn } from '../../lib/cn.ts';
import { currentLocale, personName, textOf, vehicleCategoryName } from '../../lib/i18n/index.ts';
import { useReturnFocus } from '../../lib/return-focus.ts';
import { bookingRange, localDate, time12 } from '../../lib/time.ts';

type DiaryVehicle = BookingDiary['vehicles'][number];
type DiaryDay = DiaryVehicle['days'][number];

/** Utilization bar steps at 25, 50 and 75 percent of 24 h (docs/spec/admin-app.md 9). */
const barTone = (pct: number) => (pct < 25 ? 'bg-emerald-500' : pct < 50 ? 'bg-lime-500' : pct < 75 ? 'bg-amber-500' : 'bg-red-500');
const STATUS_TONE: Record<DiaryVehicle['status'], string> = {
  available: 'bg-emerald-100 text-emerald-800',
  booked: 'bg-sky-100 text-sky-800',
  maintenance: 'bg-amber-100 text-amber-800',
  out_of_service: 'bg-slate-200 text-slate-700',
  emergency: 'bg-red-100 text-red-800',
};
const weekday = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString(currentLocale(), { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

/** The Vehicle Availability Diary (docs/spec/admin-app.md 2.11) as the Booking Calendar tab. */
export function BookingDiaryTab() {
  const { t } = useTranslation();
  const [date, setDate] = useState(localDate(new Date()));
  const [view, setView] = useState<'day' | 'week'>('week');
  const [vehicleFilter, setVehicleFilter] = useState('all');
  const [open, setOpen] = useState<{ vehicle: DiaryVehicle; day: DiaryDay } | null>(null);
  const { data, isPending, isError } = useBookingDiary(date, view, vehicleFilter === 'all' ? undefined : Number(vehicleFilter));
  const { data: fleet = [] } = useVehicles();
  const vehicles = data?.vehicles ?? [];
  const returnFocus = useReturnFocus(!!open);

  return (
    <section className="space-y-4" aria-label={t('diary.title')}>
      <Panel as="div" className="flex flex-wrap items-end gap-3">
        <label className="text-xs font-semibold text-slate-700">
          {t('diary.date')}
          <Input type="date" className="block w-auto" value={date} onChange={(e) => e.target.value && setDate(e.target.value)} />
        </label>
        <div className="flex rounded-md bg-slate-100 p-1 text-sm" role="group" aria-label={t('diary.view')}>
          {(['day', 'week'] as const).map((v) => (
            <button
              key={v}
              type="button"
              aria-pressed={view === v}
              onClick={() => setView(v)}
              className={cn('min-h-11 rounded px-3 py-1 sm:min-h-0', view === v && 'bg-slate-900 text-white')}
            >
              {t(`diary.view.${v}`)}
            </button>
          ))}
        </div>
        <label className="text-xs font-semibold text-slate-700">
          {t('diary.vehicle')}
          <Select className="block w-auto" value={vehicleFilter} onChange={(e) => setVehicleFilter(e.target.value)}>
            <option value="all">{t('diary.allVehicles')}</option>
            <Options items={fleet} value={(v) => v.id} label={(v) => v.vehicleNumber} />
          </Select>
        </label>
      </Panel>

      {isError && <p className="text-sm text-red-700">{t('diary.failed')}</p>}
      {isPending ? (
        <Skeleton className="h-64" />
      ) : (
        data && (
          <>
            <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
              {[
                [t('diary.available'), data.summary.available],
                [t('diary.activeBookings'), data.summary.activeBookings],
                [t('diary.emergencyCalls'), data.summary.emergencyCalls],
                [t('diary.maintenance'), data.summary.maintenance],
              ].map(([label, n]) => (
                <div key={label} className="rounded-xl bg-white p-4 text-center shadow-sm ring-1 ring-slate-200">
                  <p className="text-2xl font-bold">{n}</p>
                  <p className="text-xs text-slate-600">{label}</p>
                </div>
              ))}
            </div>
            <ul className="flex flex-wrap gap-3 text-xs" aria-label={t('diary.legend')}>
              {(['available', 'booked', 'emergency', 'maintenance', 'out_of_service'] as const).map((s) => (
                <li key={s} className={cn('rounded-full px-2 py-0.5 font-semibold', STATUS_TONE[s])}>
                  {t(`diary.status.${s}`)}
                </li>
              ))}
              <li className="text-slate-500">{t('diary.bars')}</li>
            </ul>
            <div className="space-y-3">
              {vehicles.map((v) => (
                <Panel key={v.vehicleId} data-testid="diary-vehicle" as="article">
                  <header className="mb-3 flex flex-wrap items-center gap-2">
                    <h3 className="font-bold" dir="ltr">
                      {v.vehicleNumber}
                    </h3>
                    <span className="text-sm text-slate-600">
                      <span translate="no">
                        {v.make} {v.model}
                      </span>{' '}
                      · {vehicleCategoryName(v.category)}
                    </span>
                    <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', STATUS_TONE[v.status])}>{t(`diary.status.${v.status}`)}</span>
                  </header>
                  {/* A week on a phone is two rows of days (four and three), each day a target wide enough for a finger. */}
                  <div className={cn('grid gap-2', view === 'week' ? 'grid-cols-4 sm:grid-cols-7' : 'grid-cols-1')}>
                    {v.days.map((d) => {
                      const dayBookings = v.bookings.filter((b) => d.bookingIds.includes(b.id));
                      return (
                        <button
                          key={d.date}
                          type="button"
                          onClick={() => setOpen({ vehicle: v, day: d })}
                          className="min-h-24 min-w-0 rounded-lg border border-slate-200 p-1 text-start text-xs hover:bg-slate-50 sm:p-2"
                        >
                          <span className="block font-semibold break-words">{weekday(d.date)}</span>
                          <span className="mt-1 block h-1.5 rounded bg-slate-100">
                            <span className={cn('block h-1.5 rounded', barTone(d.utilization))} style={{ width: `${Math.min(100, d.utilization)}%` }} />
                          </span>
                          {/* On a phone a day of the week says how many, and opens to the times. */}
                          <span className={cn('mt-1 block text-slate-600', view === 'week' && 'sm:hidden')}>
                            {view === 'week' && t('diary.bookings', { n: dayBookings.length })}
                          </span>
                          {dayBookings.slice(0, 2).map((b) => (
                            <span
                              key={b.id}
                              className={cn('mt-1 truncate rounded bg-sky-50 px-1 text-sky-900', view === 'week' ? 'hidden sm:block' : 'block')}
                              dir="ltr"
                            >
                              {time12(b.startTime)} – {time12(b.endTime)}
                            </span>
                          ))}
                          {dayBookings.length > 2 && (
                            <span className={cn('mt-1 text-slate-500', view === 'week' ? 'hidden sm:block' : 'block')}>
                              {t('diary.more', { n: dayBookings.length - 2 })}
                            </span>
                          )}
                        </button>
                      );
                    })}
                  </div>
                </Panel>
              ))}
            </div>
          </>
        )
      )}
      <Dialog.Root open={!!open} onOpenChange={(o) => !o && setOpen(null)}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
          <Dialog.Content
            {...returnFocus}
            className="fixed top-1/2 inset-x-0 z-50 mx-auto w-[min(30rem,94vw)] -translate-y-1/2 rounded-xl bg-white p-6 shadow-2xl"
          >
            {open && (
              <>
                <Dialog.Title className="text-lg font-bold">
                  {open.vehicle.vehicleNumber} · {weekday(open.day.date)}
                </Dialog.Title>
                <Dialog.Description className="text-sm text-slate-600">
                  {t('diary.utilization', { pct: open.day.utilization, hours: open.day.totalHours })}
                </Dialog.Description>
                <ul className="mt-3 space-y-2 text-sm">
                  {open.vehicle.bookings
                    .filter((b) => open.day.bookingIds.includes(b.id))
                    .map((b) => (
                      <li key={b.id} className="rounded border border-slate-200 px-3 py-2">
                        {bookingRange(b.startTime, b.endTime)} · {textOf(`status.${b.status}`)}
                        {b.user.name ? ` · ${personName(b.user.name)}` : b.mine ? '' : t('diary.anotherMember')}
                        {(b.purpose || b.isEmergency) && (
                          <span className="block text-xs text-slate-600">
                            {b.isEmergency && <span className="me-1 rounded bg-red-100 px-1 font-semibold text-red-800">{t('vehicleDiary.emergency')}</span>}
                            {b.purpose && t(`purpose.${b.purpose}`)}
                          </span>
                        )}
                        {b.notes && <span className="block text-xs text-slate-500">{b.notes}</span>}
                      </li>
                    ))}
                  {open.day.bookingIds.length === 0 && <li className="text-slate-500">{t('diary.noBookings')}</li>}
                </ul>
                <Dialog.Close className="mt-4 min-h-11 rounded-md bg-slate-900 px-3 py-1.5 text-sm text-white sm:min-h-0">{t('common.close')}</Dialog.Close>
              </>
            )}
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </section>
  );
}
