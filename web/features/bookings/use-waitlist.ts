import { useMutation, useQuery } from '@tanstack/react-query';
import type { JoinWaitlistRequest } from '../../../contract/waitlist.contract.ts';
import { waitlistEndpoints } from '../../../contract/waitlist.endpoints.ts';
import { BOOKING_VIEWS } from '../../entities/views.ts';
import { call, queryOf } from '../../lib/api.ts';
import { useRefreshAfter } from '../../lib/changes.ts';

/** What a change of the waitlist makes stale: my places, and my bookings once an offer is accepted. */
const WAITLIST_VIEWS = [waitlistEndpoints.mine, ...BOOKING_VIEWS];

/** My places on the waitlist; read again every half minute so an offer shows while the screen is open. */
export const useMyWaitlist = () => useQuery({ ...queryOf(waitlistEndpoints.mine), staleTime: 0, refetchInterval: 30_000 });

export function useJoinWaitlist() {
  return useMutation({ mutationFn: (body: JoinWaitlistRequest) => call(waitlistEndpoints.join, { body }), onSuccess: useRefreshAfter(WAITLIST_VIEWS) });
}

export function useLeaveWaitlist() {
  return useMutation({ mutationFn: (id: number) => call(waitlistEndpoints.leave, { params: { id } }), onSuccess: useRefreshAfter(WAITLIST_VIEWS) });
}

export function useAcceptOffer() {
  return useMutation({
    mutationFn: (id: number) => call(waitlistEndpoints.accept, { params: { id } }),
    // A refused acceptance changed the place too (back in line, or the offer gone).
    onSettled: useRefreshAfter(WAITLIST_VIEWS),
  });
}
