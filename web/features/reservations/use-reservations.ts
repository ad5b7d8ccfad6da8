import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { Reservation, ReservationsDiary, ReservationsQuery, ReservationStatusUpdate } from '../../../contract/reservations.contract.ts';
import { apiRequest, withQuery } from '../../lib/api.ts';
import { useRefreshAfter } from '../../lib/changes.ts';

export const reservationKeys = {
  diary: (q: ReservationsQuery) => [withQuery('/api/admin/reservations', q)],
};

/** The admin Reservations Diary of a day, fresh on every visit, the last answer kept while the next loads. */
export const useReservations = (q: ReservationsQuery) => useQuery<ReservationsDiary>({ queryKey: reservationKeys.diary(q), staleTime: 0, placeholderData: keepPreviousData });

/** A status change is a booking change: every view of bookings refreshes. */
export function useSetReservationStatus() {
  return useMutation({
    mutationFn: ({ id, ...change }: ReservationStatusUpdate & { id: number }) => apiRequest<Reservation>('PATCH', `/api/admin/reservations/${id}`, change),
    onSuccess: useRefreshAfter('booking'),
  });
}
