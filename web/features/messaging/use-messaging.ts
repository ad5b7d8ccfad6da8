import { useMutation, useQuery } from '@tanstack/react-query';
import type { DeliveryQuery, NotificationSettings } from '../../../contract/messaging.contract.ts';
import { messagingEndpoints, messagingTestsEndpoints } from '../../../contract/messaging.endpoints.ts';
import { MESSAGE_VIEWS } from '../../entities/views.ts';
import { call, queryOf } from '../../lib/api.ts';
import { useRefreshAfter } from '../../lib/changes.ts';

export const useNotificationSettings = () => useQuery({ ...queryOf(messagingEndpoints.settings), retry: false });
export const useDeliveryLog = (q: DeliveryQuery) =>
  useQuery({ ...queryOf(messagingEndpoints.deliveryLog, { query: q }), staleTime: 0, refetchInterval: 10_000 });

export function useSaveNotificationSettings() {
  return useMutation({
    mutationFn: (settings: NotificationSettings) => call(messagingEndpoints.saveSettings, { body: settings }),
    onSuccess: useRefreshAfter(MESSAGE_VIEWS),
  });
}
export function useRetryMessage() {
  return useMutation({ mutationFn: (id: number) => call(messagingEndpoints.retry, { params: { id } }), onSuccess: useRefreshAfter(MESSAGE_VIEWS) });
}

export const useWhatsappStatus = () => useQuery({ ...queryOf(messagingTestsEndpoints.whatsappStatus), staleTime: 0, retry: false });
export const useWhatsappQr = (enabled: boolean) => useQuery({ ...queryOf(messagingTestsEndpoints.whatsappQr), enabled, staleTime: 0, retry: false });

/** One of the spec's messaging tests (docs/spec/admin-app.md 7): a call that answers {success, message}; the log shows it. */
export function useMessagingTest() {
  return useMutation({
    mutationFn: (send: () => Promise<{ success: boolean; message: string }>) => send(),
    onSuccess: useRefreshAfter(MESSAGE_VIEWS),
  });
}
