import type { BookingsRepository, BookingWithNames, ReservationRow } from './bookings.repository.ts';
import type { BookingsService } from './bookings.service.ts';
import { BOOKING_STATUSES } from '../../../contract/constants.ts';
import { localDateOf } from '../../../contract/jerusalem-time.ts';
import {
  DIARY_SEARCH_LIMIT,
  DIARY_SPAN_LIMIT,
  type DiaryView,
  type Reservation,
  type ReservationsDiary,
  type ReservationsQuery,
  type ReservationStatusUpdate,
} from '../../../contract/reservations.contract.ts';
import type { CheckState } from '../../../contract/vehicle-checks.contract.ts';
import type { RecordChange } from '../../audit-port.ts';
import { assertAdmin, type AuthContext } from '../../auth-context.ts';
import { addLocalDays, localDayBounds, weekStartOf } from '../../time.ts';

const toReservation = ({ booking: b, user, vehicle }: ReservationRow, checks: Map<number, CheckState>): Reservation => ({
  id: b.id,
  status: b.status,
  startTime: b.startTime.toISOString(),
  endTime: b.endTime.toISOString(),
  notes: b.notes,
  user,
  vehicle,
  vehicleCheck: checks.get(b.id) ?? 'not_yet',
});

/** The first and last Jerusalem day of the date's day, week (Sunday to Saturday) or month. */
function daysOf(view: Exclude<DiaryView, 'all'>, date: string): { from: string; to: string } {
  if (view === 'day') return { from: date, to: date };
  if (view === 'week') return { from: weekStartOf(date), to: addLocalDays(weekStartOf(date), 6) };
  const from = `${date.slice(0, 7)}-01`;
  return { from, to: addLocalDays(`${addLocalDays(from, 31).slice(0, 7)}-01`, -1) };
}

/** The admin Reservations Diary (docs/spec/admin-app.md 2.9): a day's bookings of every status, and changing one's status. */
export function createReservationsService({
  bookings,
  setStatus,
  recordChange,
  checkStatesOf,
  now = () => new Date(),
}: {
  bookings: BookingsRepository;
  setStatus: BookingsService['setStatus'];
  recordChange: RecordChange;
  /** Each booking's start-of-shift check (the vehicle-checks feature). */
  checkStatesOf: (bookingIds: number[]) => Promise<Map<number, CheckState>>;
  now?: () => Date;
}) {
  return {
    async diary(admin: AuthContext, { date = localDateOf(now()), view = 'day', status, ...search }: ReservationsQuery): Promise<ReservationsDiary> {
      assertAdmin(admin);
      const days = view === 'all' ? null : daysOf(view, date);
      const span = days && { from: localDayBounds(days.from).from, to: localDayBounds(days.to).to };
      const limit = days === null ? DIARY_SEARCH_LIMIT : DIARY_SPAN_LIMIT;
      const found = await bookings.reservationsWhere(span, search, limit + 1);
      const truncated = found.length > limit;
      const rows = truncated ? found.slice(0, limit) : found;
      const counts = Object.fromEntries(BOOKING_STATUSES.map((s) => [s, rows.filter((r) => r.booking.status === s).length])) as ReservationsDiary['counts'];
      const shown = rows.filter((r) => !status || r.booking.status === status);
      const checks = await checkStatesOf(shown.map((r) => r.booking.id));
      return { date, view, from: days?.from ?? null, to: days?.to ?? null, truncated, reservations: shown.map((r) => toReservation(r, checks)), counts };
    },

    async update(admin: AuthContext, id: number, change: ReservationStatusUpdate): Promise<Reservation> {
      const before = await bookings.findById(id);
      const updated: BookingWithNames = await setStatus(admin, id, change);
      const after = toReservation((await bookings.reservationById(updated.id))!, await checkStatesOf([updated.id]));
      if (before && before.status !== updated.status)
        await recordChange(admin, {
          entity: 'reservation',
          entityId: id,
          action: 'status',
          before: { status: before.status },
          after: { status: updated.status, reason: change.reason ?? null },
        });
      return after;
    },
  };
}
export type ReservationsService = ReturnType<typeof createReservationsService>;
