import { useMutation, useQuery } from '@tanstack/react-query';
import { bookingsEndpoints } from '../../../contract/bookings.endpoints.ts';
import { BOOKING_VIEWS } from '../../entities/views.ts';
import { call, queryOf } from '../../lib/api.ts';
import { useRefreshAfter } from '../../lib/changes.ts';

/** Bookings waiting for an admin, polled every 30 s (docs/spec/admin-app.md 9). */
export const useApprovalQueue = () => useQuery({ ...queryOf(bookingsEndpoints.pendingApproval), refetchInterval: 30_000, staleTime: 0 });

/** Approve with optional notes, or reject with a reason; either changes every view of bookings. */
export function useDecideBooking() {
  return useMutation({
    mutationFn: ({ id, action, text }: { id: number; action: 'approve' | 'reject'; text: string }) =>
      action === 'approve'
        ? call(bookingsEndpoints.approve, { params: { id }, body: { notes: text || undefined } })
        : call(bookingsEndpoints.reject, { params: { id }, body: { reason: text } }),
    onSuccess: useRefreshAfter(BOOKING_VIEWS),
  });
}
