import { useQueryClient, type QueryClient } from '@tanstack/react-query';

/**
 * Queries are keyed by their API path (lib/query-client.ts), so what a change must refresh is a
 * list of path prefixes: every view that shows the changed thing, whichever feature draws it
 * (the spec's cache-invalidation lists, spec/member-app.md 7 and spec/admin-app.md 7).
 */
const SHOWS = {
  /** A booking created, rescheduled, cancelled, approved, rejected or signed. */
  booking: [
    '/api/bookings',
    '/api/admin/bookings',
    '/api/admin/reservations',
    '/api/stats',
    '/api/booking-availability',
    '/api/booking-diary',
    '/api/fleet-overview',
    '/api/vehicles',
    '/api/user/notifications',
  ],
  /** A vehicle's settings or status. */
  vehicle: ['/api/vehicles', '/api/stats', '/api/booking-availability', '/api/booking-diary', '/api/fleet-overview'],
  /** A user's profile or licence. */
  user: ['/api/user/profile', '/api/users', '/api/license', '/api/user/notifications'],
  /** A damage report submitted or reviewed (it may put a vehicle in maintenance). */
  damageReport: ['/api/damage-reports', '/api/admin/damage-reports', '/api/stats', '/api/vehicles', '/api/user/notifications'],
  /** A calendar event or availability rule: what can be booked, and the diary's emergencies and maintenance. */
  calendar: ['/api/calendar/events', '/api/availability/rules', '/api/booking-availability', '/api/booking-diary', '/api/fleet-overview'],
  /** A document handed in or reviewed (a licence scan's review verifies the licence). */
  document: ['/api/admin/documents', '/api/bookings', '/api/user/profile', '/api/users', '/api/user/notifications'],
  /** An override request made, withdrawn or decided (an approval books the vehicle). */
  override: ['/api/override-requests', '/api/admin/override-requests', '/api/bookings', '/api/admin/reservations', '/api/stats', '/api/booking-availability', '/api/booking-diary', '/api/user/notifications'],
  /** The service settings: names and numbers shown everywhere, limits, restricted periods. */
  settings: ['/api/admin/settings', '/api/admin/override-settings', '/api/config', '/api/user/profile', '/api/hebrew-calendar', '/api/bookings/next-shabbat-info', '/api/admin/movement-monitor'],
  /** A template saved: the texts members sign and fill. */
  template: ['/api/admin/templates', '/api/templates', '/api/agreements/terms'],
  /** Notification settings saved or a message sent again. */
  messages: ['/api/user/notification-settings', '/api/admin/messages'],
  /** Notices written (a job run by hand). */
  notifications: ['/api/user/notifications'],
} as const;

export type Change = keyof typeof SHOWS;

export function refreshAfter(queryClient: QueryClient, change: Change): Promise<void> {
  const prefixes: readonly string[] = SHOWS[change];
  return queryClient.invalidateQueries({ predicate: (query) => prefixes.some((prefix) => String(query.queryKey[0]).startsWith(prefix)) });
}

/** The refresh of one kind of change, for a mutation's onSuccess. */
export function useRefreshAfter(change: Change): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => refreshAfter(queryClient, change);
}
