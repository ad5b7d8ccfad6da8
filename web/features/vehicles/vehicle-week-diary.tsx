import { Skeleton } from '../../components/ui/skeleton.tsx';
import { t, textOf } from '../../lib/i18n/index.ts';
import { bookingRange, calendarDate, localDate } from '../../lib/time.ts';
import { useBookingDiary } from '../availability/index.ts';

/** The Diary tab of Manage Vehicle: this vehicle's bookings in the diary's current week. */
export function VehicleWeekDiary({ vehicleId }: { vehicleId: number }) {
  const { data, isPending, isError } = useBookingDiary(localDate(new Date()), 'week', vehicleId);
  if (isError) return <p className="text-sm text-red-700">{t('diary.failed')}</p>;
  if (isPending) return <Skeleton className="h-24" />;
  const bookings = data.vehicles.find((v) => v.vehicleId === vehicleId)?.bookings ?? [];
  return (
    <div className="space-y-2 text-sm">
      <p className="text-slate-600">{t('vehicleDiary.range', { from: calendarDate(data.startDate), to: calendarDate(data.endDate) })}</p>
      {bookings.length === 0 ? (
        <p className="rounded-md bg-slate-50 p-4 text-center text-slate-600">{t('vehicleDiary.empty')}</p>
      ) : (
        <ul className="divide-y divide-slate-100" aria-label={t('vehicleDiary.list')}>
          {bookings.map((b) => (
            <li key={b.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="font-medium">{bookingRange(b.startTime, b.endTime)}</span>
              <span className="text-slate-600">
                {b.user.name ?? t('vehicleDiary.unknown')} · {b.purpose ? t(`purpose.${b.purpose}`) : t('vehicleDiary.noPurpose')} ·{' '}
                {textOf(`status.${b.status}`)}
                {b.isEmergency && <span className="ms-2 rounded bg-red-100 px-1.5 text-xs font-semibold text-red-800">{t('vehicleDiary.emergency')}</span>}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
