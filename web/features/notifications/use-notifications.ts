import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { NotificationType } from '../../../contract/constants.ts';
import type { Notification } from '../../../contract/notifications.contract.ts';
import { apiRequest } from '../../lib/api.ts';

export const notificationKeys = {
  all: ['/api/user/notifications'],
};

/** Always refetched: stale at once, on mount and on window focus (spec/member-app.md 7). */
export function useNotifications() {
  return useQuery<Notification[]>({ queryKey: notificationKeys.all, staleTime: 0, refetchOnMount: 'always', refetchOnWindowFocus: 'always' });
}

/**
 * New notices arrive over a stream (GET /api/user/notifications/stream): each one refreshes the
 * list at once. The spec's refetching stays as the fallback when the stream is down.
 */
export function useLiveNotices(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const source = new EventSource('/api/user/notifications/stream', { withCredentials: true });
    source.addEventListener('notice', () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all }));
    // The session ended (sign-out, disabled): stop, and let the profile's 401 sign this tab out.
    source.addEventListener('ended', () => {
      source.close();
      void queryClient.invalidateQueries({ queryKey: ['/api/user/profile'] });
    });
    return () => source.close();
  }, [queryClient]);
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest('POST', `/api/user/notifications/${id}/read`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('POST', '/api/user/notifications/mark-all-read'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

const EMOJI: Record<NotificationType, string> = {
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
  vehicle_movement: '🚨',
  system_update: '🔔',
  restriction_warning: '🕯️',
  agreement_signed: '🖊️',
  vehicle_withdrawn: '🔀',
  email_confirmation: '📧',
};

/** The emoji of a notification type; anything unknown gets the generic one. */
export const notificationEmoji = (type: string) => EMOJI[type as NotificationType] ?? '📢';
