import { useMutation, useQuery } from '@tanstack/react-query';
import type { OfferHandoverRequest } from '../../../contract/handover.contract.ts';
import { handoverEndpoints } from '../../../contract/handover.endpoints.ts';
import { BOOKING_VIEWS } from '../../entities/views.ts';
import { call, queryOf } from '../../lib/api.ts';
import { useRefreshAfter } from '../../lib/changes.ts';

/** What a handover's change makes stale: the handovers, and the bookings once one is done. */
const HANDOVER_VIEWS = [handoverEndpoints.list, ...BOOKING_VIEWS];

/** Handovers open to me, mine, and (for an admin) those waiting for approval; read again each minute. */
export const useHandovers = () => useQuery({ ...queryOf(handoverEndpoints.list), staleTime: 0, refetchInterval: 60_000 });

export function useOfferHandover() {
  return useMutation({
    mutationFn: ({ bookingId, ...body }: OfferHandoverRequest & { bookingId: number }) => call(handoverEndpoints.offer, { params: { id: bookingId }, body }),
    onSuccess: useRefreshAfter(HANDOVER_VIEWS),
  });
}

export function useAcceptHandover() {
  return useMutation({ mutationFn: (id: number) => call(handoverEndpoints.accept, { params: { id } }), onSettled: useRefreshAfter(HANDOVER_VIEWS) });
}

export function useWithdrawHandover() {
  return useMutation({ mutationFn: (id: number) => call(handoverEndpoints.withdraw, { params: { id } }), onSettled: useRefreshAfter(HANDOVER_VIEWS) });
}

export function useApproveHandover() {
  return useMutation({ mutationFn: (id: number) => call(handoverEndpoints.approve, { params: { id } }), onSettled: useRefreshAfter(HANDOVER_VIEWS) });
}

export function useRejectHandover() {
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) => call(handoverEndpoints.reject, { params: { id }, body: { reason } }),
    onSettled: useRefreshAfter(HANDOVER_VIEWS),
  });
}
