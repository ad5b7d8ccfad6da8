import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Notification } from '../../../contract/notifications.contract.ts';
import { apiRequest } from '../../lib/api.ts';

export const NOTIFICATIONS_KEY = ['/api/user/notifications'];

/** Always refetched: stale at once, on mount and on window focus (spec/member-app.md 7). */
export function useNotifications() {
  return useQuery<Notification[]>({ queryKey: NOTIFICATIONS_KEY, staleTime: 0, refetchOnMount: 'always', refetchOnWindowFocus: 'always' });
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest('POST', `/api/user/notifications/${id}/read`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('POST', '/api/user/notifications/mark-all-read'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}

const EMOJI: Record<string, string> = {
  booking_confirmation: '✅',
  booking_confirmed: '✅',
  booking_created: '🚑',
  booking_reminder: '⏰',
  agreement_reminder: '📝',
  admin_approval: '👮',
  ituran_code: '🔐',
  damage_report_submitted: '⚠️',
  damage_report_reviewed: '🔧',
  license_expiry: '🪪',
  booking_cancelled: '❌',
  system_update: '🔔',
};

/** The emoji of a notification type; anything unknown gets the generic one. */
export const notificationEmoji = (type: string) => EMOJI[type] ?? '📢';
