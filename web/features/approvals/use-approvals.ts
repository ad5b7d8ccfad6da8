import { useMutation, useQuery } from '@tanstack/react-query';
import type { Booking } from '../../../contract/bookings.contract.ts';
import { apiRequest } from '../../lib/api.ts';
import { useRefreshAfter } from '../../lib/changes.ts';

export const approvalKeys = {
  queue: ['/api/admin/bookings/pending-approval'],
};

/** Bookings waiting for an admin, polled every 30 s (spec/admin-app.md 9). */
export const useApprovalQueue = () => useQuery<Booking[]>({ queryKey: approvalKeys.queue, refetchInterval: 30_000, staleTime: 0 });

/** Approve with optional notes, or reject with a reason; either changes every view of bookings. */
export function useDecideBooking() {
  return useMutation({
    mutationFn: ({ id, action, text }: { id: number; action: 'approve' | 'reject'; text: string }) =>
      apiRequest<Booking>('POST', `/api/admin/bookings/${id}/${action}`, action === 'approve' ? { notes: text || undefined } : { reason: text }),
    onSuccess: useRefreshAfter('booking'),
  });
}
