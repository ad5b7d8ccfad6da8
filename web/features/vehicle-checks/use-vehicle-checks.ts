import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { sendPendingChecks } from './pending-checks.ts';
import type { VehicleCategory } from '../../../contract/constants.ts';
import type { CheckTemplateBody } from '../../../contract/vehicle-checks.contract.ts';
import { vehicleChecksEndpoints } from '../../../contract/vehicle-checks.endpoints.ts';
import { BOOKING_VIEWS, VEHICLE_VIEWS } from '../../entities/views.ts';
import { call, queryOf } from '../../lib/api.ts';
import { refreshAfter, useRefreshAfter } from '../../lib/changes.ts';

/** What a check changes: the booking (a failed one loses its vehicle), the fleet, the notices (the code). */
export const CHECK_VIEWS = [...BOOKING_VIEWS, ...VEHICLE_VIEWS, vehicleChecksEndpoints.forBooking];

export const useBookingCheck = (bookingId: number, enabled = true) =>
  useQuery({ ...queryOf(vehicleChecksEndpoints.forBooking, { params: { id: bookingId } }), enabled, retry: false });

export const useCheckTemplates = () => useQuery(queryOf(vehicleChecksEndpoints.templates));

export function useSaveCheckTemplate() {
  return useMutation({
    mutationFn: ({ category, body }: { category: VehicleCategory; body: CheckTemplateBody }) =>
      call(vehicleChecksEndpoints.saveTemplate, { params: { category }, body }),
    onSuccess: useRefreshAfter([vehicleChecksEndpoints.templates, vehicleChecksEndpoints.forBooking]),
  });
}

export function useWaiveCheck() {
  return useMutation({
    mutationFn: ({ bookingId, reason }: { bookingId: number; reason: string }) =>
      call(vehicleChecksEndpoints.waive, { params: { id: bookingId }, body: { reason } }),
    onSuccess: useRefreshAfter(CHECK_VIEWS),
  });
}

/** Sends the checks kept on the phone when the app opens and whenever the network comes back, and says what became of them. */
export function useSendPendingChecks(): void {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  useEffect(() => {
    const send = async () => {
      if (!navigator.onLine) return;
      const { sent, refused } = await sendPendingChecks();
      if (sent) toast.success(t('check.sentLater', { count: sent }));
      for (const message of refused) toast.error(t('check.refusedLater'), { description: message });
      if (sent || refused.length) await refreshAfter(queryClient, CHECK_VIEWS);
    };
    const onOnline = () => void send();
    onOnline();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [queryClient, t]);
}
