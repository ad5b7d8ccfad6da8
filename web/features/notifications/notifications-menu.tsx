import * as Popover from '@radix-ui/react-popover';
import { Bell } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { notificationEmoji, useLiveNotices, useMarkAllNotificationsRead, useMarkNotificationRead, useNotifications } from './use-notifications.ts';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { cn } from '../../lib/cn.ts';
import { formatNotificationTime } from '../../lib/time.ts';
import { JoinSeatButton } from '../crew/index.ts';

/** The header bell: unread badge and the Notifications dropdown (docs/spec/member-app.md 2). */
export function NotificationsMenu() {
  const { t } = useTranslation();
  const { data: notifications = [] } = useNotifications();
  useLiveNotices();
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();
  const unread = notifications.filter((n) => !n.read).length;
  const failed = () => toast.error(t('notifications.updateFailed'));

  return (
    <Popover.Root>
      <Popover.Trigger
        className="relative rounded-full p-2 hover:bg-black/10 focus-visible:outline-2 focus-visible:outline-slate-800"
        aria-label={t('notifications.bell', { unread })}
      >
        <Bell className="size-6" aria-hidden />
        {unread > 0 && (
          <span
            data-testid="unread-badge"
            className="absolute -top-0.5 -end-0.5 flex min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-xs font-bold text-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content align="end" sideOffset={8} className="z-50 w-[min(24rem,calc(100vw-1rem))] rounded-xl border border-slate-200 bg-white shadow-xl">
          <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
            <h2 className="font-semibold">{t('notifications.title')}</h2>
            {unread > 0 && (
              <button
                type="button"
                className="text-sm font-medium text-sky-700 hover:underline disabled:opacity-50"
                disabled={markAllRead.isPending}
                onClick={() => markAllRead.mutate(undefined, { onError: failed })}
              >
                {t('notifications.markAllRead')}
              </button>
            )}
          </div>
          {notifications.length === 0 ? (
            <EmptyState className="px-4">{t('notifications.empty')}</EmptyState>
          ) : (
            <ul className="max-h-96 divide-y divide-slate-100 overflow-y-auto">
              {notifications.map((n) => (
                <li key={n.id}>
                  <button
                    type="button"
                    data-testid="notification-item"
                    data-read={n.read}
                    className={cn('flex w-full gap-3 px-4 py-3 text-start hover:bg-slate-50', !n.read && 'bg-sky-50/60')}
                    onClick={() => !n.read && markRead.mutate(n.id, { onError: failed })}
                  >
                    <span className="text-xl" aria-hidden>
                      {notificationEmoji(n.type)}
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="block font-medium">{n.title}</span>
                      <span className="block text-sm text-slate-600">{n.message}</span>
                      <span className="mt-1 block text-xs text-slate-500">{formatNotificationTime(n.createdAt)}</span>
                    </span>
                    {!n.read && <span className="mt-2 size-2.5 shrink-0 rounded-full bg-sky-600" aria-label={t('notifications.unread')} />}
                  </button>
                  {n.action?.kind === 'joinSeat' && (
                    <div className="px-4 pb-3 ps-12">
                      <JoinSeatButton bookingId={n.action.bookingId} seat={n.action.seat} />
                    </div>
                  )}
                </li>
              ))}
            </ul>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
