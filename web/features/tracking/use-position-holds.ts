import { useMutation, useQuery } from '@tanstack/react-query';
import { trackingEndpoints } from '../../../contract/tracking.endpoints.ts';
import { call, queryOf } from '../../lib/api.ts';
import { useRefreshAfter } from '../../lib/changes.ts';

/** What placing or releasing a hold makes stale: the list of holds. */
const HOLD_VIEWS = [trackingEndpoints.positionHolds];

export const usePositionHolds = () => useQuery({ ...queryOf(trackingEndpoints.positionHolds), staleTime: 0 });

export function useHoldPositions() {
  return useMutation({
    mutationFn: ({ bookingId, reason }: { bookingId: number; reason: string }) =>
      call(trackingEndpoints.holdPositions, { params: { id: bookingId }, body: { reason } }),
    onSuccess: useRefreshAfter(HOLD_VIEWS),
  });
}

export function useReleasePositions() {
  return useMutation({
    mutationFn: (bookingId: number) => call(trackingEndpoints.releasePositions, { params: { id: bookingId } }),
    onSuccess: useRefreshAfter(HOLD_VIEWS),
  });
}
