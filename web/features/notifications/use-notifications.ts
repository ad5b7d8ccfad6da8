import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { NotificationType } from '../../../contract/constants.ts';
import { notificationsEndpoints } from '../../../contract/notifications.endpoints.ts';
import { usersEndpoints } from '../../../contract/users.endpoints.ts';
import { call, queryOf, urlOf } from '../../lib/api.ts';

const notices = queryOf(notificationsEndpoints.list);

/** Always refetched: stale at once, on mount and on window focus (docs/spec/member-app.md 7). */
export function useNotifications() {
  return useQuery({ ...notices, staleTime: 0, refetchOnMount: 'always', refetchOnWindowFocus: 'always' });
}

/**
 * New notices arrive over a stream (GET /api/user/notifications/stream): each one refreshes the
 * list at once. The spec's refetching stays as the fallback when the stream is down.
 */
export function useLiveNotices(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const source = new EventSource(urlOf(notificationsEndpoints.stream), { withCredentials: true });
    const refresh = () => void queryClient.invalidateQueries({ queryKey: notices.queryKey });
    source.addEventListener('notice', refresh);
    // Back after a break (a restart, another instance): the list is read again, whatever the
    // replay holds (it is the newest 50 at most, and notices read meanwhile on another device
    // changed without one, docs/decisions/024).
    let opened = false;
    source.addEventListener('open', () => {
      if (opened) refresh();
      opened = true;
    });
    // The session ended (sign-out, disabled): stop, and let the profile's 401 sign this tab out.
    source.addEventListener('ended', () => {
      source.close();
      void queryClient.invalidateQueries({ queryKey: [urlOf(usersEndpoints.profile)] });
    });
    return () => source.close();
  }, [queryClient]);
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(notificationsEndpoints.markRead, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notices.queryKey }),
  });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(notificationsEndpoints.markAllRead),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notices.queryKey }),
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
  waitlist_offer: '⏳',
  shift_handover: '🔁',
  monthly_report: '📊',
};

/** The emoji of a notification type; anything unknown gets the generic one. */
export const notificationEmoji = (type: string) => EMOJI[type as NotificationType] ?? '📢';
