import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { bookingsEndpoints } from '../../../contract/bookings.endpoints.ts';
import type { ReservationsQuery, ReservationStatusUpdate } from '../../../contract/reservations.contract.ts';
import { BOOKING_VIEWS } from '../../entities/views.ts';
import { call, queryOf } from '../../lib/api.ts';
import { useRefreshAfter } from '../../lib/changes.ts';

/** The admin Reservations Diary of a day, fresh on every visit, the last answer kept while the next loads. */
export const useReservations = (q: ReservationsQuery, enabled = true) =>
  useQuery({ ...queryOf(bookingsEndpoints.reservations, { query: q }), staleTime: 0, placeholderData: keepPreviousData, enabled });

/** A status change is a booking change: every view of bookings refreshes. */
export function useSetReservationStatus() {
  return useMutation({
    mutationFn: ({ id, ...change }: ReservationStatusUpdate & { id: number }) => call(bookingsEndpoints.setReservationStatus, { params: { id }, body: change }),
    onSuccess: useRefreshAfter(BOOKING_VIEWS),
  });
}
