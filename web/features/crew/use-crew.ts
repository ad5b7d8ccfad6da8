import { useMutation, useQuery } from '@tanstack/react-query';
import { crewEndpoints } from '../../../contract/crew.endpoints.ts';
import { BOOKING_VIEWS } from '../../entities/views.ts';
import { call, queryOf } from '../../lib/api.ts';
import { useRefreshAfter } from '../../lib/changes.ts';

export const useCrew = (bookingId: number) => useQuery(queryOf(crewEndpoints.crew, { params: { id: bookingId } }));

/** Joins a seat (or accepts the invitation to it): the crew and the member's bookings are read again. */
export function useJoinSeat() {
  return useMutation({
    mutationFn: ({ bookingId, seat }: { bookingId: number; seat: string }) => call(crewEndpoints.join, { params: { id: bookingId }, body: { seat } }),
    onSuccess: useRefreshAfter(BOOKING_VIEWS),
  });
}

export function useLeaveSeat() {
  return useMutation({
    mutationFn: ({ bookingId, seat }: { bookingId: number; seat: string }) => call(crewEndpoints.leave, { params: { id: bookingId, seat } }),
    onSuccess: useRefreshAfter(BOOKING_VIEWS),
  });
}
