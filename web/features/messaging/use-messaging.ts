import { useMutation, useQuery } from '@tanstack/react-query';
import type { DeliveryEntry, DeliveryQuery, NotificationSettings } from '../../../contract/messaging.contract.ts';
import { apiRequest, withQuery } from '../../lib/api.ts';
import { useRefreshAfter } from '../../lib/changes.ts';

export const messagingKeys = {
  settings: ['/api/user/notification-settings'],
  whatsappStatus: ['/api/whatsapp/status'],
  whatsappQr: ['/api/whatsapp/qr'],
  log: (q: DeliveryQuery) => [withQuery('/api/admin/messages', q)],
};

export const useNotificationSettings = () => useQuery<NotificationSettings>({ queryKey: messagingKeys.settings, retry: false });
export const useDeliveryLog = (q: DeliveryQuery) => useQuery<DeliveryEntry[]>({ queryKey: messagingKeys.log(q), staleTime: 0, refetchInterval: 10_000 });

export function useSaveNotificationSettings() {
  return useMutation({
    mutationFn: (settings: NotificationSettings) => apiRequest<NotificationSettings>('PUT', '/api/user/notification-settings', settings),
    onSuccess: useRefreshAfter('messages'),
  });
}
export function useRetryMessage() {
  return useMutation({ mutationFn: (id: number) => apiRequest<DeliveryEntry>('POST', `/api/admin/messages/${id}/retry`), onSuccess: useRefreshAfter('messages') });
}

export const useWhatsappStatus = () => useQuery<{ status: 'unknown' | 'authorized' | 'notAuthorized' }>({ queryKey: messagingKeys.whatsappStatus, staleTime: 0, retry: false });
export const useWhatsappQr = (enabled: boolean) => useQuery<{ type: string; image: string | null; message: string }>({ queryKey: messagingKeys.whatsappQr, enabled, staleTime: 0, retry: false });

/** One of the spec's messaging tests (admin-app 7): a POST that answers {success, message}. */
export function useMessagingTest() {
  return useMutation({
    mutationFn: ({ path, body }: { path: string; body: object }) => apiRequest<{ success: boolean; message: string }>('POST', path, body),
    onSuccess: useRefreshAfter('messages'),
  });
}
