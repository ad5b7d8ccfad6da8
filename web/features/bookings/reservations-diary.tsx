import { CalendarRange, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { useReservations, useSetReservationStatus } from './use-reservations.ts';
import { BOOKING_STATUSES, type BookingStatus } from '../../../contract/constants.ts';
import {
  DIARY_SEARCH_LIMIT,
  DIARY_SPAN_LIMIT,
  DIARY_VIEWS,
  type DiaryView,
  type Reservation,
  type ReservationsQuery,
} from '../../../contract/reservations.contract.ts';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Figures } from '../../components/ui/figures.tsx';
import { ChoiceFilter, Filter, SearchFilter } from '../../components/ui/filters.tsx';
import { Input, Options, Select } from '../../components/ui/form.tsx';
import { IconHeading } from '../../components/ui/heading.tsx';
import { Panel } from '../../components/ui/panel.tsx';
import { ReadFailed } from '../../components/ui/read-failed.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { problemText } from '../../lib/api.ts';
import { personName, t } from '../../lib/i18n/index.ts';
import { bookingRange, calendarDate, localDate } from '../../lib/time.ts';
import { DiaryCheck } from '../vehicle-checks/index.ts';

/** A status as a label: 'Pending' in English (the catalogue's words are lower case, to sit inside sentences). */
const statusWord = (status: BookingStatus) => {
  const word = t(`status.${status}`);
  return word.charAt(0).toUpperCase() + word.slice(1);
};
const today = () => ({ date: localDate(new Date()) });

/** Admin Reservations Diary (docs/spec/admin-app.md 2.9): date, status and search filters, five status tiles, each reservation's status changed in place. */
export function ReservationsDiary() {
  const [filters, setFilters] = useState<ReservationsQuery>(today);
  const searchTooShort = filters.view === 'all' && (filters.q?.trim().length ?? 0) < 2;
  const { data, isPending, isError, refetch } = useReservations(filters, !searchTooShort);
  const set = (changes: ReservationsQuery) => setFilters((f) => ({ ...f, ...changes }));

  return (
    <Panel className="space-y-4" aria-label={t('resDiary.title')}>
      <IconHeading icon={CalendarRange}>{t('resDiary.title')}</IconHeading>
      <div className="flex flex-wrap items-end gap-3">
        <Filter label={t('diaryView.label')}>
          <Select className="w-44" value={filters.view ?? 'day'} onChange={(e) => set({ view: e.target.value as DiaryView })}>
            <Options items={DIARY_VIEWS} label={(v) => t(`diaryView.${v}`)} />
          </Select>
        </Filter>
        {filters.view !== 'all' && (
          <Filter label={t('diary.date')}>
            <Input type="date" className="w-44" value={filters.date ?? ''} onChange={(e) => e.target.value && set({ date: e.target.value })} />
          </Filter>
        )}
        <ChoiceFilter
          label={t('users.status')}
          all={t('resDiary.allStatuses')}
          values={BOOKING_STATUSES}
          wordOf={statusWord}
          value={filters.status}
          onChange={(status) => set({ status })}
        />
        <SearchFilter label={t('users.search')} placeholder={t('resDiary.search')} value={filters.q} onChange={(q) => set({ q })} />
        <Button variant="secondary" onClick={() => setFilters(today())}>
          <RotateCcw className="size-4" aria-hidden /> {t('docMgmt.resetFilters')}
        </Button>
      </div>
      {searchTooShort && <p className="text-sm text-slate-600">{t('diaryView.needsSearch')}</p>}
      {data?.from && data.to && data.from !== data.to && (
        <p className="text-sm text-slate-600">{t('diaryView.span', { from: calendarDate(data.from), to: calendarDate(data.to) })}</p>
      )}
      {data?.truncated && (
        <p className="text-sm text-amber-800">{t('diaryView.truncated', { n: data.view === 'all' ? DIARY_SEARCH_LIMIT : DIARY_SPAN_LIMIT })}</p>
      )}
      {data && <Figures className="grid-cols-3 sm:grid-cols-6" items={BOOKING_STATUSES.map((s) => [statusWord(s), data.counts[s]])} />}
      {isError && <ReadFailed text={t('resDiary.failed')} onRetry={refetch} />}
      {searchTooShort ? null : isPending ? (
        <Skeleton className="h-32" />
      ) : !data?.reservations.length ? (
        <EmptyState>{t('reservations.empty')}</EmptyState>
      ) : (
        <ul className="divide-y divide-slate-100">
          {data.reservations.map((r) => (
            <ReservationRow key={r.id} reservation={r} />
          ))}
        </ul>
      )}
    </Panel>
  );
}

function ReservationRow({ reservation: r }: { reservation: Reservation }) {
  const change = useSetReservationStatus();
  const setStatus = async (status: BookingStatus) => {
    try {
      await change.mutateAsync({ id: r.id, status });
      toast.success(t('resDiary.updated'), {
        description: t('resDiary.updatedText', { vehicle: r.vehicle.vehicleNumber, member: r.user.name, status: statusWord(status).toLowerCase() }),
      });
    } catch (error) {
      toast.error(t('manageVehicle.updateFailed'), { description: problemText(error, t('resDiary.updateFailed')) });
    }
  };
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="reservation-row">
      <div className="min-w-0">
        <p className="font-semibold">
          {r.vehicle.vehicleNumber}{' '}
          <span className="font-normal text-slate-600" translate="no">
            {r.vehicle.make} {r.vehicle.model}
          </span>
        </p>
        <p className="text-sm">{bookingRange(r.startTime, r.endTime)}</p>
        <p className="text-xs text-slate-600">
          {personName(r.user.name)} · {r.user.email}
          {r.user.phone && <span dir="ltr"> · {r.user.phone}</span>}
        </p>
        {r.notes && <p className="text-xs text-slate-500">{r.notes}</p>}
        <div className="mt-1">
          <DiaryCheck bookingId={r.id} state={r.vehicleCheck} status={r.status} vehicleNumber={r.vehicle.vehicleNumber} />
        </div>
      </div>
      <label className="flex items-center gap-2 text-xs font-semibold text-slate-700">
        {t('users.status')}
        <Select
          className="mt-0 w-36"
          value={r.status}
          disabled={change.isPending}
          onChange={(e) => void setStatus(e.target.value as BookingStatus)}
          aria-label={t('resDiary.statusOf', { vehicle: r.vehicle.vehicleNumber, member: r.user.name })}
        >
          <Options items={BOOKING_STATUSES} label={(s) => statusWord(s)} />
        </Select>
      </label>
    </li>
  );
}
